import type { CardDef } from '../rules/index.js';
import { isStandard } from '../catalogue/standard-pool.js';
import type { LogLanguage } from './battle-log.js';
import { catalogueId } from './card-ids.js';
import type { CardTexts, LocalizedName } from './card-texts.schema.js';

/** What the resolver reads: the catalogue's cards, each set's release date, and the localized names. */
export interface CardPool {
  readonly cards: readonly CardDef[];
  /** Set id -> release date as the data writes it (YYYY/MM/DD: compares as text). */
  readonly releaseDates: ReadonlyMap<string, string>;
  /** Card id -> localized names (TCGdex): the card's own, German and others. */
  readonly names: Readonly<Record<string, Partial<Record<LogLanguage, string>>>>;
  readonly texts: CardTexts;
}

/**
 * Card names as a log writes them -> catalogue cards. A log names cards, not printings (but where its export
 * kept TCG Live's card ids, `card-ids.ts`: then of the printings with the name, those the ids name, where the
 * catalogue has them; several ids for one name are told apart as below), so:
 * 1. the candidates are the printings whose name in the log's language is the name (case, the ’ of
 *    TCG Live and a trailing "(Ghetsis)"-style owner note ignored; TCG Live's German and Spanish Basic Energy
 *    names carry a "Basis-"/"Básica"/"base" that TCGdex's do not);
 * 2. among them, those having every attack and Ability the log has the card use (the Drifloon that has
 *    "Gust"); if none has them all, the one having the most;
 * 3. then the newest Standard printing (regulation mark G and later, highest mark first); of one mark, the
 *    printing with an Ability before one without: an Ability that acts without being used is never named in
 *    the log, and the same name in one mark may be two cards (Bouffalant sv7-119 "Curly Wall" and sv8-151
 *    without it, both H; the German game's line 273 is Curly Wall's 60 less), and a deck plays a Pokémon for
 *    its Ability; then the newest set, then the lowest id (reprints have the same text).
 */
export class CardResolver {
  private readonly byName = new Map<string, CardDef[]>();

  constructor(
    private readonly pool: CardPool,
    readonly language: LogLanguage,
  ) {
    for (const card of pool.cards) {
      const name = language === 'en' ? card.name : pool.names[card.id]?.[language];
      if (name === undefined) continue;
      const key = nameKey(name);
      const list = this.byName.get(key);
      if (list) list.push(card);
      else this.byName.set(key, [card]);
    }
  }

  /**
   * The printing a log's card name stands for, given the attacks and Abilities the log has it use and the TCG Live ids
   * the log gives it; null if no card has the name.
   */
  resolve(name: string, uses: readonly string[] = [], tcgLiveIds: readonly string[] = []): CardDef | null {
    const named = this.candidates(name);
    if (named.length === 0) return null;
    const printed = new Set(tcgLiveIds.map(catalogueId));
    const byId = named.filter((c) => printed.has(c.id));
    const candidates = byId.length > 0 ? byId : named;
    const fit = (c: CardDef) => uses.filter((u) => this.attackIndex(c, u) >= 0 || this.abilityIndex(c, u) >= 0).length;
    const best = Math.max(...candidates.map(fit));
    const fitting = candidates.filter((c) => fit(c) === best);
    return [...fitting].sort((a, b) => this.preference(b) - this.preference(a) || b.abilities.length - a.abilities.length || this.release(b).localeCompare(this.release(a)) || a.id.localeCompare(b.id))[0] ?? null;
  }

  /** The index of the attack the log names on this card, or -1. */
  attackIndex(card: CardDef, name: string): number {
    return indexByName(card.attacks, this.localized(card, 'attacks'), name, this.language);
  }

  /**
   * The index of the Ability the log names on this card, or -1. TCGdex lacks some Ability names (Lugia VSTAR's
   * "Summoning Star" in Spanish); a name no attack of the card has then stands for its one Ability without one.
   */
  abilityIndex(card: CardDef, name: string): number {
    const found = indexByName(card.abilities, this.localized(card, 'abilities'), name, this.language);
    if (found >= 0 || this.language === 'en' || this.attackIndex(card, name) >= 0) return found;
    const localized = this.localized(card, 'abilities');
    const unnamed = card.abilities.flatMap((a, i) => (localized.some((l) => nameKey(l.en) === nameKey(a.name) && l[this.language] !== undefined) ? [] : [i]));
    return card.abilities.length === 1 && unnamed.length === 1 ? (unnamed[0] ?? -1) : -1;
  }

  private candidates(name: string): readonly CardDef[] {
    const direct = this.byName.get(nameKey(name));
    if (direct) return direct;
    const basicEnergy = BASIC_ENERGY[this.language]?.(name);
    return basicEnergy ? (this.byName.get(nameKey(basicEnergy)) ?? []) : [];
  }

  private localized(card: CardDef, kind: 'attacks' | 'abilities'): readonly LocalizedName[] {
    return this.pool.texts[card.id]?.[kind] ?? [];
  }

  private preference(card: CardDef): number {
    const mark = card.regulationMark ?? '';
    return (isStandard(card) ? 100 : 0) + (mark === '' ? 0 : mark.charCodeAt(0) - 64);
  }

  private release(card: CardDef): string {
    return this.pool.releaseDates.get(card.setId) ?? '';
  }
}

/**
 * TCG Live names Basic Energy "Basis-Kampf-Energie", "Energía Rayo Básica", "Energia base Psico", "Energia Luta
 * Básica"; TCGdex "Kampf-Energie", "Energía Rayo", "Energia Psico", "Energia de Luta": the log's name, as TCGdex's.
 */
const BASIC_ENERGY: Partial<Record<LogLanguage, (name: string) => string | undefined>> = {
  de: (name) => /^Basis-(.+-Energie)$/u.exec(name)?.[1],
  es: (name) => /^(Energía .+) Básica$/u.exec(name)?.[1],
  it: (name) => /^Energia base (.+)$/u.test(name) ? name.replace(' base ', ' ') : undefined,
  // Portuguese types change form between the two (Psíquico / Psíquica, Luta / de Luta): the types seen in a real log.
  pt: (name) => PORTUGUESE_BASIC_ENERGY[/^Energia (.+) Básica$/u.exec(name)?.[1] ?? ''],
};
const PORTUGUESE_BASIC_ENERGY: Readonly<Record<string, string>> = { Luta: 'Energia de Luta', Psíquico: 'Energia Psíquica', Fogo: 'Energia de Fogo' };

function indexByName(own: readonly { readonly name: string }[], localized: readonly LocalizedName[], name: string, language: LogLanguage): number {
  const key = nameKey(name);
  if (language === 'en') return own.findIndex((a) => nameKey(a.name) === key);
  const english = localized.find((l) => l[language] !== undefined && nameKey(l[language]) === key)?.en;
  return english === undefined ? -1 : own.findIndex((a) => nameKey(a.name) === nameKey(english));
}

/** How names compare: case, apostrophes, accents on "Pokémon" and an owner note in brackets do not count. */
export function nameKey(name: string): string {
  return name
    .normalize('NFC')
    .replace(/[’`]/g, "'")
    .replace(/\s*\([^)]*\)\s*$/u, '')
    .replace(/Pokemon/g, 'Pokémon')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}
