import type { AttackEffect } from './attack-plan.js';
import { matchesFilter, type PokemonFilter } from './card-effects/index.js';
import { FILTER, filterPhrase } from './card-effects/phrases.js';
import type { CardDef } from './card.js';
import type { LingeringEffect, LingeringRule, LingeringText } from './lingering-effect.js';
import { topCard, type GameState, type InPlayPokemon, type PlayerState, type Seat } from './state.js';

const DEFENDING = "(?:the Defending Pokémon|that Pokémon)";
const OPPONENT_NEXT = "during your opponent's next turn";
const W_R_AFTER = '\\(after applying Weakness and Resistance\\)';
const W_R_BEFORE = '\\(before applying Weakness and Resistance\\)';
const KNOCKED_OUT_BY = 'would be Knocked Out by damage from an attack';
const NOT_KNOCKED_OUT = 'it is not Knocked Out,? and its remaining HP becomes (\\d+)(?: instead)?\\.';
/** Where a sentence starts (after one the parser has read and blanked out, too), or a coin's side does. */
const SENTENCE_START = '(?<=^\\s*|\\.\\s+|If (?:heads|tails), )';
/**
 * The attackers a lasting effect filters ("from Basic Pokémon", "from your opponent's Pokémon that have an Ability, except
 * any Simisage"): group 1 the filter's words, group 4 the name left out. A state ("Poisoned") is not read on an attacker.
 */
const ATTACKERS = `(?:your opponent's )?((?![^.]*Poisoned)${FILTER})(?:, except any ([^,.]+))?`;

interface Form {
  readonly re: string;
  /** What the sentence leaves; two rules where one sentence names two ("cost Colorless more, and its Retreat Cost is …"). */
  readonly text: (m: RegExpExecArray) => LingeringText | readonly LingeringText[];
}

/** "ColorlessColorless" -> 2. */
const colorless = (symbols: string | undefined): number => symbols?.match(/Colorless/g)?.length ?? 0;

const on = (target: LingeringText['target'], lasts: LingeringText['lasts'], rule: LingeringRule): LingeringText => ({ rule, target, lasts });

/**
 * The wordings found on printed cards (counted over ../shared/cards, commonest first within each rule).
 * Ordered so a wider sentence is tried before a part of it ("can't use attacks" before "can't use <name>").
 */
const FORMS: readonly Form[] = [
  { re: `${OPPONENT_NEXT}, ${DEFENDING} can't (?:attack|use attacks)\\.`, text: () => on('defender', 'opponent-next-turn', { kind: 'cannot-attack' }) },
  { re: `${DEFENDING} can't (?:attack|use attacks) ${OPPONENT_NEXT}\\.`, text: () => on('defender', 'opponent-next-turn', { kind: 'cannot-attack' }) },
  {
    re: `If the Defending Pokémon is an? (Basic|Evolution) Pokémon, it can't attack ${OPPONENT_NEXT}\\.`,
    text: (m) => ({ ...on('defender', 'opponent-next-turn', { kind: 'cannot-attack' }), when: m[1]?.toLowerCase() === 'basic' ? 'defender-basic' : 'defender-evolution' }),
  },
  { re: `${OPPONENT_NEXT}, ${DEFENDING} can't retreat\\.`, text: () => on('defender', 'opponent-next-turn', { kind: 'cannot-retreat' }) },
  { re: `${DEFENDING} can't retreat (?:during|until the end of) your opponent's next turn\\.`, text: () => on('defender', 'opponent-next-turn', { kind: 'cannot-retreat' }) },
  {
    re: `(?:If the Defending Pokémon tries to (?:use an )?attack ${OPPONENT_NEXT}|${OPPONENT_NEXT}, if the Defending Pokémon tries to (?:use an )?attack), your opponent flips a coin\\. If tails, that attack (?:does nothing|doesn't happen)\\.`,
    text: () => on('defender', 'opponent-next-turn', { kind: 'flip-before-attacking' }),
  },
  {
    re: `${OPPONENT_NEXT}, (?:this Pokémon takes (\\d+) less damage from attacks|any damage done to this Pokémon by attacks is reduced by (\\d+)) ${W_R_AFTER}\\.`,
    text: (m) => on('self', 'opponent-next-turn', { kind: 'takes-less-damage', amount: Number(m[1] ?? m[2]) }),
  },
  {
    re: `${OPPONENT_NEXT}, (?:the Defending Pokémon's attacks do (\\d+) less damage|attacks used by the Defending Pokémon do (\\d+) less damage|any damage done by attacks from the Defending Pokémon is reduced by (\\d+)) ${W_R_BEFORE}\\.`,
    text: (m) => on('defender', 'opponent-next-turn', { kind: 'attacks-do-less-damage', amount: Number(m[1] ?? m[2] ?? m[3]) }),
  },
  {
    re: `(?:${OPPONENT_NEXT}, prevent all damage from and effects of attacks done to this Pokémon|prevent all effects of attacks, including damage, done to this Pokémon ${OPPONENT_NEXT})\\.`,
    text: () => on('self', 'opponent-next-turn', { kind: 'prevent-damage-and-effects' }),
  },
  {
    re: `(?:${OPPONENT_NEXT}, prevent all damage done to this Pokémon by attacks|prevent all damage done to this Pokémon by attacks ${OPPONENT_NEXT})\\.`,
    text: () => on('self', 'opponent-next-turn', { kind: 'prevent-damage' }),
  },
  {
    re: `${OPPONENT_NEXT}, (?:if this Pokémon would be damaged by an attack, prevent that attack's damage done to this Pokémon|prevent all damage done to this Pokémon by attacks) if that damage is (\\d+) or less\\.`,
    text: (m) => on('self', 'opponent-next-turn', { kind: 'prevent-damage', upTo: Number(m[1]) }),
  },
  {
    // Only where it starts a sentence or a coin's side: "If you played Janine …, prevent all damage …" has a condition the players judge.
    re: `${SENTENCE_START}(?:${OPPONENT_NEXT}, prevent all damage done to this Pokémon by attacks from ${ATTACKERS}|prevent all damage done to this Pokémon by attacks from ${ATTACKERS} ${OPPONENT_NEXT})\\.`,
    text: (m) => on('self', 'opponent-next-turn', { kind: 'prevent-damage', from: namedFilter(m[1] ?? m[5], m[4] ?? m[8]) }),
  },
  {
    re: `${SENTENCE_START}${OPPONENT_NEXT}, prevent all damage done to each of your ((?![^.]*Poisoned)${FILTER}) by attacks from ${ATTACKERS}\\. If this Pokémon is no longer your Active Pokémon, this effect ends\\.`,
    text: (m) => on('own', 'opponent-next-turn', { kind: 'prevent-damage', protects: namedFilter(m[1], undefined), from: namedFilter(m[4], m[7]), whileActive: true }),
  },
  {
    re: `${SENTENCE_START}${OPPONENT_NEXT}, this Pokémon takes (\\d+) less damage from attacks from ${ATTACKERS} ${W_R_AFTER}\\.`,
    text: (m) => on('self', 'opponent-next-turn', { kind: 'takes-less-damage', amount: Number(m[1]), from: namedFilter(m[2], m[5]) }),
  },
  {
    re: `during your next turn, (?:this Pokémon's ([^.,]+?) attack does|this Pokémon's attacks do|each of this Pokémon's attacks does|attacks used by this Pokémon do) (\\d+) more damage(?: to your opponent's Active Pokémon)? ${W_R_BEFORE}\\.`,
    text: (m) => on('self', 'own-next-turn', { kind: 'attacks-do-more-damage', amount: Number(m[2]), ...(m[1] && { attack: m[1].trim() }) }),
  },
  {
    re: `${OPPONENT_NEXT}, if this Pokémon is damaged by an attack \\(even if (?:it|this Pokémon) is Knocked Out\\), put (\\d+) damage counters on the Attacking Pokémon\\.`,
    text: (m) => on('self', 'opponent-next-turn', { kind: 'counters-on-attacker', counters: Number(m[1]) }),
  },
  {
    re: `(?:during your next turn, this Pokémon can't (?:attack|use attacks)|this Pokémon can't attack during your next turn)\\.`,
    text: () => on('self', 'own-next-turn', { kind: 'cannot-attack' }),
  },
  {
    re: `(?:during your next turn, this Pokémon can't use ([^.,]+?)|this Pokémon can't use ([^.,]+?) during your next turn)\\.`,
    text: (m) => on('self', 'own-next-turn', { kind: 'cannot-use-attack', attack: (m[1] ?? m[2] ?? '').trim() }),
  },
  { re: `(?:during your next turn, this Pokémon can't retreat|this Pokémon can't retreat during your next turn)\\.`, text: () => on('self', 'own-next-turn', { kind: 'cannot-retreat' }) },
  {
    re: `during your next turn, ${DEFENDING} takes (\\d+) more damage from attacks ${W_R_AFTER}\\.`,
    text: (m) => on('defender', 'own-next-turn', { kind: 'takes-more-damage', amount: Number(m[1]) }),
  },
  {
    re: `${OPPONENT_NEXT}, attacks used by ${DEFENDING} cost ((?:Colorless)+) more, and its Retreat Cost is ((?:Colorless)+) more\\.`,
    text: (m) => [
      on('defender', 'opponent-next-turn', { kind: 'attack-cost-more', colorless: colorless(m[1]) }),
      on('defender', 'opponent-next-turn', { kind: 'retreat-cost-more', colorless: colorless(m[2]) }),
    ],
  },
  {
    re: `${OPPONENT_NEXT}, (?:attacks used by ${DEFENDING}|attacks that ${DEFENDING} uses|${DEFENDING}'s attacks) cost ((?:Colorless)+) more\\.`,
    text: (m) => on('defender', 'opponent-next-turn', { kind: 'attack-cost-more', colorless: colorless(m[1]) }),
  },
  {
    re: `${OPPONENT_NEXT}, ${DEFENDING}'s Retreat Cost is ((?:Colorless)+) more\\.`,
    text: (m) => on('defender', 'opponent-next-turn', { kind: 'retreat-cost-more', colorless: colorless(m[1]) }),
  },
  { re: `${OPPONENT_NEXT}, this Pokémon has no Weakness\\.`, text: () => on('self', 'opponent-next-turn', { kind: 'no-weakness' }) },
  {
    re: `${SENTENCE_START}${OPPONENT_NEXT}, if this Pokémon has full HP and ${KNOCKED_OUT_BY}, ${NOT_KNOCKED_OUT}`,
    text: (m) => on('self', 'opponent-next-turn', { kind: 'survives-knock-out', remaining: Number(m[1]), fullHp: true }),
  },
  {
    re: `${SENTENCE_START}if this Pokémon ${KNOCKED_OUT_BY} ${OPPONENT_NEXT}, ${NOT_KNOCKED_OUT}`,
    text: (m) => on('self', 'opponent-next-turn', { kind: 'survives-knock-out', remaining: Number(m[1]) }),
  },
  {
    // Older cards name the Pokémon itself: "if Seedot would be Knocked Out by damage from an attack, Seedot is not Knocked Out …".
    re: `${SENTENCE_START}${OPPONENT_NEXT}, if (?<self>[A-Z][^,.]*?) ${KNOCKED_OUT_BY}, \\k<self> is not Knocked Out,? and its remaining HP becomes (\\d+)(?: instead)?\\.`,
    text: (m) => on('self', 'opponent-next-turn', { kind: 'survives-knock-out', remaining: Number(m[2]) }),
  },
  {
    re: `${OPPONENT_NEXT}, prevent all effects of attacks used by your opponent's Pokémon done to this Pokémon\\. \\(Damage is not an effect\\.\\)`,
    text: () => on('self', 'opponent-next-turn', { kind: 'prevent-effects' }),
  },
  {
    re: `(?:${OPPONENT_NEXT}, they can't play any Item cards from their hand|your opponent can't play any Item cards from their hand during their next turn)\\.`,
    text: () => on('opponent', 'opponent-next-turn', { kind: 'no-item-cards' }),
  },
];

/** The Pokémon a `FILTER` names (the attackers `ATTACKERS` reads, the Pokémon an effect covers), less the name it leaves out. */
function namedFilter(words: string | undefined, except: string | undefined): PokemonFilter {
  // `ATTACKERS` takes only the words `filterPhrase` reads, a state ("Poisoned") left out.
  const filter = filterPhrase(words ?? '') ?? { categories: [], types: [] };
  return except === undefined ? filter : { ...filter, exceptNames: [except] };
}

export interface LingeringPattern {
  readonly re: RegExp;
  /** 'always', or the coin side the effect needs ("Flip a coin. If heads, …"). */
  readonly build: (m: RegExpExecArray) => readonly (LingeringText & { readonly on: 'always' | 'heads' | 'tails' })[];
}

const textsOf = (f: Pick<Form, 'text'>, m: RegExpExecArray): readonly LingeringText[] => [f.text(m)].flat();

/** Each wording behind a coin first, then bare: the coin's sentence is one effect, not a bare one inside it. */
export const LINGERING_PATTERNS: readonly LingeringPattern[] = [
  ...FORMS.map((f) => ({
    re: new RegExp(`Flip a coin\\. If (heads|tails), ${f.re}`, 'i'),
    build: (m: RegExpExecArray) => textsOf(f, shift(m)).map((t) => ({ ...t, on: m[1]?.toLowerCase() === 'tails' ? ('tails' as const) : ('heads' as const) })),
  })),
  ...FORMS.map((f) => ({ re: new RegExp(f.re, 'i'), build: (m: RegExpExecArray) => textsOf(f, m).map((t) => ({ ...t, on: 'always' as const })) })),
];

/** The match without its first group (the coin side), so a form reads its own groups from 1. */
function shift(m: RegExpExecArray): RegExpExecArray {
  const rest = [m[0], ...m.slice(2)] as unknown as RegExpExecArray;
  rest.index = m.index;
  return rest;
}

const UNTIL_OPPONENT_NEXT = "until the end of your opponent's next turn";

/**
 * Abilities that protect their Pokémon through the opponent's next turn once used ("When you play this
 * Pokémon from your hand to evolve 1 of your Pokémon during your turn, you may prevent …"): Stance, Sonic
 * Slip, Dummy Doll, Hard Shell Evolution. Using the Ability is the player's "you may".
 */
const ABILITY_FORMS: readonly Form[] = [
  {
    re: `prevent all (?:damage from and effects of attacks from your opponent's Pokémon|effects of your opponent's attacks, including damage,) done to this Pokémon ${UNTIL_OPPONENT_NEXT}\\.`,
    text: () => on('self', 'opponent-next-turn', { kind: 'prevent-damage-and-effects' }),
  },
  {
    re: `prevent all damage done to this [^.]+? by (?:attacks from your opponent's Pokémon|your opponent's attacks) ${UNTIL_OPPONENT_NEXT}\\.`,
    text: () => on('self', 'opponent-next-turn', { kind: 'prevent-damage' }),
  },
];

const ABILITY_PATTERNS = ABILITY_FORMS.map((f) => ({ re: new RegExp(f.re, 'i'), text: f.text }));

/** What an Ability's text leaves on its own Pokémon once used. */
export function abilityLingering(text: string): readonly LingeringText[] {
  const out: LingeringText[] = [];
  for (const p of ABILITY_PATTERNS) {
    const m = p.re.exec(text);
    if (m) out.push(...textsOf(p, m));
  }
  return out;
}

/**
 * Items and Supporters whose effect lasts through the opponent's next turn on the player's Pokémon: "During your
 * opponent's next turn, all of your Metal Pokémon take 30 less damage from attacks from your opponent's Pokémon (after
 * applying Weakness and Resistance). (This includes new Pokémon that come into play.)" (Iron Defender, Jasmine's Gaze).
 */
const TRAINER_FORMS: readonly Form[] = [
  {
    re: `^${OPPONENT_NEXT}, all of your ((?![^.]*Poisoned)${FILTER}) take (\\d+) less damage from attacks from ${ATTACKERS} ${W_R_AFTER}\\.(?: \\(This includes new Pokémon that come into play\\.\\))?$`,
    text: (m) => on('own', 'opponent-next-turn', { kind: 'takes-less-damage', amount: Number(m[4]), protects: namedFilter(m[1], undefined), from: namedFilter(m[5], m[8]) }),
  },
];

const TRAINER_PATTERNS = TRAINER_FORMS.map((f) => ({ re: new RegExp(f.re, 'i'), text: f.text }));
const trainerTexts = new WeakMap<CardDef, readonly LingeringText[]>();
const NO_TEXTS: readonly LingeringText[] = [];

/** What a played Item's or Supporter's text leaves on its player, read once per card. */
export function trainerLingering(def: CardDef): readonly LingeringText[] {
  if (def.rules.length === 0) return NO_TEXTS;
  let found = trainerTexts.get(def);
  if (!found) {
    found = def.rules.flatMap(trainerTextLingering);
    trainerTexts.set(def, found.length > 0 ? found : NO_TEXTS);
  }
  return found;
}

/** What one sentence of a Trainer card leaves on its player. */
export function trainerTextLingering(text: string): readonly LingeringText[] {
  const out: LingeringText[] = [];
  for (const p of TRAINER_PATTERNS) {
    const m = p.re.exec(text.replace(/\u00a0/g, ' '));
    if (m) out.push(...textsOf(p, m));
  }
  return out;
}

/**
 * Texts no pattern reads, by the id of the card that prints them, each with its text: what they leave
 * behind, as a pattern's result would be. The parsed plan takes them instead of handing them to the players.
 */
export interface RegisteredText {
  readonly attack: string;
  readonly text: string;
  readonly effects: readonly AttackEffect[];
}

/** "Flip a coin. If heads, the Defending Pokémon can't attack or retreat during your opponent's next turn." — two rules in one sentence. */
const SCARY_FACE: RegisteredText = {
  attack: 'Scary Face',
  text: "Flip a coin. If heads, the Defending Pokémon can't attack or retreat during your opponent's next turn.",
  effects: [
    {
      kind: 'coin',
      heads: {
        bonus: 0,
        nothing: false,
        effects: [
          { kind: 'lingering', ...on('defender', 'opponent-next-turn', { kind: 'cannot-attack' }), on: 'always' },
          { kind: 'lingering', ...on('defender', 'opponent-next-turn', { kind: 'cannot-retreat' }), on: 'always' },
        ],
      },
      tails: { bonus: 0, nothing: false, effects: [] },
    },
  ],
};

export const LINGERING_BY_CARD: Readonly<Record<string, RegisteredText>> = {
  'ex9-15': SCARY_FACE,
  'pl2-58': SCARY_FACE,
  'dp4-42': SCARY_FACE,
  'ex15-27': SCARY_FACE,
  'dp7-53': SCARY_FACE,
  'ex16-28': SCARY_FACE,
};

/** The registered text of this attack on one of these cards (the Pokémon's own, or an attached card's), if any. */
export function registeredText(cards: readonly CardDef[], attack: string): RegisteredText | undefined {
  for (const c of cards) {
    const entry = LINGERING_BY_CARD[c.id];
    if (entry?.attack === attack) return entry;
  }
  return undefined;
}

/** The turn whose end ends it: the opponent's next turn is the next one, the player's own next turn the one after. */
export function lastTurnOf(lasts: LingeringText['lasts'], turn: number): number {
  return lasts === 'opponent-next-turn' ? turn + 1 : turn + 2;
}

const NONE: readonly LingeringEffect[] = [];

export function effectsOn(holder: InPlayPokemon | PlayerState | null | undefined): readonly LingeringEffect[] {
  return holder?.effects ?? NONE;
}

/** The first effect of this kind on it, if any. */
export function lingering<K extends LingeringRule['kind']>(
  holder: InPlayPokemon | PlayerState | null | undefined,
  kind: K,
): (LingeringEffect & { readonly rule: Extract<LingeringRule, { kind: K }> }) | undefined {
  for (const e of effectsOn(holder)) if (e.rule.kind === kind) return e as LingeringEffect & { readonly rule: Extract<LingeringRule, { kind: K }> };
  return undefined;
}

/** The Colorless symbols a kind adds (two Sticky Jails stack). */
export function lingeringColorless(holder: InPlayPokemon | null | undefined, kind: 'attack-cost-more' | 'retreat-cost-more'): number {
  let sum = 0;
  for (const e of effectsOn(holder)) if (e.rule.kind === kind) sum += e.rule.colorless;
  return sum;
}

/** The lasting effect on `holder` that prevents the effects of attacks done to it (with their damage, or without), if any. */
export function attackEffectsShield(holder: InPlayPokemon | null | undefined): LingeringEffect | undefined {
  return lingering(holder, 'prevent-damage-and-effects') ?? lingering(holder, 'prevent-effects');
}

/**
 * The sum of one kind's amounts (two Growls stack); `attack`: only those for any attack or this one; `attacker`: only
 * those that take less damage from any attacker or from this one.
 */
export function lingeringAmount(
  holder: InPlayPokemon | null | undefined,
  kind: 'takes-less-damage' | 'takes-more-damage' | 'attacks-do-less-damage' | 'attacks-do-more-damage',
  attack?: string,
  attacker?: CardDef,
): number {
  let sum = 0;
  for (const e of effectsOn(holder)) {
    if (e.rule.kind !== kind) continue;
    if (e.rule.kind === 'attacks-do-more-damage' && e.rule.attack !== undefined && e.rule.attack.toLowerCase() !== attack?.toLowerCase()) continue;
    if (e.rule.kind === 'takes-less-damage' && e.rule.from !== undefined && !(attacker && matchesFilter(attacker, e.rule.from))) continue;
    sum += e.rule.amount;
  }
  return sum;
}

/** Damage step 5 from the lasting effects on the defender's player that cover it ("all of your Metal Pokémon take 30 less damage …"). */
export function sideDamageCut(side: PlayerState, defender: InPlayPokemon, attacker: CardDef): number {
  let sum = 0;
  for (const e of effectsOn(side)) {
    if (e.rule.kind !== 'takes-less-damage' || !e.rule.protects || !matchesFilter(topCard(defender), e.rule.protects)) continue;
    if (e.rule.from === undefined || matchesFilter(attacker, e.rule.from)) sum += e.rule.amount;
  }
  return sum;
}

/**
 * The effect that prevents this much damage of an attack by this attacker to the defender, if any: on the defender, or
 * on its player (`side`) for the Pokémon it covers ("each of your Future Pokémon"), while its attacker is still Active.
 */
export function damagePrevented(defender: InPlayPokemon | null | undefined, attacker: CardDef, amount: number, side?: PlayerState): LingeringEffect | undefined {
  for (const e of effectsOn(defender)) {
    if (e.rule.kind === 'prevent-damage-and-effects') return e;
    if (e.rule.kind === 'prevent-damage' && prevents(e.rule, attacker, amount)) return e;
  }
  if (!defender) return undefined;
  for (const e of effectsOn(side)) {
    if (e.rule.kind !== 'prevent-damage' || !e.rule.protects || !matchesFilter(topCard(defender), e.rule.protects)) continue;
    if (e.rule.whileActive && side?.active?.id !== e.source.pokemon) continue;
    if (prevents(e.rule, attacker, amount)) return e;
  }
  return undefined;
}

function prevents(rule: Extract<LingeringRule, { kind: 'prevent-damage' }>, attacker: CardDef, amount: number): boolean {
  if (rule.upTo !== undefined && amount > rule.upTo) return false;
  return rule.from === undefined || matchesFilter(attacker, attackersOf(rule.from));
}

/** The words a match log held for a prevention's attackers before they were a Pokémon filter (Max Balloon, Crown Opal). */
type LoggedAttackers = 'basic' | 'basic-non-colorless';

/**
 * The attackers a lasting prevention holds against. A match logged by an older hub holds them as words: read as the
 * filter they meant, so a hub restarted mid-match with such an effect in play replays its log and goes on.
 */
function attackersOf(from: PokemonFilter | LoggedAttackers): PokemonFilter {
  if (from === 'basic') return { categories: ['Basic Pokémon'], types: [] };
  if (from === 'basic-non-colorless') return { categories: ['Basic Pokémon'], types: [], exceptTypes: ['Colorless'] };
  return from;
}

/**
 * "If this Pokémon is no longer your Active Pokémon, this effect ends." (Miraidon "C.O.D.E.: Protect"): ended once its
 * Pokémon is not the Active one, for good, even if it comes back in the same turn (000 "E) Ziehe dein Aktives Pokémon
 * zurück": "Wenn dein Aktives Pokémon auf deine Bank kommt …, verlieren … jegliche Effekte von Attacken ihre Wirkung").
 * The fold drops it whenever the Active Pokémon changes.
 */
export function endedOffActive(e: LingeringEffect, active: InPlayPokemon | null): boolean {
  return e.rule.kind === 'prevent-damage' && e.rule.whileActive === true && e.source.pokemon !== active?.id;
}

/** Whether any Pokémon or player holds an effect that ends by this turn: the fold of the turn's end then drops them. */
export function anyExpiring(state: GameState, turn: number): boolean {
  for (const seat of ['p1', 'p2'] as const satisfies readonly Seat[]) {
    const pl = state.players[seat];
    if (pl.effects?.some((e) => e.until <= turn)) return true;
    if (pl.active?.effects?.some((e) => e.until <= turn)) return true;
    for (const b of pl.bench) if (b.effects?.some((e) => e.until <= turn)) return true;
  }
  return false;
}

/** What is left of a list once the effects ending by this turn are gone. */
export function remaining(effects: readonly LingeringEffect[] | undefined, turn: number): readonly LingeringEffect[] {
  return (effects ?? NONE).filter((e) => e.until > turn);
}
