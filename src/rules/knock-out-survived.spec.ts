import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import type { CardDef } from './card.js';
import { cardEffects } from './card-effects/index.js';
import { abilityHandling } from './passive-abilities.js';
import type { GameEvent } from './event.js';
import { quickStart, type Table } from './testing/table.js';
import { textCoverage } from './text-coverage.js';
import { pendingCoinFlips } from './view.js';

/**
 * Pikachu ex (sv8-57) "Resolute Heart": "If this Pokémon has full HP and would be Knocked Out by damage from an attack,
 * it is not Knocked Out, and its remaining HP becomes 10." 000 "Angreifen im Detail" f: "lege dann die Schadensmarken
 * auf das Pokémon"; then "Prüfe nun, ob irgendein Pokémon durch die Attacke kampfunfähig gemacht wurde" (000 "C) Lege
 * Schadensmarken auf das Aktive Pokémon deines Gegners"): the Knock Out check finds Pikachu ex with 10 HP left.
 */

const pikachuEx = cardById('sv8-57'); // Basic, 200 HP, Weakness Fighting ×2
const klawf = cardById('sv9-90'); // Basic Fighting, second attack "Hammer In" [F][C][C] 100
const fighting = cardById('sve-6');

type Damage = Extract<GameEvent, { type: 'DamageDealt' }>;

/** p2 goes first (`before` is its first turn); p1 attacks with Klawf's "Hammer In": 100, ×2 for Weakness = 200, Pikachu ex's HP. */
function hammerIn(before?: (t: Table) => void, defender: CardDef = pikachuEx): { t: Table; events: GameEvent[] } {
  const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: klawf }, p2: { active: defender, bench: [cardById('sv2-62')] } });
  before?.(t);
  t.do({ type: 'EndTurn', player: 'p2' });
  for (let i = 0; i < 3; i++) t.do({ type: 'AttachEnergy', player: 'p1', card: fighting, target: 'p1-active', from: 'deck', source: { kind: 'effect', card: 'scenario' } });
  return { t, events: t.do({ type: 'Attack', player: 'p1', attack: 1 }) };
}

describe('"its remaining HP becomes 10" (Resolute Heart, Sturdy), checked with the Knock Outs after the attack', () => {
  it('is read from the text as executed', () => {
    expect(abilityHandling(pikachuEx, pikachuEx.abilities[0]!)).toBe('executed');
    const crustle = cardById('zsv10pt5-52'); // "Sturdy", the same text
    expect(abilityHandling(crustle, crustle.abilities[0]!)).toBe('executed');
  });

  it('Pikachu ex at full HP takes 200: it is not Knocked Out, 10 HP are left', () => {
    const { t, events } = hammerIn();
    const damage = events.filter((e): e is Damage => e.type === 'DamageDealt');
    expect(damage.map((d) => [d.target, d.amount])).toEqual([['p2-active', 190]]);
    expect(damage[0]?.steps?.afterWeakness).toBe(200);
    expect(events.some((e) => e.type === 'RuleApplied' && e.rule === 'knock-out-survived')).toBe(true);
    expect(events.some((e) => e.type === 'PokemonKnockedOut')).toBe(false);
    expect(t.active('p2').damage).toBe(190);
  });

  it('whatever the damage, Pikachu ex at full HP is left between 10 HP and all of them, never Knocked Out (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 40 }), (tens) => {
        const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: klawf }, p2: { active: pikachuEx, bench: [cardById('sv2-62')] } });
        t.do({ type: 'EndTurn', player: 'p2' });
        for (let i = 0; i < 3; i++) t.do({ type: 'AttachEnergy', player: 'p1', card: fighting, target: 'p1-active', from: 'deck', source: { kind: 'effect', card: 'scenario' } });
        const events = t.do({ type: 'Attack', player: 'p1', attack: 1, attackerBonus: tens * 10 });
        const dealt = (100 + tens * 10) * 2;
        expect(events.some((e) => e.type === 'PokemonKnockedOut')).toBe(false);
        expect(t.active('p2').damage).toBe(Math.min(Math.max(0, dealt), 190));
      }),
      { numRuns: 25 },
    );
  });

  it('with any damage on it, it has no full HP: the same attack Knocks it Out', () => {
    const { events } = hammerIn((t) => counters(t, 'p2-active', 1));
    expect(events.some((e) => e.type === 'RuleApplied' && e.rule === 'knock-out-survived')).toBe(false);
    expect(events.some((e) => e.type === 'PokemonKnockedOut')).toBe(true);
  });
});

const counters = (t: Table, target: string, n: number): void => {
  t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'scenario', action: { kind: 'put-damage-counters', target, counters: n } });
};
const knockedOut = (events: readonly GameEvent[]): boolean => events.some((e) => e.type === 'PokemonKnockedOut');

/**
 * Mega Hawlucha ex (me2pt5-116) "Tenacious Body", Machamp (sv3pt5-68) "Guts": "If this Pokémon would be Knocked Out by
 * damage from an attack, flip a coin. If heads, this Pokémon is not Knocked Out, and its remaining HP becomes 10." The coin
 * belongs to the damage step (000 "Angreifen im Detail" f, "lege dann die Schadensmarken auf das Pokémon"), before the
 * Knock Out check after the attack.
 */
describe('"flip a coin. If heads, this Pokémon is not Knocked Out" (Tenacious Body, Guts)', () => {
  const hawlucha = cardById('me2pt5-116'); // Basic, 250 HP, Weakness Psychic: Hammer In does 100
  const suicune = cardById('sv8pt5-24'); // "Overrun" [C][C] 30: "This attack also does 30 damage to 1 of your opponent's Benched Pokémon."

  /** Mega Hawlucha ex with 160 damage: Hammer In's 100 would Knock it Out. */
  const atEighty = (): { t: Table; events: GameEvent[] } => hammerIn((t) => counters(t, 'p2-active', 16), hawlucha);

  it('is read from the text as executed (Mega Hawlucha ex "Tenacious Body", Machamp "Guts")', () => {
    for (const card of [hawlucha, cardById('sv3pt5-68')]) {
      expect(abilityHandling(card, card.abilities[0]!)).toBe('executed');
      expect(textCoverage(card).handedToPlayers.filter((x) => x.kind === 'ability')).toEqual([]);
    }
  });

  it('damage that would Knock it Out waits for the coin, its reason naming the attack, the Pokémon and the Ability', () => {
    const { t, events } = atEighty();
    expect(events.some((e) => e.type === 'DamageDealt')).toBe(false);
    expect(pendingCoinFlips(t.state)[0]?.reason).toBe(
      'Hammer In would Knock Out Mega Hawlucha ex: its Tenacious Body says "If this Pokémon would be Knocked Out by damage from an attack, flip a coin. If heads, this Pokémon is not Knocked Out, and its remaining HP becomes 10."',
    );
    expect(t.state.prompts[0]).toMatchObject({ kind: 'coin-flip', purpose: { kind: 'knock-out-coin', pokemon: 'p2-active', ability: 'Tenacious Body', attacker: 'p1-active', attack: 'Hammer In' } });
  });

  it('heads: it is not Knocked Out, 10 HP are left, and the turn ends', () => {
    const { t } = atEighty();
    const events = t.flip('heads');
    expect(events).toContainEqual(expect.objectContaining({ type: 'DamageDealt', target: 'p2-active', amount: 80 }));
    expect(events).toContainEqual(expect.objectContaining({ type: 'RuleApplied', rule: 'knock-out-survived' }));
    expect(knockedOut(events)).toBe(false);
    expect(t.active('p2').damage).toBe(240);
    expect(t.turnPlayer()).toBe('p2');
  });

  it('heads with 10 HP left: nothing is put on it, and no damage is logged as dealt, only the rule that kept it in play', () => {
    const { t } = hammerIn((table) => counters(table, 'p2-active', 24), hawlucha);
    const events = t.flip('heads');
    expect(events.filter((e) => e.type === 'DamageDealt')).toEqual([]);
    expect(events).toContainEqual(expect.objectContaining({ type: 'RuleApplied', rule: 'knock-out-survived', pokemon: 'p2-active', message: 'Mega Hawlucha ex is not Knocked Out: Mega Hawlucha ex leaves it 10 HP (100 damage, 0 put on it).' }));
    expect(knockedOut(events)).toBe(false);
    expect(t.active('p2').damage).toBe(240);
  });

  it('tails: the whole damage is placed and Mega Hawlucha ex is Knocked Out', () => {
    const { t } = atEighty();
    const events = t.flip('tails');
    expect(events).toContainEqual(expect.objectContaining({ type: 'DamageDealt', target: 'p2-active', amount: 100 }));
    expect(knockedOut(events)).toBe(true);
  });

  it('damage that leaves it HP flips no coin', () => {
    const { t, events } = hammerIn(undefined, hawlucha);
    expect(pendingCoinFlips(t.state)).toEqual([]);
    expect(knockedOut(events)).toBe(false);
    expect(t.active('p2').damage).toBe(100);
  });

  it('a Benched Mega Hawlucha ex the attack would Knock Out flips too', () => {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: suicune }, p2: { active: cardById('xy0-26'), bench: [hawlucha] } });
    counters(t, 'p2-bench0', 23);
    t.do({ type: 'EndTurn', player: 'p2' });
    for (let i = 0; i < 2; i++) t.do({ type: 'AttachEnergy', player: 'p1', card: fighting, target: 'p1-active', from: 'deck', source: { kind: 'effect', card: 'scenario' } });
    t.do({ type: 'Attack', player: 'p1', attack: 0, benchTargets: ['p2-bench0'] });
    expect(t.state.prompts[0]).toMatchObject({ kind: 'coin-flip', purpose: { kind: 'knock-out-coin', pokemon: 'p2-bench0' } });
    expect(knockedOut(t.flip('heads'))).toBe(false);
    expect(t.bench('p2', 0).damage).toBe(240);
  });
});

/**
 * Survival Brace (sv6-164): "If the Pokémon this card is attached to has full HP and would be Knocked Out by damage from
 * an attack from your opponent's Pokémon, it is not Knocked Out, and its remaining HP becomes 10. Then, discard this card."
 */
describe('"its remaining HP becomes 10. Then, discard this card." (Survival Brace)', () => {
  const survivalBrace = cardById('sv6-164');
  const mareep = cardById('sv1-66'); // Basic, 60 HP, Weakness Fighting ×2: Hammer In does 200
  const withBrace = (before?: (t: Table) => void) =>
    hammerIn((t) => {
      t.do({ type: 'PlayTrainer', player: 'p2', card: survivalBrace, uid: 'brace', target: 'p2-active' });
      before?.(t);
    }, mareep);

  it('is read from the text as executed, the discard included', () => {
    expect(textCoverage(survivalBrace).handedToPlayers).toEqual([]);
    expect(textCoverage(survivalBrace).executed.map((x) => x.text)).toContain('Then, discard this card.');
  });

  it('at full HP: Mareep is left 10 HP, then Survival Brace goes to the discard pile, and nothing waits for the players', () => {
    const { t, events } = withBrace();
    const dealt = events.findIndex((e) => e.type === 'DamageDealt');
    const discarded = events.findIndex((e) => e.type === 'CardsMoved' && e.uids.includes('brace') && e.to === 'discard');
    expect(events[dealt]).toMatchObject({ target: 'p2-active', amount: 50 });
    expect(discarded).toBeGreaterThan(dealt);
    expect(events.some((e) => e.type === 'AttackEffectsAwaited')).toBe(false);
    expect(knockedOut(events)).toBe(false);
    expect(t.active('p2').attached.map((c) => c.uid)).not.toContain('brace');
  });

  it('with any damage on it, Mareep is Knocked Out and Survival Brace goes with it', () => {
    const { events } = withBrace((t) => counters(t, 'p2-active', 1));
    expect(events.some((e) => e.type === 'RuleApplied' && e.rule === 'knock-out-survived')).toBe(false);
    expect(knockedOut(events)).toBe(true);
  });
});

/**
 * "This Pokémon also does 60 damage to itself." (Magnemite sv3pt5-81, "Big Explosion"): damage a Pokémon's own attack
 * does to it is not the damage 000 "Angreifen im Detail" f works out for the opponent's Pokémon (steps 3 to 5 name the
 * opponent's Active Pokémon), and a text against an attack "from your opponent's Pokémon" does not see it.
 */
describe('damage a Pokémon does to itself', () => {
  it('Survival Brace does not keep Magnemite, at full HP, from being Knocked Out by its own Big Explosion', () => {
    const magnemite = cardById('sv3pt5-81'); // Basic, 60 HP
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: magnemite }, p2: { active: pikachuEx, bench: [cardById('sv2-62')] } });
    t.do({ type: 'EndTurn', player: 'p2' });
    t.do({ type: 'PlayTrainer', player: 'p1', card: cardById('sv6-164'), uid: 'brace', target: 'p1-active' });
    for (let i = 0; i < 2; i++) t.do({ type: 'AttachEnergy', player: 'p1', card: cardById('sve-4'), target: 'p1-active', from: 'deck', source: { kind: 'effect', card: 'scenario' } });
    const events = t.do({ type: 'Attack', player: 'p1', attack: 1 });
    expect(events).toContainEqual(expect.objectContaining({ type: 'DamageDealt', target: 'p1-active', amount: 60 }));
    expect(events.some((e) => e.type === 'RuleApplied' && e.rule === 'knock-out-survived')).toBe(false);
    expect(events).toContainEqual(expect.objectContaining({ type: 'PokemonKnockedOut', pokemon: 'p1-active' }));
  });
});

/**
 * The older prints of the coin name the card where today's say "this Pokémon" or "this card" (000 "Angreifen im Detail" f:
 * the damage is placed, then the Knock Out check finds the Pokémon with the HP the text leaves it).
 */
describe('the older coin wordings: Buffer, Focus Band', () => {
  // Hoppip ex7-57 "Buffer": "If Hoppip would be Knocked Out by an opponent's attack, flip a coin. If heads, Hoppip is not
  // Knocked Out and its remaining HP becomes 10 instead."
  const hoppip = cardById('ex7-57');
  // Focus Band neo1-86: "If the Pokémon Focus Band is attached to would be Knocked Out by your opponent's attack, flip a coin.
  // If heads, that Pokémon is not Knocked Out and its remaining HP become 10 instead. Then, discard Focus Band."
  const focusBand = cardById('neo1-86');
  const snorlax = cardById('xy0-26'); // Basic Colorless, 120 HP: Hammer In does 100

  it('are read as executed, Focus Band\'s discard included', () => {
    expect(abilityHandling(hoppip, hoppip.abilities[0]!)).toBe('executed');
    expect(textCoverage(focusBand).executed.map((x) => x.text)).toEqual([focusBand.rules[1]?.replace(' Then, discard Focus Band.', ''), 'Then, discard Focus Band.']);
  });

  it('Buffer: the coin is Hoppip\'s, quoted as printed; heads leaves it 10 HP', () => {
    const { t } = hammerIn(undefined, hoppip);
    expect(t.state.prompts[0]).toMatchObject({ kind: 'coin-flip', purpose: { kind: 'knock-out-coin', pokemon: 'p2-active', ability: 'Buffer' } });
    expect(pendingCoinFlips(t.state)[0]?.reason).toBe(`Hammer In would Knock Out Hoppip: its Buffer says "${hoppip.abilities[0]?.text}"`);
    expect(knockedOut(t.flip('heads'))).toBe(false);
    expect(t.active('p2').damage).toBe((hoppip.hp ?? 0) - 10);
  });

  it('Focus Band: heads leaves Snorlax 10 HP and Focus Band goes to the discard pile; tails, Snorlax is Knocked Out', () => {
    const banded = () => hammerIn((t) => {
      t.do({ type: 'PlayTrainer', player: 'p2', card: focusBand, uid: 'band', target: 'p2-active' });
      counters(t, 'p2-active', 5);
    }, snorlax).t;
    const heads = banded();
    const events = heads.flip('heads');
    expect(knockedOut(events)).toBe(false);
    expect(heads.active('p2').damage).toBe(110);
    expect(events).toContainEqual(expect.objectContaining({ type: 'CardsMoved', uids: ['band'], to: 'discard' }));
    expect(knockedOut(banded().flip('tails'))).toBe(true);
  });

  it('a further condition keeps the whole text the players\': Giovanni\'s Machamp gym2-6 "Fortitude" ("This power can\'t be used if … already Asleep, Confused, or Paralyzed.")', () => {
    const machamp = cardById('gym2-6');
    expect(abilityHandling(machamp, machamp.abilities[0]!)).not.toBe('executed');
    expect(cardEffects(machamp).effects).toEqual([]);
  });
});
