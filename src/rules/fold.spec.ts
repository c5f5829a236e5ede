import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { decide } from './decide.js';
import { evolve, replay } from './fold.js';
import { quickStart } from './testing/table.js';

describe('Decision.state is the fold of the decided events', () => {
  it('folding the events decide returned onto the state it decided on gives a state equal to Decision.state', () => {
    const t = quickStart({ profile: 'sv', p1: { active: cardById('xy0-3') }, p2: { active: cardById('xy0-12') } });
    const d = decide(t.state, { type: 'EndTurn', player: 'p1' });
    if (!d.ok) throw new Error(d.violation.code);
    expect(d.events.length).toBeGreaterThan(1);
    expect(d.events.reduce(evolve, t.state)).toEqual(d.state);
    expect(replay(d.events, t.state)).toEqual(d.state);
  });
});
