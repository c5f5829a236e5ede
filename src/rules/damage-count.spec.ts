import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { parseAttack } from './attack-text.js';
import { countRange, expectedDamage } from './damage-count.js';
import type { CardDef } from './card.js';
import type { Command } from './command.js';
import type { GameEvent } from './event.js';
import { quickStart, type Table } from './testing/table.js';

/**
 * "N×", "N+" and "N−" attacks (000 "Angreifen im Detail" 1: with ×, − or + beside the damage, "teilt dir die
 * Attackenbeschreibung mit, wie viel Schaden zugefügt wird"): the base damage from what the engine counts,
 * then Weakness and Resistance (steps 3 and 4) as for any attack.
 */

const pikachu = cardById('sv2-62'); // Basic, Weakness Fighting ×2, 70 HP
const pikachuEx = cardById('sv2-63'); // Basic Pokémon ex, 190 HP
const hoOh = cardById('sv10-39'); // Basic Pokémon ex, Weakness Water ×2, 230 HP
const water = cardById('sve-3');
const colorless = cardById('sv2-190'); // Jet Energy: provides Colorless

/** p2 goes first and passes; p1, going second, may attack on its first turn. */
function secondPlayer(attacker: CardDef, defender: CardDef, bench: readonly CardDef[] = []): Table {
  const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: attacker, bench }, p2: { active: defender } });
  t.do({ type: 'EndTurn', player: 'p2' });
  return t;
}

function attach(t: Table, ...cards: CardDef[]): void {
  for (const card of cards) t.do({ type: 'AttachEnergy', player: 'p1', card, target: 'p1-active', source: { kind: 'effect', card: 'test' } });
}

function damageTo(events: readonly GameEvent[], target: string): number | undefined {
  return events.find((e): e is Extract<GameEvent, { type: 'DamageDealt' }> => e.type === 'DamageDealt' && e.target === target)?.amount;
}

const attack = (index: number, extra: Partial<Extract<Command, { type: 'Attack' }>> = {}): Command => ({ type: 'Attack', player: 'p1', attack: index, ...extra });

describe('what the engine counts', () => {
  it('Lapras ex "Power Splash" (40×): "40 damage for each Energy attached to this Pokémon", then Weakness ×2', () => {
    const t = secondPlayer(cardById('sv7-32'), hoOh);
    attach(t, water, water, water);
    expect(cardById('sv7-32').attacks.map((a) => parseAttack(a).manual)[0]).toEqual([]);
    expect(damageTo(t.do(attack(0)), 'p2-active')).toBe(240);
  });

  it('Terapagos ex "Unified Beatdown" (30×): "30 damage for each of your Benched Pokémon"', () => {
    const t = secondPlayer(cardById('sv7-128'), cardById('sv4-106'), [pikachu, pikachu, pikachu]);
    attach(t, colorless, colorless);
    // Flamigo: no Weakness to Colorless, so 3 × 30.
    expect(damageTo(t.do(attack(0)), 'p2-active')).toBe(90);
  });

  it('Dubwool V "Revenge Blast" (120+): "30 more damage for each Prize card your opponent has taken"', () => {
    const t = secondPlayer(cardById('swsh2-153'), hoOh);
    attach(t, colorless, colorless, colorless);
    const p2 = t.state.players.p2;
    t.state = { ...t.state, players: { ...t.state.players, p2: { ...p2, prizes: p2.prizes - 2, prizesTaken: 2, hand: { ...p2.hand, count: p2.hand.count + 2 } } } };
    expect(damageTo(t.do(attack(0)), 'p2-active')).toBe(180);
  });

  it('Bouffalant ex "Gold Breaker" (100+): "If your opponent\'s Active Pokémon is a Pokémon ex, this attack does 100 more damage."', () => {
    const vsEx = secondPlayer(cardById('rsv10pt5-77'), pikachuEx);
    attach(vsEx, colorless, colorless, colorless);
    expect(damageTo(vsEx.do(attack(0)), 'p2-active')).toBe(200);
    const vsBasic = secondPlayer(cardById('rsv10pt5-77'), hoOh);
    attach(vsBasic, colorless, colorless, colorless);
    expect(damageTo(vsBasic.do(attack(0)), 'p2-active')).toBe(200);
    const vsPikachu = secondPlayer(cardById('rsv10pt5-77'), pikachu);
    attach(vsPikachu, colorless, colorless, colorless);
    expect(vsPikachu.do(attack(0))).toContainEqual(expect.objectContaining({ type: 'PokemonKnockedOut', pokemon: 'p2-active' }));
    expect(vsPikachu.log.find((e) => e.type === 'DamageDealt')).toMatchObject({ steps: { base: 100 } });
  });

  it('Tangrowth "Loom Over" (150−): "10 less damage for each damage counter on this Pokémon"', () => {
    const t = quickStart({ profile: 'sv', p1: { active: cardById('sv6-1') }, p2: { active: hoOh } });
    t.passTo(3);
    t.do({ type: 'Evolve', player: 'p1', card: cardById('sv6-2'), target: 'p1-active' });
    attach(t, cardById('sve-1'), colorless, colorless);
    t.do({ type: 'Adjust', player: 'p1', reason: 'attack text', action: { kind: 'put-damage-counters', target: 'p1-active', counters: 4 } });
    expect(damageTo(t.do(attack(0)), 'p2-active')).toBe(110);
  });

  it('Cramorant "Spit Innocently": "This attack\'s damage isn\'t affected by Weakness."', () => {
    const t = secondPlayer(cardById('swsh11-50'), hoOh);
    attach(t, water, water, water);
    expect(damageTo(t.do(attack(0)), 'p2-active')).toBe(110);
  });
});

describe('what only the table knows: the count in the Attack command', () => {
  const blastoise = cardById('sv3pt5-9'); // "Discard up to 2 Basic Water Energy cards from your hand. This attack does 140 damage for each card you discarded in this way."

  function blastoiseUp(): Table {
    const t = quickStart({ profile: 'sv', p1: { active: cardById('sv3pt5-7') }, p2: { active: hoOh } });
    t.passTo(3);
    t.do({ type: 'Evolve', player: 'p1', card: blastoise, target: 'p1-active', source: { kind: 'effect', card: 'Rare Candy' } });
    attach(t, water, water);
    return t;
  }

  it('the attack is refused without the count, saying what to enter and the range', () => {
    expect(blastoiseUp().refuse(attack(0))).toMatchObject({ code: 'count-missing', message: 'Twin Cannons does damage for each card you discarded in this way: enter how many (1 to 2).' });
  });

  it('000: "bis zu X" is any number from 1 to X — 3 and 0 are refused, citing that section', () => {
    const t = blastoiseUp();
    expect(t.refuse(attack(0, { count: 3 })).code).toBe('count-range');
    expect(t.refuse(attack(0, { count: 0 })).ref.section).toBe('Was ist der Unterschied zwischen „bis zu“ und „beliebig viele“?');
  });

  it('two cards discarded: 2 × 140 = 280, then Weakness ×2', () => {
    expect(damageTo(blastoiseUp().do(attack(0, { count: 2 })), 'p2-active')).toBe(560);
  });

  it('an attack picker is told the range and the damage each count gives, before the attack is confirmed', () => {
    const t = blastoiseUp();
    const twinCannons = blastoise.attacks[0];
    if (!twinCannons || !t.state.profile) throw new Error('no Twin Cannons');
    expect(countRange(t.state.profile, twinCannons)).toEqual({ min: 1, max: 2 });
    expect(expectedDamage(t.state, t.active('p1'), twinCannons, 1)).toBe(280);
    expect(expectedDamage(t.state, t.active('p1'), twinCannons, 2)).toBe(560);
  });

  it('an attack picker is told the count an attack\'s "up to X" lets its player choose: Squawkabilly "Call for Family", 1 to 2 in SV, 0 to 2 in XY (000/002 on "bis zu")', () => {
    // sv1-162 "Call for Family": "Search your deck for up to 2 Basic Pokémon and put them onto your Bench."
    const callForFamily = cardById('sv1-162').attacks[0];
    const sv = blastoiseUp().state.profile;
    const xy = quickStart({ profile: 'xy', p1: { active: hoOh }, p2: { active: hoOh } }).state.profile;
    if (!callForFamily || !sv || !xy) throw new Error('no Call for Family');
    expect(countRange(sv, callForFamily)).toEqual({ min: 1, max: 2 });
    expect(countRange(xy, callForFamily)).toEqual({ min: 0, max: 2 });
  });

  it('an attack that counts nothing the table enters refuses a count', () => {
    const t = secondPlayer(cardById('sv7-32'), hoOh);
    attach(t, water);
    expect(t.refuse(attack(0, { count: 1 })).code).toBe('count-not-asked');
  });
});
