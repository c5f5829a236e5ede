import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardById } from '../../src/catalogue/testing.js';
import { sharedPokemonTcgDataDir } from '../../src/catalogue/source-paths.js';
import { deckName } from '../../src/decks/deck-name.js';
import { validateDeck, type LegalityContext, type LegalityStatus } from '../../src/decks/validate-deck.js';
import { CLASSIC, EXPANDED, UNLIMITED, type FormatDefinition } from '../../src/formats/index.js';
import type { CardDef } from '../../src/rules/index.js';

/**
 * Every preconstructed deck of ../shared/cards/pokemon-tcg-data/decks/en must be legal in the format
 * of its era. The era is the release date of the deck's set (the set in its id, "d-xy0-1" -> xy0):
 * - up to Legendary Collection (2002/05/24): the 1999 rules, `classic`;
 * - up to HeartGold & SoulSilver, before Black & White (2011/03/01): `unlimited`;
 * - from Black & White on: `expanded` (release date, bans and reprints, as the hub checks it).
 * The two "2-Player Starter Set" products list two players' half decks together (61 cards): every
 * rule is checked on them but the deck size, which is asserted to be those 61.
 * The Sword & Shield decks list their basic Energy as "swsh1-0", a card the data lacks: such a line is
 * resolved by name to a basic Energy, as a deck list's "Fire Energy" line is.
 * Seven products break today's rules as printed; for them the validator must report exactly that.
 */
const DATA = sharedPokemonTcgDataDir();
const sets = JSON.parse(readFileSync(join(DATA, 'sets', 'en.json'), 'utf8')) as { id: string; releaseDate: string }[];
const releaseDate = new Map(sets.map((s) => [s.id, s.releaseDate] as const));

interface RawCard { id: string; name: string; supertype: string; subtypes?: string[]; legalities: Partial<Record<'standard' | 'expanded' | 'unlimited', LegalityStatus>> }
const raw = readdirSync(join(DATA, 'cards', 'en')).flatMap((file) => JSON.parse(readFileSync(join(DATA, 'cards', 'en', file), 'utf8')) as RawCard[]);
const legalities = new Map(raw.map((c) => [c.id, c.legalities] as const));
const idsByName = new Map<string, string[]>();
for (const c of raw) idsByName.set(c.name, [...(idsByName.get(c.name) ?? []), c.id]);

const context: LegalityContext = {
  releaseDateOf: (setId) => releaseDate.get(setId),
  legalitiesOf: (id) => legalities.get(id),
  printingsOf: (card: CardDef) => (idsByName.get(card.name) ?? []).map(cardById),
};

function eraFormat(deckId: string): FormatDefinition {
  const setId = /^d-([a-z0-9]+)-\d+$/.exec(deckId)?.[1] ?? '';
  const released = releaseDate.get(setId);
  if (released === undefined) throw new Error(`deck ${deckId}: no set "${setId}"`);
  if (released <= '2002/05/24') return CLASSIC;
  if (released < '2011/03/01') return UNLIMITED;
  return EXPANDED;
}

interface RawDeck { id: string; name: string; cards: { id: string; name: string; count: number }[] }
const decks = readdirSync(join(DATA, 'decks', 'en')).flatMap((file) => JSON.parse(readFileSync(join(DATA, 'decks', 'en', file), 'utf8')) as RawDeck[]);
const deckIds = decks.map((d) => d.id);
const cardIds = new Set(raw.map((c) => c.id));

function basicEnergyNamed(name: string): CardDef {
  const found = raw.find((c) => c.supertype === 'Energy' && c.subtypes?.includes('Basic') && c.name === name);
  if (!found) throw new Error(`no basic Energy named "${name}"`);
  return cardById(found.id);
}

function deckById(id: string) {
  const deck = decks.find((d) => d.id === id)!;
  return { name: deck.name, cards: deck.cards.map((l) => ({ card: cardIds.has(l.id) ? cardById(l.id) : basicEnergyNamed(l.name), count: l.count })) };
}

/** As printed, these products break today's rules: DP-era special Metal/Darkness Energy beyond four, and cards Expanded banned later. */
const PRINTED_ILLEGAL: Record<string, { code: string; card: string }> = {
  'd-bw5-1': { code: 'banned', card: 'bw5-62' },
  'd-xy2-2': { code: 'banned', card: 'xy2-23' },
  'd-dp2-1': { code: 'too-many-copies', card: 'dp2-120' },
  'd-dp4-2': { code: 'too-many-copies', card: 'dp3-130' },
  'd-dp4-3': { code: 'too-many-copies', card: 'dp3-129' },
  'd-dp6-2': { code: 'too-many-copies', card: 'dp5-95' },
  'd-dp7-2': { code: 'too-many-copies', card: 'dp5-93' },
};

describe('the preconstructed decks of pokemon-tcg-data', () => {
  it('are 188, from Base Set to Sword & Shield', () => {
    expect(deckIds).toHaveLength(188);
  });

  it.each(deckIds.filter((id) => !(id in PRINTED_ILLEGAL)))('%s is legal in its era\'s format', (id) => {
    const deck = deckById(id);
    const twoPlayer = deck.name.startsWith('2-Player');
    const problems = validateDeck(deck.cards, eraFormat(id), context).filter((p) => !(twoPlayer && p.code === 'deck-size'));
    expect(problems).toEqual([]);
    if (twoPlayer) expect(deck.cards.reduce((n, l) => n + l.count, 0)).toBe(61);
  });

  it.each(Object.entries(PRINTED_ILLEGAL))('%s breaks exactly one rule as printed: %o', (id, expected) => {
    const problems = validateDeck(deckById(id).cards, eraFormat(id), context);
    expect(problems.map((p) => ({ code: p.code, card: p.cards[0]?.id }))).toEqual([expected]);
  });

  it('assigns each era: Base Set classic, EX Ruby & Sapphire unlimited, Kalos Starter Set expanded', () => {
    expect(eraFormat('d-base1-2')).toBe(CLASSIC);
    expect(eraFormat('d-ex1-1')).toBe(UNLIMITED);
    expect(eraFormat('d-xy0-1')).toBe(EXPANDED);
  });

  it('names a deck\'s copies by the rules of 000: no other precon holds more than four of a name', () => {
    for (const id of deckIds.filter((d) => PRINTED_ILLEGAL[d]?.code !== 'too-many-copies')) {
      const counts = new Map<string, number>();
      for (const { card, count } of deckById(id).cards) {
        if (card.supertype === 'Energy' && card.energyKind === 'Basic') continue;
        counts.set(deckName(card), (counts.get(deckName(card)) ?? 0) + count);
      }
      expect(Math.max(0, ...counts.values()), id).toBeLessThanOrEqual(4);
    }
  });
});
