import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { parseAttack } from './attack-text.js';
import type { GameEvent } from './event.js';
import { quickStart, type Table } from './testing/table.js';

/**
 * Tropius (sv2-7) "Leaf Drain" [G] 20: "Heal 20 damage from this Pokémon." An effect after the damage, 000 "Angreifen im
 * Detail" f: "lege dann die Schadensmarken auf das Pokémon. Anschließend musst du alle weiteren Effekte anwenden." The
 * engine heals the attacker as far as it has damage, and the attack, with nothing left for the players, ends the turn.
 */

const tropius = cardById('sv2-7');
const snorlax = cardById('xy0-26');
const grass = cardById('sve-1');

/** p2 goes first and passes; p1's Tropius, with `counters` damage counters on it, uses Leaf Drain. */
function leafDrain(counters: number): { t: Table; events: GameEvent[] } {
  const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: tropius }, p2: { active: snorlax } });
  t.do({ type: 'EndTurn', player: 'p2' });
  if (counters > 0) t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'scenario', action: { kind: 'put-damage-counters', target: 'p1-active', counters } });
  t.do({ type: 'AttachEnergy', player: 'p1', card: grass, target: 'p1-active', from: 'deck', source: { kind: 'effect', card: 'scenario' } });
  return { t, events: t.do({ type: 'Attack', player: 'p1', attack: 0 }) };
}

describe('"Heal 20 damage from this Pokémon." after the attack\'s damage', () => {
  it('is read from the text; "If heads, heal …" behind a coin is not', () => {
    expect(parseAttack(tropius.attacks[0]!)).toEqual({ effects: [{ kind: 'heal-self', amount: 20 }], manual: [] });
    expect(parseAttack({ name: 'x', cost: [], damage: null, text: 'Flip a coin. If heads, heal 20 damage from this Pokémon.' }).effects).toEqual([]);
  });

  it('with 50 damage on it, Tropius heals 20 after doing its damage, and the turn ends', () => {
    const { t, events } = leafDrain(5);
    const damage = events.findIndex((e) => e.type === 'DamageDealt');
    const heal = events.findIndex((e) => e.type === 'DamageHealed');
    expect(damage).toBeGreaterThanOrEqual(0);
    expect(heal).toBeGreaterThan(damage);
    expect(events[heal]).toMatchObject({ target: 'p1-active', amount: 20, cause: { kind: 'attack', attacker: 'p1-active' } });
    expect(t.active('p1').damage).toBe(30);
    expect(t.turnPlayer()).toBe('p2');
  });

  it('with 10 damage on it, only those 10 are healed; with none, nothing is', () => {
    expect(leafDrain(1).events).toContainEqual(expect.objectContaining({ type: 'DamageHealed', amount: 10 }));
    expect(leafDrain(0).events.some((e) => e.type === 'DamageHealed')).toBe(false);
  });
});
