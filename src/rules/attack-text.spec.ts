import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { parseAttack } from './attack-text.js';

const attack = (id: string, i: number) => {
  const a = cardById(id).attacks[i];
  if (!a) throw new Error(`${id} has no attack ${i}`);
  return a;
};

describe('attack text parsed into effects', () => {
  it('"Flip a coin. If tails, Raichu does 30 damage to itself." (base1-14 Thunder)', () => {
    expect(parseAttack(attack('base1-14', 1))).toEqual({ effects: [{ kind: 'self-damage', amount: 30, on: 'tails' }], manual: [] });
  });

  it('"Does 20 damage to each Pokémon on each player\'s Bench. ... Magneton does 80 damage to itself." (base1-9 Selfdestruct)', () => {
    expect(parseAttack(attack('base1-9', 1))).toEqual({
      effects: [
        { kind: 'bench-damage', amount: 20, scope: 'each-both', count: 0 },
        { kind: 'self-damage', amount: 80, on: 'always' },
      ],
      manual: [],
    });
  });

  it('"Flip 2 coins. This attack does 20 more damage for each heads." (xy0-13 Aqua Wave)', () => {
    expect(parseAttack(attack('xy0-13', 1)).effects).toEqual([{ kind: 'flip-per-heads', coins: 2, amount: 20, more: true }]);
  });

  it('text the engine does not know stays verbatim, with the damage marked as computed by the text', () => {
    const plan = parseAttack(attack('base1-2', 0));
    expect(plan.effects).toEqual([]);
    expect(plan.manual[0]).toMatch(/^Does 40 damage plus 10 more damage for each Water Energy/);
  });

  it('every attack of the Kalos Starter Set is either executed or named for adjustment, never dropped', () => {
    for (let n = 1; n <= 33; n++) {
      for (const a of cardById(`xy0-${n}`).attacks) {
        const plan = parseAttack(a);
        const automated = plan.effects.length > 0 || a.text === '';
        expect(automated || plan.manual.length > 0, `${a.name}: ${a.text}`).toBe(true);
      }
    }
  });
});

describe('compound coin texts: one coin, two outcomes', () => {
  it('"Flip a coin. If heads, this attack does 10 damage plus 20 more damage; if tails, this attack does 10 damage." (base2-3 Flareon, Quick Attack)', () => {
    expect(parseAttack(attack('base2-3', 0))).toEqual({
      effects: [{ kind: 'coin', heads: { bonus: 20, nothing: false, effects: [] }, tails: { bonus: 0, nothing: false, effects: [] } }],
      manual: [],
    });
  });

  it('"Flip a coin. If heads, the Defending Pokémon is now Paralyzed. If tails, the Defending Pokémon is now Asleep." (dp7-77 Swinub)', () => {
    expect(parseAttack(attack('dp7-77', 0))).toEqual({
      effects: [
        {
          kind: 'coin',
          heads: { bonus: 0, nothing: false, effects: [{ kind: 'condition', on: 'always', conditions: ['Paralyzed'] }] },
          tails: { bonus: 0, nothing: false, effects: [{ kind: 'condition', on: 'always', conditions: ['Asleep'] }] },
        },
      ],
      manual: [],
    });
  });

  it('"If heads, this attack does 20 more damage. If tails, this Pokémon does 20 damage to itself." (bw1-25 Darmanitan)', () => {
    expect(parseAttack(attack('bw1-25', 1)).effects).toEqual([
      { kind: 'coin', heads: { bonus: 20, nothing: false, effects: [] }, tails: { bonus: 0, nothing: false, effects: [{ kind: 'self-damage', amount: 20, on: 'always' }] } },
    ]);
  });

  it('"If heads, … Paralyzed. If tails, this attack does nothing (not even damage)." (base3-32 Cloyster)', () => {
    expect(parseAttack(attack('base3-32', 0)).effects).toEqual([
      { kind: 'coin', heads: { bonus: 0, nothing: false, effects: [{ kind: 'condition', on: 'always', conditions: ['Paralyzed'] }] }, tails: { bonus: 0, nothing: true, effects: [] } },
    ]);
  });

  it('an outcome the engine cannot execute whole leaves the whole text to the players', () => {
    const plan = parseAttack({ name: 'x', cost: [], damage: null, text: "Flip a coin. If heads, Knock Out your opponent's Active Basic Pokémon. If tails, Knock Out 1 of your opponent's Benched Basic Pokémon." });
    expect(plan.effects).toEqual([]);
    expect(plan.manual).toHaveLength(1);
  });
});
