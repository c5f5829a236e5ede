import { describe, expect, it } from 'vitest';
import { replay } from './evolve.js';
import { SV, type RuleProfile } from './profile.js';

describe('profiles recorded in a match log', () => {
  it('a log recorded before the format hooks existed replays under its era\'s rules, keeping what it recorded', () => {
    const { itemsPerTurn, deckOutLoses, attackCostsIgnored, setup, faceDownRainbowEnergy, openHands, dittoMarkers, ...before } = SV;
    const recorded = { ...before, prizeCount: 4, stadium: { exists: true, perTurn: 1, sameNameBlocked: true } } as unknown as RuleProfile;
    const state = replay([{ type: 'MatchStarted', matchId: 'old', profile: recorded, formatName: 'ditto-draft', players: ['A', 'B'] }]);
    expect(state.profile).toEqual({ ...SV, prizeCount: 4 });
    expect([itemsPerTurn, deckOutLoses, attackCostsIgnored, setup.layout, faceDownRainbowEnergy, openHands, dittoMarkers]).toEqual([null, true, false, 'basic-active', false, false, false]);
  });
});
