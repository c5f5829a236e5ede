import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { decide } from './decide.js';
import type { GameEvent } from './event.js';
import { evolve, fold } from './evolve.js';
import { quickStart } from './testing/table.js';

const chespin = cardById('xy0-3');
const froakie = cardById('xy0-12');

function decided(): { before: ReturnType<typeof quickStart>['state']; events: GameEvent[]; after: ReturnType<typeof quickStart>['state'] } {
  const t = quickStart({ profile: 'sv', p1: { active: chespin }, p2: { active: froakie } });
  const d = decide(t.state, { type: 'EndTurn', player: 'p1' });
  if (!d.ok) throw new Error(d.violation.code);
  return { before: t.state, events: d.events, after: d.state };
}

describe('folding what decide just decided', () => {
  it('folding the events decide returned, onto the state it decided on, gives back decide\'s own state', () => {
    const { before, events, after } = decided();
    let s = before;
    for (const e of events) s = evolve(s, e);
    expect(s).toBe(after);
  });

  it('is the same as the fold itself, which replay uses', () => {
    const { before, events, after } = decided();
    let s = before;
    for (const e of events) s = fold(s, e);
    expect(s).not.toBe(after);
    expect(s).toEqual(after);
  });

  it('answers only for that state and those event objects: a copy of the state, or an edited event list, is folded anew', () => {
    const { before, events } = decided();
    const copy = JSON.parse(JSON.stringify(before)) as typeof before;
    const first = events[0] as GameEvent;
    expect(evolve(copy, first)).toEqual(fold(before, first));
    const other: GameEvent = { type: 'CardsDrawn', player: 'p1', count: 2, cause: null };
    events[0] = other;
    expect(evolve(before, events[0])).toEqual(fold(before, other));
    expect(evolve(before, other).players.p1.hand.count).toBe(before.players.p1.hand.count + 2);
  });
});
