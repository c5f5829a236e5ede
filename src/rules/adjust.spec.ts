import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { RULEBOOK } from './rulebook.js';
import { quickStart } from './testing/table.js';

const chespin = cardById('xy0-3');
const snorlax = cardById('xy0-26');
const jirachiPrismStar = cardById('sm7-97');

describe('the Lost Zone is final', () => {
  /** Jirachi ◇ Knocked Out goes to the Lost Zone (000 "Anhang 14"). */
  function jirachiInTheLostZone() {
    const t = quickStart({ profile: 'sv', p1: { active: chespin }, p2: { active: jirachiPrismStar, bench: [snorlax] } });
    t.do({ type: 'Adjust', player: 'p1', reason: 'attack text: put damage counters', action: { kind: 'put-damage-counters', target: 'p2-active', counters: 8 } });
    expect(t.state.players.p2.lostZone.map((c) => c.uid)).toEqual(['p2-active']);
    return t;
  }

  it('000 "Anhang 4: Nirgendwo": a card in the Lost Zone cannot be brought back, so a player\'s adjustment moving it is refused', () => {
    const t = jirachiInTheLostZone();
    for (const to of ['hand', 'deck', 'discard'] as const) {
      expect(t.refuse({ type: 'Adjust', player: 'p2', reason: 'a card effect', action: { kind: 'move-card', uid: 'p2-active', to } })).toEqual({
        code: 'lost-zone-final',
        message: 'Jirachi ◇ is in the Lost Zone: it cannot come back for the rest of the game.',
        ref: { file: RULEBOOK.sv, section: 'Anhang 4: Nirgendwo' },
      });
    }
    expect(t.state.players.p2.lostZone).toHaveLength(1);
  });

  it('a judge correcting a mistake may move it out, logged with the judge and the reason', () => {
    const t = jirachiInTheLostZone();
    const events = t.do({ type: 'JudgeCorrect', judge: 'Jenny', reason: 'Jirachi ◇ was put in the Lost Zone by mistake', action: { kind: 'move-card', uid: 'p2-active', to: 'hand' } });
    expect(events[0]).toMatchObject({ type: 'AdjustmentLogged', cause: { kind: 'judge', judge: 'Jenny', reason: 'Jirachi ◇ was put in the Lost Zone by mistake' } });
    expect(t.state.players.p2.lostZone).toEqual([]);
    expect(t.state.players.p2.hand.known.map((c) => c.uid)).toEqual(['p2-active']);
  });
});
