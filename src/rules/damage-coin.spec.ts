import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import type { CardDef } from './card.js';
import type { GameEvent } from './event.js';
import { abilityHandling } from './passive-abilities.js';
import { pendingCoinFlips } from './view.js';
import { quickStart, type Table } from './testing/table.js';

/**
 * Kecleon (sv8-150) "Expert Hider": "If any damage is done to this Pokémon by attacks, flip a coin. If heads, prevent
 * that damage." The coin is flipped where the damage is placed, 000 "Angreifen im Detail" f: "Wende alle Effekte an, die
 * vor dem Schaden auftreten, und lege dann die Schadensmarken auf das Pokémon"; step 6: "Falls der Schaden Null oder
 * weniger beträgt, legst du keine Schadensmarken auf das betroffene Pokémon!" (so no coin for an attack that does none).
 */

const kecleon = cardById('sv8-150'); // Basic Colorless, 70 HP, Weakness Fighting ×2
const fezandipiti = cardById('sv6-96'); // "Adrena-Pheromone": "If this Pokémon has any Darkness Energy attached and is damaged by an attack, …"
const spinda = cardById('sv4-151'); // "Tangled Feet": "If this Pokémon is Confused and is damaged by an attack, …"
const skiploom = cardById('sv2-2'); // "Drifting Dodge", the same text as Expert Hider
const suicune = cardById('sv8pt5-24'); // "Overrun" [C][C] 30: "This attack also does 30 damage to 1 of your opponent's Benched Pokémon."
const klawf = cardById('sv9-90'); // "Hammer In" [F][C][C] 100
const fighting = cardById('sve-6');
const darkness = cardById('sve-7');
const snorlax = cardById('xy0-26');

type Damage = Extract<GameEvent, { type: 'DamageDealt' }>;
const damage = (events: readonly GameEvent[]): [string, number][] => events.filter((e): e is Damage => e.type === 'DamageDealt').map((d) => [d.target, d.amount]);

function attach(t: Table, seat: 'p1' | 'p2', target: string, ...cards: CardDef[]): void {
  for (const card of cards) t.do({ type: 'AttachEnergy', player: seat, card, target, from: 'deck', source: { kind: 'effect', card: 'scenario' } });
}

/** p2 goes first (`before` is its first turn) and passes; p1's Klawf uses "Hammer In" against p2's Active Pokémon. */
function hammerIn(defender: CardDef, before?: (t: Table) => void): { t: Table; events: GameEvent[] } {
  const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: klawf }, p2: { active: defender, bench: [snorlax] } });
  before?.(t);
  t.do({ type: 'EndTurn', player: 'p2' });
  attach(t, 'p1', 'p1-active', fighting, fighting, fighting);
  return { t, events: t.do({ type: 'Attack', player: 'p1', attack: 1 }) };
}

describe('"If any damage is done to this Pokémon by attacks, flip a coin. If heads, prevent that damage."', () => {
  it('is read from the text as executed, with its conditions (Confused, Darkness Energy attached)', () => {
    for (const card of [kecleon, fezandipiti, spinda, skiploom]) expect(abilityHandling(card, card.abilities[0]!)).toBe('executed');
  });

  it('the attack waits for the defender\'s coin, its reason naming the Pokémon, the Ability and its text', () => {
    const { t, events } = hammerIn(kecleon);
    expect(damage(events)).toEqual([]);
    const [coin] = pendingCoinFlips(t.state);
    expect(coin?.reason).toBe('Hammer In would damage Kecleon: its Expert Hider says "If any damage is done to this Pokémon by attacks, flip a coin. If heads, prevent that damage."');
    expect(t.state.prompts[0]).toMatchObject({ kind: 'coin-flip', purpose: { kind: 'damage-coin', pokemon: 'p2-active', ability: 'Expert Hider', attacker: 'p1-active', attack: 'Hammer In' } });
  });

  it('heads: no damage is placed on Kecleon, the log says why, and the turn ends', () => {
    const { t } = hammerIn(kecleon);
    const events = t.flip('heads');
    expect(damage(events)).toEqual([]);
    expect(events).toContainEqual(expect.objectContaining({ type: 'RuleApplied', rule: 'damage-prevented-by-coin' }));
    expect(t.active('p2').damage).toBe(0);
    expect(t.turnPlayer()).toBe('p2');
  });

  it('tails: the damage is done (100, ×2 for Weakness) and Kecleon is Knocked Out', () => {
    const { t } = hammerIn(kecleon);
    const events = t.flip('tails');
    expect(damage(events)).toEqual([['p2-active', 200]]);
    expect(events.some((e) => e.type === 'PokemonKnockedOut')).toBe(true);
  });

  it('Fezandipiti flips only while it has Darkness Energy attached', () => {
    expect(pendingCoinFlips(hammerIn(fezandipiti).t.state)).toEqual([]);
    const { t } = hammerIn(fezandipiti, (table) => attach(table, 'p2', 'p2-active', darkness));
    expect(pendingCoinFlips(t.state)[0]?.reason).toContain('Adrena-Pheromone');
    expect(damage(t.flip('heads'))).toEqual([]);
  });

  it('Spinda flips only while it is Confused', () => {
    expect(pendingCoinFlips(hammerIn(spinda).t.state)).toEqual([]);
    const confused = hammerIn(spinda, (table) => table.do({ type: 'JudgeCorrect', judge: 'J', reason: 'scenario', action: { kind: 'set-condition', target: 'p2-active', condition: 'Confused' } }));
    expect(pendingCoinFlips(confused.t.state)[0]?.reason).toContain('Tangled Feet');
  });

  it('a Benched Kecleon an attack damages flips too; the Active Pokémon takes its damage', () => {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: suicune }, p2: { active: snorlax, bench: [kecleon] } });
    t.do({ type: 'EndTurn', player: 'p2' });
    attach(t, 'p1', 'p1-active', fighting, fighting);
    t.do({ type: 'Attack', player: 'p1', attack: 0, benchTargets: ['p2-bench0'] });
    expect(t.state.prompts[0]).toMatchObject({ kind: 'coin-flip', purpose: { kind: 'damage-coin', pokemon: 'p2-bench0' } });
    expect(damage(t.flip('heads'))).toEqual([['p2-active', 30]]);
    expect(t.bench('p2', 0).damage).toBe(0);
  });
});
