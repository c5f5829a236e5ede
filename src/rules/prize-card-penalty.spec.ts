import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { TOURNAMENT_REFS } from './rulebook.js';
import { quickStart } from './testing/table.js';

const snorlax = cardById('xy0-26');
const chespin = cardById('xy0-3');

/**
 * A judge's Prize card penalty (Play! Pokémon Tournament Rules Handbook, 7. Rules Violations &
 * Penalties): the offending player's opponent takes Prize cards, as a judge correction in the match
 * log; it cannot be declined, and no player enters it for themselves.
 */
describe('a Prize card penalty is a judge correction', () => {
  const game = () => quickStart({ profile: 'sv', p1: { active: snorlax }, p2: { active: chespin } });

  it('the opponent of the offending player takes one Prize card into their hand, logged with the judge and the reason', () => {
    const t = game();
    const before = t.state.players.p2;
    const events = t.do({ type: 'JudgeCorrect', judge: 'Jenny', reason: 'p1 drew an extra card', action: { kind: 'take-prize-cards', player: 'p2', count: 1 } });
    expect(events.map((e) => e.type)).toEqual(['AdjustmentLogged', 'PrizesTaken']);
    expect(events[0]).toMatchObject({ cause: { kind: 'judge', judge: 'Jenny', reason: 'p1 drew an extra card' } });
    expect(t.state.players.p2).toMatchObject({ prizes: before.prizes - 1, prizesTaken: before.prizesTaken + 1, hand: { count: before.hand.count + 1 } });
    expect(t.state.players.p1.prizes).toBe(6);
    expect(t.state.stage).not.toBe('finished');
  });

  it('taking the last Prize card this way wins the game, as after a Knock Out', () => {
    const t = game();
    t.do({ type: 'JudgeCorrect', judge: 'Jenny', reason: 'first penalty', action: { kind: 'take-prize-cards', player: 'p2', count: 4 } });
    const events = t.do({ type: 'JudgeCorrect', judge: 'Jenny', reason: 'repeated', action: { kind: 'take-prize-cards', player: 'p2', count: 4 } });
    expect(events.find((e) => e.type === 'PrizesTaken')).toEqual({ type: 'PrizesTaken', player: 'p2', count: 2 });
    expect(events.at(-1)).toEqual({ type: 'GameWon', winner: 'p2', reasons: ['prizes'] });
  });

  it('a player cannot take Prize cards by an adjustment of their own, directly or proposed', () => {
    const t = game();
    const refusal = { code: 'prize-penalty-by-judge', message: 'Only a judge gives a Prize card penalty.', ref: TOURNAMENT_REFS.prizeCardPenalty };
    expect(t.refuse({ type: 'Adjust', player: 'p2', reason: 'penalty', action: { kind: 'take-prize-cards', player: 'p2', count: 1 } })).toEqual(refusal);
    expect(t.refuse({ type: 'ProposeAdjust', player: 'p1', reason: 'penalty', action: { kind: 'take-prize-cards', player: 'p2', count: 1 } })).toEqual(refusal);
    expect(t.state.players.p2.prizes).toBe(6);
    expect(t.state.prompts).toEqual([]);
  });
});
