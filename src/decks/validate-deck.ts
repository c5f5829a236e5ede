import type { CardDef, EnergyType } from '../rules/index.js';
import { sv, type DeckRules, type FormatDefinition, type LegalityRule } from '../formats/format-definition.js';
import { boosterDeckProblems } from './booster-deck.js';
import type { DeckEntry, DeckProblem, DeckProblemCode, DeckProblemParams } from './deck-problem.js';
import { deckName, isBasicEnergy } from './deck-name.js';

export type LegalityStatus = 'Legal' | 'Banned' | 'Not Legal';

/** What the validator may know beyond the cards; each is optional and narrows what it must guess. */
export interface LegalityContext {
  /** YYYY/MM/DD release date of a set (the catalogue's sets). */
  readonly releaseDateOf?: (setId: string) => string | undefined;
  /** The catalogue's legalities of a printing, where it has them. */
  readonly legalitiesOf?: (cardId: string) => Partial<Record<'standard' | 'expanded' | 'unlimited', LegalityStatus>> | undefined;
  /** Other printings with the same name: a reprint makes an older printing legal. */
  readonly printingsOf?: (card: CardDef) => readonly CardDef[];
  /** The opened booster's cards, where the deck is built from one (003 "Packkampf"). */
  readonly booster?: readonly DeckEntry[];
}

const NAMES = sv('Was gehört zum Namen eines Pokémon?');
const ACE_SPEC = sv('Anhang 25: ASS-KLASSE-Trainerkarten');
const RADIANT = sv('Anhang 5: Strahlende Pokémon');
const PRISM_STAR = sv('Anhang 14: Prisma-Stern-Karten');
const BASIC = sv('Zusammenstellen von Decks');

const ref = (c: CardDef) => ({ id: c.id, name: c.name });

/**
 * Every way the deck breaks the format's deck rules, each with the cards and the rule; [] when it is
 * legal. Pure: the cards and what the context knows, nothing else.
 */
export function validateDeck(deck: readonly DeckEntry[], format: FormatDefinition, context: LegalityContext = {}): DeckProblem[] {
  const rules = format.deck;
  const merged = mergeEntries(deck);
  return [
    ...sizeProblems(merged, rules),
    ...copyProblems(merged, rules),
    ...uniqueCardProblems(merged, rules),
    ...compositionProblems(merged, rules),
    ...pokemonProblems(merged, rules),
    ...legalityProblems(merged, format, context),
    ...boosterDeckProblems(merged, context.booster, rules),
  ];
}

function mergeEntries(deck: readonly DeckEntry[]): DeckEntry[] {
  const byId = new Map<string, DeckEntry>();
  for (const entry of deck) {
    if (entry.count <= 0) continue;
    const seen = byId.get(entry.card.id);
    byId.set(entry.card.id, { card: entry.card, count: (seen?.count ?? 0) + entry.count });
  }
  return [...byId.values()];
}

const total = (entries: readonly DeckEntry[]) => entries.reduce((n, e) => n + e.count, 0);

function sizeProblems(deck: readonly DeckEntry[], rules: DeckRules): DeckProblem[] {
  const n = total(deck);
  const { min, max } = rules.size;
  if (n >= min && n <= max) return [];
  const wanted = min === max ? `exactly ${min}` : `${min} to ${max}`;
  return [{ code: 'deck-size', message: `The deck holds ${n} cards; this format needs ${wanted}.`, params: { count: n, min, max, context: min === max ? 'exact' : 'range' }, ref: rules.ref, cards: [] }];
}

function byName(deck: readonly DeckEntry[]): Map<string, DeckEntry[]> {
  const groups = new Map<string, DeckEntry[]>();
  for (const entry of deck) {
    if (isBasicEnergy(entry.card)) continue;
    const name = deckName(entry.card);
    groups.set(name, [...(groups.get(name) ?? []), entry]);
  }
  return groups;
}

function copyProblems(deck: readonly DeckEntry[], rules: DeckRules): DeckProblem[] {
  const problems: DeckProblem[] = [];
  for (const [name, entries] of byName(deck)) {
    const n = total(entries);
    const cards = entries.map((e) => ref(e.card));
    const printings = entries.length > 1 ? ` (${entries.map((e) => `${e.count}× ${e.card.name} ${e.card.id}`).join(', ')})` : '';
    if (rules.maxCopies !== null && n > rules.maxCopies) {
      problems.push({
        code: 'too-many-copies',
        message: `${n} cards named "${name}"${printings}; at most ${rules.maxCopies} of a name, basic Energy excepted.`,
        params: { count: n, name, max: rules.maxCopies },
        ref: entries.length > 1 ? NAMES : rules.ref,
        cards,
      });
    }
    if (rules.exactCopies !== undefined && n !== rules.exactCopies) {
      problems.push({
        code: 'not-exact-copies',
        message: `${n} cards named "${name}"${printings}; every card but basic Energy exactly ${rules.exactCopies} times.`,
        params: { count: n, name, exact: rules.exactCopies },
        ref: rules.ref,
        cards,
      });
    }
  }
  return problems;
}

function uniqueCardProblems(deck: readonly DeckEntry[], rules: DeckRules): DeckProblem[] {
  const problems: DeckProblem[] = [];
  const aceSpecs = deck.filter((e) => e.card.subtypes.includes('ACE SPEC'));
  const aceCount = total(aceSpecs);
  if (!rules.aceSpecAllowed && aceCount > 0) {
    problems.push({ code: 'ace-spec-not-allowed', message: 'This format allows no ACE SPEC cards.', params: {}, ref: rules.ref, cards: aceSpecs.map((e) => ref(e.card)) });
  } else if (aceCount > 1) {
    problems.push({ code: 'ace-spec-limit', message: `${aceCount} ACE SPEC cards; a deck may hold only one.`, params: { count: aceCount }, ref: ACE_SPEC, cards: aceSpecs.map((e) => ref(e.card)) });
  }
  const radiant = deck.filter((e) => e.card.subtypes.includes('Radiant'));
  if (total(radiant) > 1) {
    problems.push({ code: 'radiant-limit', message: `${total(radiant)} Radiant Pokémon; a deck may hold only one.`, params: { count: total(radiant) }, ref: RADIANT, cards: radiant.map((e) => ref(e.card)) });
  }
  const prism = byName(deck.filter((e) => e.card.subtypes.includes('Prism Star')));
  for (const [name, entries] of prism) {
    if (total(entries) > 1) {
      problems.push({
        code: 'prism-star-limit',
        message: `${total(entries)} Prism Star cards named "${name}"; only one of each name.`,
        params: { count: total(entries), name },
        ref: PRISM_STAR,
        cards: entries.map((e) => ref(e.card)),
      });
    }
  }
  return problems;
}

function compositionProblems(deck: readonly DeckEntry[], rules: DeckRules): DeckProblem[] {
  const problems: DeckProblem[] = [];
  const each = (code: DeckProblemCode, bad: readonly DeckEntry[], message: (c: CardDef) => string, params: (c: CardDef) => DeckProblemParams = () => ({})) => {
    for (const e of bad) problems.push({ code, message: message(e.card), params: { card: e.card.name, ...params(e.card) }, ref: rules.ref, cards: [ref(e.card)] });
  };
  each('supertype-not-allowed', deck.filter((e) => !rules.supertypes.includes(e.card.supertype)), (c) => `${c.name} (${c.id}): this format allows no ${c.supertype} cards.`, (c) => ({ supertype: c.supertype }));
  const trainers = deck.filter((e) => e.card.supertype === 'Trainer' && rules.supertypes.includes('Trainer'));
  each(
    'trainer-kind-not-allowed',
    trainers.filter((e) => !rules.trainers.kinds.includes(e.card.trainerKind ?? 'Item')),
    (c) => `${c.name} (${c.id}) is a ${c.trainerKind ?? 'Trainer'}; this format allows ${rules.trainers.kinds.join(', ')}.`,
    (c) => ({ kind: c.trainerKind ?? 'Trainer', kinds: rules.trainers.kinds.join(', ') }),
  );
  const count = rules.trainers.count;
  const trainerTotal = total(trainers);
  if (count && rules.supertypes.includes('Trainer') && (trainerTotal < count.min || trainerTotal > count.max)) {
    const wanted = count.min === count.max ? `exactly ${count.min}` : `${count.min} to ${count.max}`;
    problems.push({ code: 'trainer-count', message: `${trainerTotal} Trainer cards; this format needs ${wanted}.`, params: { count: trainerTotal, min: count.min, max: count.max, context: count.min === count.max ? 'exact' : 'range' }, ref: rules.ref, cards: [] });
  }
  const energy = deck.filter((e) => e.card.supertype === 'Energy');
  if (rules.energy.basicOnly) {
    each('special-energy-not-allowed', energy.filter((e) => !isBasicEnergy(e.card)), (c) => `${c.name} (${c.id}): this format allows basic Energy only.`);
  }
  const basicEnergy = total(energy.filter((e) => isBasicEnergy(e.card)));
  if (rules.energy.minBasic !== undefined && basicEnergy < rules.energy.minBasic) {
    problems.push({ code: 'too-few-basic-energy', message: `${basicEnergy} basic Energy; this format needs ${rules.energy.minBasic}.`, params: { count: basicEnergy, min: rules.energy.minBasic }, ref: rules.ref, cards: [] });
  }
  return problems;
}

function pokemonProblems(deck: readonly DeckEntry[], rules: DeckRules): DeckProblem[] {
  const problems: DeckProblem[] = [];
  const pokemon = deck.filter((e) => e.card.supertype === 'Pokémon');
  const p = rules.pokemon;
  const one = (code: DeckProblemCode, c: CardDef, message: string, params: DeckProblemParams = {}) =>
    problems.push({ code, message: `${c.name} (${c.id}) ${message}`, params: { card: c.name, ...params }, ref: rules.ref, cards: [ref(c)] });

  // V-UNION and Restored Pokémon are not Basic Pokémon (000 "Anhang 7: Pokémon-V-UNION", "Anhang 26: Erweckt-Pokémon").
  if (rules.requireBasicPokemon && !pokemon.some((e) => e.card.stage === 'Basic')) {
    problems.push({ code: 'no-basic-pokemon', message: 'The deck holds no Basic Pokémon; it needs at least one.', params: {}, ref: BASIC, cards: [] });
  }
  for (const { card } of pokemon) {
    if (p.stages !== 'any' && !p.stages.includes(card.stage ?? 'Basic')) one('stage-not-allowed', card, `is ${card.stage ?? 'no stage'}; this format allows ${p.stages.join(', ')}.`, {
        stage: card.stage ?? 'no stage',
        stages: p.stages.join(', '),
      });
    for (const limit of p.hp) {
      if (limit.stage !== undefined && card.stage !== limit.stage) continue;
      const hp = card.hp ?? 0;
      if ((limit.min !== undefined && hp < limit.min) || (limit.max !== undefined && hp > limit.max)) {
        const range = limit.min !== undefined ? `${limit.min} HP or more` : `${limit.max ?? 0} HP or less`;
        one('hp-limit', card, `has ${hp} HP; ${limit.stage ? `${limit.stage} Pokémon need` : 'Pokémon need'} ${range}.`, {
          hp,
          limit: limit.min ?? limit.max ?? 0,
          context: limit.min !== undefined ? 'min' : 'max',
        });
      }
    }
    if (p.noAbilities && card.abilities.length > 0) one('ability-not-allowed', card, `has an Ability (${card.abilities.map((a) => a.name).join(', ')}); this format allows none.`, {
        abilities: card.abilities.map((a) => a.name).join(', '),
      });
    if (p.noRuleBox && card.ruleBox) one('rule-box-not-allowed', card, 'has a rule box; this format allows none.');
  }
  if (p.oneType && pokemon.length > 0) {
    const shared = pokemon.reduce<readonly EnergyType[]>((types, e) => types.filter((t) => e.card.types?.includes(t)), pokemon[0]?.card.types ?? []);
    if (shared.length === 0) {
      const types = [...new Set(pokemon.flatMap((e) => e.card.types ?? []))];
      problems.push({ code: 'more-than-one-type', message: `The Pokémon share no type (${types.join(', ')}); this format needs one type.`, params: { types: types.join(', ') }, ref: rules.ref, cards: pokemon.map((e) => ref(e.card)) });
    }
  }
  if (p.minStage1 !== undefined) {
    const n = total(pokemon.filter((e) => e.card.stage === 'Stage 1'));
    if (n < p.minStage1) problems.push({ code: 'too-few-stage-1', message: `${n} Stage 1 Pokémon; this level needs ${p.minStage1}.`, params: { count: n, min: p.minStage1 }, ref: rules.ref, cards: [] });
  }
  if (p.evolutionsFromDeck) {
    const names = new Set(pokemon.map((e) => deckName(e.card)));
    for (const { card } of pokemon) {
      if ((card.stage === 'Stage 1' || card.stage === 'Stage 2') && card.evolvesFrom !== undefined && !names.has(card.evolvesFrom)) {
        one('evolves-from-missing', card, `evolves from ${card.evolvesFrom}, which is not in the deck.`, { from: card.evolvesFrom });
      }
    }
  }
  return problems;
}

function legalityProblems(deck: readonly DeckEntry[], format: FormatDefinition, context: LegalityContext): DeckProblem[] {
  const problems: DeckProblem[] = [];
  const banned = new Map(format.deck.banned.flatMap((b) => b.cardIds.map((id) => [id, b] as const)));
  const rule = format.deck.legality;
  for (const { card } of deck) {
    const ban = banned.get(card.id);
    if (ban) {
      problems.push({ code: 'banned', message: `${card.name} (${card.id}) is banned in ${format.name.en}.`, params: { card: card.name, format: format.name.en }, ref: ban.ref, cards: [ref(card)] });
      continue;
    }
    if (rule.kind === 'any' || isBasicEnergy(card)) continue;
    const status = legality(card, rule, context);
    if (status === 'Legal') continue;
    problems.push({
      code: status === 'Banned' ? 'banned' : 'not-legal',
      message: `${card.name} (${card.id}${card.regulationMark ? `, regulation mark ${card.regulationMark}` : ''}) is ${status === 'Banned' ? 'banned' : 'not legal'} in ${format.name.en}.`,
      params: { card: card.name, format: format.name.en, ...(card.regulationMark && { mark: card.regulationMark, context: 'mark' }) },
      ref: rule.ref,
      cards: [ref(card)],
    });
  }
  return problems;
}

type RotationRule = Extract<LegalityRule, { kind: 'rotation' }>;

/**
 * A printing is legal by its regulation mark or its set's release date; an older printing also when a
 * reprint with the same game text is; a printing neither rule can judge goes by the catalogue's
 * legalities. The catalogue's "Banned" always stands.
 */
function legality(card: CardDef, rule: RotationRule, context: LegalityContext): LegalityStatus {
  const catalogue = context.legalitiesOf?.(card.id)?.[rule.catalogueKey];
  if (catalogue === 'Banned') return 'Banned';
  const own = byRule(card, rule, context);
  if (own === true) return 'Legal';
  const reprint = context.printingsOf?.(card).some((other) => other.id !== card.id && sameGameText(card, other) && byRule(other, rule, context) === true);
  if (reprint) return 'Legal';
  if (own === undefined && catalogue === 'Legal') return 'Legal';
  return 'Not Legal';
}

/** true/false where the rule decides; undefined where it cannot (no mark, no release date). */
function byRule(card: CardDef, rule: RotationRule, context: LegalityContext): boolean | undefined {
  if (rule.excludedSets.includes(card.setId)) return false;
  if (rule.marks) return card.regulationMark === undefined ? undefined : rule.marks.includes(card.regulationMark);
  if (rule.releasedFrom) {
    const released = context.releaseDateOf?.(card.setId);
    return released === undefined ? undefined : released >= rule.releasedFrom;
  }
  return true;
}

/** Reprints: Trainers and Energy by name; Pokémon by name, HP, attacks and Abilities. */
function sameGameText(a: CardDef, b: CardDef): boolean {
  if (a.supertype !== b.supertype || deckName(a) !== deckName(b)) return false;
  if (a.supertype !== 'Pokémon') return true;
  const attacks = (c: CardDef) => c.attacks.map((x) => `${x.name}|${x.damage?.amount ?? ''}|${x.cost.join(',')}`).join(';');
  const abilities = (c: CardDef) => c.abilities.map((x) => x.name).join(';');
  return a.hp === b.hp && a.name === b.name && attacks(a) === attacks(b) && abilities(a) === abilities(b);
}
