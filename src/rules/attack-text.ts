import type { AttackEffect, AttackPlan, CoinOutcome, TargetFilter } from './attack-plan.js';
import { ENERGY_TYPES, type AttackDef, type EnergyType } from './card.js';
import { LINGERING_PATTERNS, type RegisteredText } from './lingering-effects.js';
import { damageTermsOf, type DamageTerm } from './card-effects/damage-count-text.js';
import type { SpecialCondition } from './profile.js';

/**
 * The common forms of attack text, parsed into a small effect list (attack-plan.ts) at decide time. Whatever text
 * is left over is kept verbatim in `manual`: the engine never guesses it, the players enter it as adjustments.
 */

const COPIES = /^Choose 1 of your opponent's Active Pokémon's attacks and use it as this attack\.$/i;
const COPIES_DECK_TOP = /^Discard the top card of your deck, and if that card is a Pokémon that doesn't have a Rule Box, choose 1 of its attacks and use it as this attack\. \(Pokémon ex, Pokémon V, etc\. have Rule Boxes\.\)$/i;

export function flipsOf(effect: AttackEffect): boolean {
  return (
    effect.kind === 'flip-bonus' ||
    effect.kind === 'flip-per-heads' ||
    effect.kind === 'flip-until-tails' ||
    effect.kind === 'tails-nothing' ||
    effect.kind === 'coin' ||
    ((effect.kind === 'condition' || effect.kind === 'self-damage' || effect.kind === 'lingering' || effect.kind === 'discard-own-energy') && effect.on !== 'always')
  );
}

const NUMBER_WORDS: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
const count = (s: string): number => NUMBER_WORDS[s.toLowerCase()] ?? Number(s);

const DEFENDER = "(?:the Defending Pokémon|your opponent's Active Pokémon)";
const CONDITION = '(Asleep|Burned|Confused|Paralyzed|Poisoned)';
const CONDITIONS = `${CONDITION}(?:(?:, | and |, and )${CONDITION})?(?:(?:, | and |, and )${CONDITION})?`;
const N = '(\\d+|a|an|one|two|three|four|five|six)';

/**
 * "… to 1 of your opponent's Pokémon for each <thing>": the count read as an "N×" attack's is; null where it counts
 * something of the Pokémon damaged (the Defending one, "that Pokémon") or only the table knows.
 */
function per(amount: number, thing: string | undefined): { per?: DamageTerm | null } {
  if (thing === undefined) return {};
  const term = damageTermsOf(`This attack does ${amount} damage for each ${thing}.`)[0];
  if (term?.kind !== 'per') return { per: null };
  const c = term.count;
  const ofDefender = c.kind === 'retreat-symbols' || c.kind === 'defender-conditions' || c.kind === 'entered' || ('on' in c && (c.on === 'defender' || c.on === 'both-active'));
  return { per: ofDefender ? null : term };
}

const PER = '(?: for each ([^.]+))?';

/** Which of them: " that has any damage counters on it", " ex", " ex or Benched Pokémon V", " ex and Pokémon V". */
const ONLY = "( that (?:has|have) any damage counters on (?:it|them)| ex(?: (?:or|and) (?:Benched )?Pokémon V)?)?";

function only(phrase: string | undefined): { only?: TargetFilter } {
  if (phrase === undefined) return {};
  if (/damage counters/i.test(phrase)) return { only: 'damaged' };
  return { only: /Pokémon V$/.test(phrase) ? 'ex-or-v' : 'ex' };
}

/**
 * "Discard an Energy from this Pokémon.", "Discard 2 Fire Energy …", "Discard all basic Psychic Energy …" (older cards:
 * "Discard an Energy card attached to this Pokémon."): a sentence of its own (capital D after the text's start or a full
 * stop), or one joined by ", and" to the attack's damage to chosen Pokémon ("this attack (also) does") or a Special
 * Condition ("your opponent's Active Pokémon is now Paralyzed"), which their own patterns read; or behind a coin of its
 * own ("Flip a coin. If tails, discard all Energy from this Pokémon."). Never behind another text's "If".
 */
const ENERGY_FROM_SELF = `(all|\\d+|an?|one|two|three|four|five|six) (basic )?(?:(${ENERGY_TYPES.join('|')}) )?Energy(?: cards?)? (?:from|attached to) this Pokémon`;
const DISCARD_OWN_ENERGY = new RegExp(`(?<=(?:^|\\.)\\s*)Discard ${ENERGY_FROM_SELF}(?:\\.|(?=, and this attack (?:also )?does)|, and (?=${DEFENDER} is now))`);
const FLIP_DISCARD_OWN_ENERGY = new RegExp(`Flip a coin\\. If (heads|tails), discard ${ENERGY_FROM_SELF}\\.`);

/**
 * "Discard up to 2 Metal Energy from this Pokémon.", "You may discard any amount of Water Energy from your Pokémon.": a
 * sentence of its own, with the ", and " or ". If you do, " that joins it to the damage it counts ("Discard up to 2
 * Energy cards from this Pokémon, and this attack does 120 damage for each card you discarded in this way.", Mega
 * Diancie ex), which `damageTermsOf` reads.
 */
const CHOSEN_ENERGY_FROM_SELF = new RegExp(
  `(?<=(?:^|\\.)\\s*)(You may discard|Discard) (?:up to (\\d+|an?|one|two|three|four|five|six)|any amount of) ([Bb]asic )?(?:(${ENERGY_TYPES.join('|')}) )?Energy(?: cards?)? from (this Pokémon|your Pokémon|your Benched Pokémon)(?:\\. If you do, (?=this attack does)|, and (?=this attack does)|\\.)`,
);

const energyDiscard = (m: RegExpExecArray, from: number, on: 'always' | 'heads' | 'tails'): AttackEffect => {
  const [n, basic, type] = [m[from], m[from + 1], m[from + 2]];
  return { kind: 'discard-own-energy', count: n === 'all' ? 'all' : count(n ?? '1'), ...(type !== undefined && { type: type as EnergyType }), ...(basic !== undefined && { basic: true as const }), on };
};

interface Pattern {
  readonly re: RegExp;
  /** The effect, or the effects where one sentence holds several (a lasting effect changing two rules). */
  readonly build: (m: RegExpExecArray) => AttackEffect | readonly AttackEffect[];
}

/** Who does damage to itself: "This Pokémon", or a name of capitalised words ("Raichu", "Mr. Mime"). */
const SELF = "(?:this Pokémon|[A-Z][\\w'é♂♀-]*(?:\\.? [A-Z][\\w'é♂♀-]*)*)";

const conditionsFrom = (m: RegExpExecArray, from: number): SpecialCondition[] =>
  m.slice(from, from + 3).filter((c): c is SpecialCondition => c !== undefined);

// Ordered: the flip forms are tried before the bare ones, so "If heads, ... is now Paralyzed" is one effect.
const PATTERNS: readonly Pattern[] = [
  ...LINGERING_PATTERNS.map((p) => ({ re: p.re, build: (m: RegExpExecArray): AttackEffect[] => p.build(m).map((t) => ({ kind: 'lingering', ...t })) })),
  {
    re: FLIP_DISCARD_OWN_ENERGY,
    build: (m) => energyDiscard(m, 2, m[1] === 'heads' ? 'heads' : 'tails'),
  },
  {
    re: CHOSEN_ENERGY_FROM_SELF,
    build: (m) => ({
      kind: 'discard-chosen-energy',
      max: m[2] === undefined ? null : count(m[2]),
      optional: m[1] === 'You may discard',
      from: m[5] === 'this Pokémon' ? 'self' : m[5] === 'your Pokémon' ? 'own' : 'bench',
      ...(m[4] !== undefined && { type: m[4] as EnergyType }),
      ...(m[3] !== undefined && { basic: true as const }),
    }),
  },
  {
    re: DISCARD_OWN_ENERGY,
    build: (m) => energyDiscard(m, 1, 'always'),
  },
  {
    re: new RegExp(`If your opponent's (?:Active )?Pokémon is Knocked Out by damage from this attack, take ${N} more Prize cards?\\.`, 'i'),
    build: (m) => ({ kind: 'more-prizes', count: count(m[1] ?? '1') }),
  },
  {
    re: /Flip a coin\. If heads, this attack does (\d+) more damage\./i,
    build: (m) => ({ kind: 'flip-bonus', amount: Number(m[1]) }),
  },
  {
    re: new RegExp(`Flip ${N} coins?\\. This attack does (\\d+) (more )?damage (?:for each heads|times the number of heads)\\.`, 'i'),
    build: (m) => ({ kind: 'flip-per-heads', coins: count(m[1] ?? '1'), amount: Number(m[2]), more: m[3] !== undefined }),
  },
  {
    re: /Flip a coin until you get tails\. This attack does (\d+) (more )?damage (?:for each heads|times the number of heads)\./i,
    build: (m) => ({ kind: 'flip-until-tails', amount: Number(m[1]), more: m[2] !== undefined }),
  },
  {
    re: /Flip a coin\. If tails, this attack does nothing\./i,
    build: () => ({ kind: 'tails-nothing' }),
  },
  {
    re: new RegExp(`Flip a coin\\. If (heads|tails), ${DEFENDER} is now ${CONDITIONS}\\.`, 'i'),
    build: (m) => ({ kind: 'condition', on: m[1]?.toLowerCase() === 'tails' ? 'tails' : 'heads', conditions: conditionsFrom(m, 2) }),
  },
  {
    re: new RegExp(`${DEFENDER} is now ${CONDITIONS}\\.`, 'i'),
    build: (m) => ({ kind: 'condition', on: 'always', conditions: conditionsFrom(m, 1) }),
  },
  {
    re: new RegExp(`(?:(?:, and )?This attack )?(?:also )?does (\\d+) damage to ${N} of your opponent's Benched Pokémon${ONLY}${PER}\\.`, 'i'),
    build: (m) => ({ kind: 'bench-damage', amount: Number(m[1]), scope: 'choose-opponent', count: count(m[2] ?? '1'), ...only(m[3]), ...per(Number(m[1]), m[4]) }),
  },
  {
    re: new RegExp(`(?:This attack )?(?:also )?does (\\d+) damage to each of your opponent's Benched Pokémon${PER}\\.`, 'i'),
    build: (m) => ({ kind: 'bench-damage', amount: Number(m[1]), scope: 'each-opponent', count: 0, ...per(Number(m[1]), m[2]) }),
  },
  {
    re: /(?:This attack )?(?:also )?does (\d+) damage to each Benched Pokémon \(both yours and your opponent's\)\./i,
    build: (m) => ({ kind: 'bench-damage', amount: Number(m[1]), scope: 'each-both', count: 0 }),
  },
  {
    re: /(?:This attack )?(?:also )?does (\d+) damage to each Pokémon on each player's Bench\./i,
    build: (m) => ({ kind: 'bench-damage', amount: Number(m[1]), scope: 'each-both', count: 0 }),
  },
  {
    re: new RegExp(`(?:This attack )?(?:also )?does (\\d+) damage to ${N} of your Benched Pokémon\\.`, 'i'),
    build: (m) => ({ kind: 'bench-damage', amount: Number(m[1]), scope: 'choose-own', count: count(m[2] ?? '1') }),
  },
  {
    // Never "also": these attacks print no damage, their damage is this. A sentence of its own or after ", and"
    // ("Discard 2 Energy from this Pokémon, and …"), never behind "If heads,". A sentence read before it is blanked out,
    // full stop included ("Discard 2 Energy from this Pokémon. This attack does 120 damage to 2 of …", Greninja ex).
    re: new RegExp(`(?:(?<=(?:^|\\.)\\s*)|, and )this attack does (\\d+) damage to (?:each of )?${N} of your opponent's Pokémon${ONLY}${PER}\\.`, 'i'),
    build: (m) => ({ kind: 'opponents-pokemon-damage', amount: Number(m[1]), count: count(m[2] ?? '1'), ...only(m[3]), ...per(Number(m[1]), m[4]) }),
  },
  {
    re: new RegExp(`(?:(?<=(?:^|\\.)\\s*)|, and )this attack does (\\d+) damage to each of your opponent's Pokémon${ONLY}\\.`, 'i'),
    build: (m) => ({ kind: 'opponents-pokemon-damage', amount: Number(m[1]), count: 'each', ...only(m[2]) }),
  },
  {
    re: /(?:This attack )?(?:also )?does (\d+) damage to each of your (?:own )?Benched Pokémon\./i,
    build: (m) => ({ kind: 'bench-damage', amount: Number(m[1]), scope: 'each-own', count: 0 }),
  },
  {
    // A sentence of its own (capital H): "Flip a coin. If heads, heal …" is not one.
    re: /Heal (\d+) damage from this Pokémon\./,
    build: (m) => ({ kind: 'heal-self', amount: Number(m[1]) }),
  },
  {
    re: new RegExp(`Flip a coin\\. If (heads|tails), ${SELF} (?:also )?does (\\d+) damage to itself\\.`, 'i'),
    build: (m) => ({ kind: 'self-damage', amount: Number(m[2]), on: m[1]?.toLowerCase() === 'heads' ? 'heads' : 'tails' }),
  },
  {
    re: new RegExp(`${SELF.replace('this', 'This')} (?:also )?does (\\d+) damage to itself\\.`),
    build: (m) => ({ kind: 'self-damage', amount: Number(m[1]), on: 'always' }),
  },
];

/** A plan with a registered text (lingering-effects.ts) taken from what is left to the players into its effects. */
export function withRegistered(plan: AttackPlan, entry: RegisteredText): AttackPlan {
  const manual = plan.manual.map((m) => m.replace(entry.text, ' ').replace(/\s+/g, ' ').trim()).filter((m) => m.length > 0);
  return { effects: [...plan.effects, ...entry.effects], manual };
}

/** Reminder text that restates a rule the engine applies anyway. */
const REMINDERS = [/\(Don't apply Weakness (?:and|or) Resistance for Benched Pokémon(?:\.\)|\)\.)/gi];

const parsed = new WeakMap<AttackDef, AttackPlan>();

/** Parsing is pure, so a card's attack is parsed once and the plan reused. */
export function parseAttack(attack: AttackDef): AttackPlan {
  let plan = parsed.get(attack);
  if (!plan) {
    plan = parse(attack);
    parsed.set(attack, plan);
  }
  return plan;
}

function parse(attack: AttackDef): AttackPlan {
  if (COPIES.test(attack.text.trim())) return { effects: [], manual: [], copies: 'opponent-active' };
  if (COPIES_DECK_TOP.test(attack.text.trim())) return { effects: [], manual: [], copies: 'deck-top' };
  // Read with its no-break spaces as spaces (the data has some: "30 less damage (before\u00a0applying …").
  let read = attack.text.replace(/\u00a0/g, ' ');
  for (const r of REMINDERS) read = read.replace(r, ' ');
  let rest = read;
  const found: { at: number; effect: AttackEffect }[] = [];
  const compound = COMPOUND_COIN.exec(rest);
  const heads = compound ? outcome(compound[1] ?? '') : null;
  const tails = compound ? outcome(compound[2] ?? '') : null;
  if (compound && heads && tails && !heads.nothing) {
    found.push({ at: compound.index, effect: { kind: 'coin', heads, tails } });
    rest = rest.slice(0, compound.index) + ' '.repeat(compound[0].length) + rest.slice(compound.index + compound[0].length);
  }
  rest = effectsOf(rest, found);
  const damage = countingOwnDiscard(damageTermsOf(rest), found);
  for (const term of damage) rest = rest.replace(term.text, ' '.repeat(term.text.length));
  const ignored = IGNORES.exec(rest);
  const ignores = ignored ? [ignored[1], ignored[2]].filter((w): w is 'Weakness' | 'Resistance' => w !== undefined) : [];
  // Executed where the cost is checked (`continuous-effects.ts` attackCost).
  rest = rest.replace(IGNORES, (m) => ' '.repeat(m.length)).replace(OWN_COST_IGNORED, (m) => ' '.repeat(m.length));
  found.sort((a, b) => a.at - b.at);
  const leftover = rest.replace(/\s+/g, ' ').trim();
  const manual: string[] = leftover.length > 0 ? [leftover] : [];
  const effects = found.map((f) => f.effect);
  const dmg = attack.damage;
  // Damage to the opponent's Pokémon is the attack's own damage: not read where the card prints more, where the rest
  // of the text may undo it ("If you don't have …, this attack does nothing", Coalossal "Tar Cannon") or changes how it
  // is dealt ("This attack's damage isn't affected by Weakness or Resistance, or by any effects on that Pokémon", Umbreon
  // "Feint Attack"; "Also apply Weakness and Resistance for Benched Pokémon", Espeon "Shadow Ball"). Nor any damage to
  // chosen or each Pokémon whose "for each" is not read ("for each damage counter on that Pokémon").
  if (effects.some((e) => (e.kind === 'bench-damage' || e.kind === 'opponents-pokemon-damage') && e.per === null)) return { effects: [], manual: [read.replace(/\s+/g, ' ').trim()] };
  // A chosen count is the attack's one count: with another discard of its Energy, the players do both.
  if (effects.some((e) => e.kind === 'discard-chosen-energy') && effects.filter((e) => e.kind === 'discard-chosen-energy' || e.kind === 'discard-own-energy').length > 1) return { effects: [], manual: [read.replace(/\s+/g, ' ').trim()] };
  if (effects.some((e) => e.kind === 'opponents-pokemon-damage' && (dmg || /does nothing|isn't affected|apply Weakness/i.test(leftover)))) return { effects: [], manual: [read.replace(/\s+/g, ' ').trim()] };
  const computesDamage = damage.length > 0 || effects.some((e) => e.kind === 'flip-bonus' || e.kind === 'flip-per-heads' || e.kind === 'flip-until-tails' || e.kind === 'coin');
  // A "+", "×" or "-" next to the damage means the text computes it; if that text was not understood, say so.
  if (dmg && dmg.modifier !== 'none' && !computesDamage && manual.length === 0) manual.push(`Damage "${dmg.amount}${dmg.modifier}" is computed by the card text.`);
  return { effects, manual, ...(damage.length > 0 && { damage }), ...(ignores.length > 0 && { ignores }) };
}

/**
 * "Discard all Metal Energy from this Pokémon. This attack does 50 damage for each card you discarded in this way.": the
 * engine does that discard itself, so it counts those cards instead of asking the table (a "for each type of" is not one).
 */
function countingOwnDiscard(terms: readonly DamageTerm[], found: readonly { effect: AttackEffect }[]): DamageTerm[] {
  const discards = found.filter((f) => f.effect.kind === 'discard-own-energy').map((f) => f.effect);
  const all = discards.length === 1 && discards[0]?.kind === 'discard-own-energy' && discards[0].count === 'all' && discards[0].on === 'always' ? discards[0] : null;
  return terms.map((t) =>
    all && t.kind === 'per' && t.count.kind === 'entered' && /^(?:Energy )?cards? (?:that )?(?:you )?discarded in this way$/i.test(t.count.what)
      ? { ...t, count: { kind: 'own-energy-discarded', type: all.type ?? null, basic: all.basic === true } }
      : t,
  );
}

const IGNORES = /This attack's damage isn't affected by (Weakness|Resistance)(?: or (Weakness|Resistance))?\./i;
const OWN_COST_IGNORED = /(?:If this Pokémon is affected by a Special Condition, i|I)gnore all Energy in this attack's cost\./;

/** "Flip a coin. If heads, A; if tails, B." or "… If heads, A. If tails, B." */
const COMPOUND_COIN = /Flip a coin\. If heads, ([^.;]+(?:\([^)]*\))?)[.;] If tails, ([^.;]+(?:\([^)]*\))?)\./i;

/**
 * One side of a compound coin, understood whole or not at all: "this attack does 20 more damage",
 * "this attack does 10 damage plus 20 more damage", "this attack does 30 damage and <effect>",
 * "this attack does nothing", or an effect sentence without a flip of its own.
 */
function outcome(clause: string): CoinOutcome | null {
  let rest = clause.trim();
  if (/^this attack does nothing(?: \(not even damage\))?$/i.test(rest)) return { bonus: 0, nothing: true, effects: [] };
  let bonus = 0;
  const plus = /^this attack does (?:\d+ damage plus )?(\d+) more damage(?:,? (?:and|plus) |$)/i.exec(rest);
  const plain = /^this attack does \d+ damage(?:,? (?:and|plus) |$)/i.exec(rest);
  if (plus) {
    bonus = Number(plus[1]);
    rest = rest.slice(plus[0].length);
  } else if (plain) {
    rest = rest.slice(plain[0].length);
  }
  if (rest.length === 0) return { bonus, nothing: false, effects: [] };
  const sentence = `${rest.charAt(0).toUpperCase()}${rest.slice(1)}.`;
  const found: { at: number; effect: AttackEffect }[] = [];
  const leftover = effectsOf(sentence, found).trim();
  // A side that chooses Pokémon would need the targets before the coin, and one that damages the opponent's Active
  // Pokémon is the attack's damage: not automated.
  // Nor one that discards the attacker's Energy (its choice too is made as the attack is declared).
  const aimed = (e: AttackEffect): boolean => e.kind === 'discard-own-energy' || e.kind === 'discard-chosen-energy' || e.kind === 'opponents-pokemon-damage' || (e.kind === 'bench-damage' && (e.scope === 'choose-opponent' || e.scope === 'choose-own'));
  if (leftover.length > 0 || found.length === 0 || found.some((f) => flipsOf(f.effect) || aimed(f.effect))) return null;
  return { bonus, nothing: false, effects: found.sort((a, b) => a.at - b.at).map((f) => f.effect) };
}

/** Match every pattern in the text, collecting effects; returns the text with the matches blanked out. */
function effectsOf(text: string, found: { at: number; effect: AttackEffect }[]): string {
  let rest = text;
  for (const p of PATTERNS) {
    for (;;) {
      const m = p.re.exec(rest);
      if (!m) break;
      for (const effect of [p.build(m)].flat()) found.push({ at: m.index, effect });
      // Keep offsets stable for ordering: blank the match out instead of cutting it.
      rest = rest.slice(0, m.index) + ' '.repeat(m[0].length) + rest.slice(m.index + m[0].length);
    }
  }
  return rest;
}

