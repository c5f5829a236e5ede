import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { TOURNAMENT_REFS } from './rulebook.js';
import { quickStart, type Table } from './testing/table.js';

const snorlax = cardById('xy0-26');
const chespin = cardById('xy0-3');

/**
 * A judge's Double or Quad Prize Card penalty (Play! Pokémon TCG Penalty Guidelines of 19 April 2018,
 * "7.3. Double Prize Card", "7.4. Quad Prize Card", as quoted in src/league/README.md): the offending
 * player's opponent "must take two [four] fewer Prize cards than would normally be necessary"; with
 * that few left "the game is over immediately, and the opponent wins"; "the opponent cannot decline".
 * No card moves. It is a judge correction in the match log, and no player enters it for themselves.
 */
describe('a Prize card penalty lowers the Prize cards the opponent needs', () => {
  const game = () => quickStart({ profile: 'sv', p1: { active: snorlax, bench: [snorlax, snorlax, snorlax, snorlax] }, p2: { active: chespin } });
  // A judge's correction Knocks Out one of p1's Benched Pokémon, and p2 takes a Prize card for it.
  const knockOutBenched = (t: Table) =>
    t.do({ type: 'JudgeCorrect', judge: 'Jenny', reason: 'damage the players forgot', action: { kind: 'put-damage-counters', target: t.bench('p1', 0).id, counters: 12 } });

  it('the opponent of the offending player now wins on two fewer Prize cards; no card moves; logged with the judge and the reason', () => {
    const t = game();
    const before = t.state.players.p2;
    const events = t.do({ type: 'JudgeCorrect', judge: 'Jenny', reason: 'p1 drew an extra card', action: { kind: 'prize-card-penalty', player: 'p2', count: 2 } });
    expect(events.map((e) => e.type)).toEqual(['AdjustmentLogged', 'PrizeCardPenaltyGiven']);
    expect(events[0]).toMatchObject({ cause: { kind: 'judge', judge: 'Jenny', reason: 'p1 drew an extra card' } });
    expect(t.state.players.p2).toMatchObject({ prizes: before.prizes, prizesTaken: 0, prizesWaived: 2, hand: { count: before.hand.count } });
    expect(t.state.stage).not.toBe('finished');
  });

  it('after a Quad Prize Card penalty, the opponent wins when they have four Prize cards left', () => {
    const t = game();
    t.do({ type: 'JudgeCorrect', judge: 'Jenny', reason: 'marked cards', action: { kind: 'prize-card-penalty', player: 'p2', count: 4 } });
    knockOutBenched(t);
    expect(t.state.players.p2.prizes).toBe(5);
    expect(t.state.stage).not.toBe('finished');
    const events = knockOutBenched(t);
    expect(t.state.players.p2.prizes).toBe(4);
    expect(events.at(-1)).toEqual({ type: 'GameWon', winner: 'p2', reasons: ['prizes'] });
  });

  it('an opponent with only two Prize cards left wins at once by a Double Prize Card penalty', () => {
    const t = game();
    for (let i = 0; i < 4; i++) knockOutBenched(t);
    expect(t.state.players.p2.prizes).toBe(2);
    const events = t.do({ type: 'JudgeCorrect', judge: 'Jenny', reason: 'repeated', action: { kind: 'prize-card-penalty', player: 'p2', count: 2 } });
    expect(events.at(-1)).toEqual({ type: 'GameWon', winner: 'p2', reasons: ['prizes'] });
  });

  it('a player cannot give a Prize card penalty by an adjustment of their own, directly or proposed', () => {
    const t = game();
    const refusal = { code: 'prize-penalty-by-judge', message: 'Only a judge gives a Prize card penalty.', ref: TOURNAMENT_REFS.prizeCardPenalty };
    expect(t.refuse({ type: 'Adjust', player: 'p2', reason: 'penalty', action: { kind: 'prize-card-penalty', player: 'p2', count: 2 } })).toEqual(refusal);
    expect(t.refuse({ type: 'ProposeAdjust', player: 'p1', reason: 'penalty', action: { kind: 'prize-card-penalty', player: 'p2', count: 2 } })).toEqual(refusal);
    expect(t.state.players.p2.prizesWaived).toBeUndefined();
    expect(t.state.prompts).toEqual([]);
  });
});
