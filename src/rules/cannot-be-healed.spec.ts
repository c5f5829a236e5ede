import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { abilityHandling } from './passive-abilities.js';
import { quickStart, type Table } from './testing/table.js';

/**
 * Abomasnow (sv2-11) "Freezing Disaster": "Pokémon (both yours and your opponent's) can't be healed." 000 "F) Setze
 * Fähigkeiten ein": "andere wirken immer, selbst dann, wenn du sie nicht einsetzt": while Abomasnow is in play, a heal
 * the players enter for a card's text is refused, on either side. A judge's heal undoes damage put on by mistake and
 * stays possible.
 */

const abomasnow = cardById('sv2-11'); // Stage 1 from Snover
const snover = cardById('sv2-10');
const flamigo = cardById('sv4-106');
const pikachu = cardById('sv2-62');

/** p1 goes first; Abomasnow on p2's Bench (on Snover, as if evolved earlier: a setup shortcut) where `withAbomasnow`; 30 damage on each Active Pokémon. */
function table(withAbomasnow: boolean): Table {
  const t = quickStart({ profile: 'sv', p1: { active: flamigo }, p2: { active: pikachu, bench: [snover] } });
  if (withAbomasnow) {
    const p2 = t.state.players.p2;
    const bench = p2.bench.map((b) => ({ ...b, stack: [...b.stack, { uid: 'p2-abomasnow', owner: 'p2' as const, def: abomasnow }] }));
    t.state = { ...t.state, players: { ...t.state.players, p2: { ...p2, bench } } };
  }
  for (const target of ['p1-active', 'p2-active']) t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'scenario', action: { kind: 'put-damage-counters', target, counters: 3 } });
  return t;
}

const heal = (target: string) => ({ type: 'Adjust', player: 'p1', reason: 'Potion', action: { kind: 'heal', target, amount: 30 } }) as const;

describe('"can\'t be healed" while the Ability is in play', () => {
  it('is read from the text as executed', () => {
    expect(abilityHandling(abomasnow, abomasnow.abilities[0]!)).toBe('executed');
  });

  it('a heal on either side is refused, naming Abomasnow', () => {
    const t = table(true);
    expect(t.refuse(heal('p1-active'))).toMatchObject({ code: 'cannot-be-healed', message: "Flamigo can't be healed: Abomasnow says so." });
    expect(t.refuse(heal('p2-active')).code).toBe('cannot-be-healed');
    expect(t.active('p1').damage).toBe(30);
  });

  it('a judge still takes off damage put on by mistake', () => {
    const t = table(true);
    t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'counters on the wrong Pokémon', action: { kind: 'heal', target: 'p1-active', amount: 30 } });
    expect(t.active('p1').damage).toBe(0);
  });

  it('without Abomasnow in play, the heal is made', () => {
    const t = table(false);
    t.do(heal('p1-active'));
    expect(t.active('p1').damage).toBe(0);
  });
});
