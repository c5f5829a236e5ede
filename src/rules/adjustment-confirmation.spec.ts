import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { quickStart } from './testing/table.js';

const chespin = cardById('xy0-3');
const snorlax = cardById('xy0-26');

/**
 * Not a rule of the rulebooks but of the hub (#14 item 14): card text the engine leaves to the players is entered
 * by them; a player's entry changing the opponent's side waits for the opponent's confirmation, or a judge.
 */
describe("a player's adjustment of the opponent's side needs the opponent's confirmation", () => {
  const table = () => quickStart({ profile: 'sv', p1: { active: chespin }, p2: { active: snorlax, bench: [chespin] } });
  const threeCounters = { kind: 'put-damage-counters', target: 'p2-active', counters: 3 } as const;

  it('damage counters on the opponent\'s Active wait as a prompt for the opponent; nothing changes yet', () => {
    const t = table();
    const events = t.do({ type: 'ProposeAdjust', player: 'p1', reason: 'attack text: put 3 damage counters', action: threeCounters });
    expect(events).toEqual([{ type: 'AdjustmentProposed', promptId: expect.any(String), player: 'p2', by: 'p1', action: threeCounters, reason: 'attack text: put 3 damage counters' }]);
    expect(t.state.players.p2.active?.damage).toBe(0);
    expect(t.state.prompts).toMatchObject([{ kind: 'confirm-adjustment', player: 'p2', by: 'p1' }]);
  });

  it('the opponent accepts: the counters are put, logged as the proposer\'s adjustment confirmed by the opponent', () => {
    const t = table();
    t.do({ type: 'ProposeAdjust', player: 'p1', reason: 'attack text', action: threeCounters });
    const events = t.do({ type: 'AnswerAdjustment', player: 'p2', accept: true });
    expect(events).toContainEqual({ type: 'AdjustmentLogged', action: threeCounters, cause: { kind: 'adjustment', player: 'p1', reason: 'attack text', confirmedBy: 'p2' } });
    expect(t.state.players.p2.active?.damage).toBe(30);
    expect(t.state.prompts).toEqual([]);
  });

  it('the opponent declines, or the proposer withdraws: nothing changes and the prompt closes', () => {
    for (const who of ['p2', 'p1'] as const) {
      const t = table();
      t.do({ type: 'ProposeAdjust', player: 'p1', reason: 'attack text', action: threeCounters });
      t.do({ type: 'AnswerAdjustment', player: who, accept: false });
      expect(t.state.players.p2.active?.damage).toBe(0);
      expect(t.state.prompts).toEqual([]);
    }
  });

  it('the proposer cannot confirm their own proposal, nor pile a second one on it', () => {
    const t = table();
    t.do({ type: 'ProposeAdjust', player: 'p1', reason: 'attack text', action: threeCounters });
    expect(t.refuse({ type: 'AnswerAdjustment', player: 'p1', accept: true })).toMatchObject({ code: 'adjustment-needs-opponent' });
    expect(t.refuse({ type: 'ProposeAdjust', player: 'p1', reason: 'again', action: { kind: 'draw', player: 'p2', count: 5 } })).toMatchObject({ code: 'adjustment-pending' });
    expect(t.state.players.p2.active?.damage).toBe(0);
  });

  it('an adjustment of the player\'s own side applies at once', () => {
    const t = table();
    t.do({ type: 'ProposeAdjust', player: 'p1', reason: 'Ability text', action: { kind: 'put-damage-counters', target: 'p1-active', counters: 1 } });
    expect(t.state.players.p1.active?.damage).toBe(10);
    expect(t.state.prompts).toEqual([]);
  });

  it("drawing for the opponent, moving their card or switching their Active are the opponent's side too", () => {
    for (const action of [
      { kind: 'draw', player: 'p2', count: 2 },
      { kind: 'move-card', uid: 'p2-bench0', to: 'hand' },
      { kind: 'switch', player: 'p2', target: 'p2-bench0' },
    ] as const) {
      const t = table();
      t.do({ type: 'ProposeAdjust', player: 'p1', reason: 'Trainer text', action });
      expect(t.state.prompts).toMatchObject([{ kind: 'confirm-adjustment', player: 'p2', action }]);
    }
  });

  it('nothing waits for an answer: an answer is refused', () => {
    expect(table().refuse({ type: 'AnswerAdjustment', player: 'p2', accept: true })).toMatchObject({ code: 'no-adjustment-pending' });
  });
});
