import { describe, expect, it } from 'vitest';
import { decide } from './decide.js';
import { initialState } from './state.js';
import { pendingCoinFlips, viewFor } from './view.js';

/**
 * A judge can see for every flip where it came from (issue 6): each coin lands face up on the table,
 * so the record of every flip, with its origin, is public in every view.
 */
describe('coin flips are recorded with their origin', () => {
  it('the opening toss, flipped in software, is in the spectator view with its reason, what it decides and its origin', () => {
    const started = decide(initialState, { type: 'StartMatch', matchId: 'm', profile: 'sv', players: [{ name: 'Ash' }, { name: 'Misty' }] });
    if (!started.ok) throw new Error(started.violation.code);
    const [toss] = pendingCoinFlips(started.state);
    if (!toss) throw new Error('no toss prompt');
    const origin = { kind: 'software', rng: 'crypto.randomInt' } as const;
    const flipped = decide(started.state, { type: 'RecordCoinFlip', promptId: toss.promptId, results: ['heads'], origin });
    if (!flipped.ok) throw new Error(flipped.violation.code);
    expect(viewFor(flipped.state, { role: 'spectator' }).coinFlips).toEqual([
      { promptId: toss.promptId, reason: toss.reason, purpose: { kind: 'toss' }, results: ['heads'], origin, turn: null },
    ]);
  });
});
