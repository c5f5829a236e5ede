import { describe, expect, it } from 'vitest';
import { replay } from './fold.js';
import { SV, type RuleProfile } from './profile.js';

describe('profiles recorded in a match log', () => {
  it('a log recorded before the format hooks existed replays under its era\'s rules, keeping what it recorded', () => {
    const { itemsPerTurn, winConditions, attackCostsIgnored, setup, faceDownRainbowEnergy, openHands, dittoMarkers, ...before } = SV;
    const recorded = { ...before, prizeCount: 4, stadium: { exists: true, perTurn: 1, sameNameBlocked: true } } as unknown as RuleProfile;
    const state = replay([{ type: 'MatchStarted', matchId: 'old', profile: recorded, formatName: 'ditto-draft', players: ['A', 'B'] }]);
    expect(state.profile).toEqual({ ...SV, prizeCount: 4 });
    expect([itemsPerTurn, winConditions, attackCostsIgnored, setup.layout, faceDownRainbowEnergy, openHands, dittoMarkers]).toEqual([
      null, { prizes: true, deckOut: true }, false, 'basic-active', false, false, false,
    ]);
  });

  it('a Packkampf log from before `winConditions` recorded `deckOutLoses: false`: it still goes on without the draw', () => {
    const { winConditions: _, ...before } = SV;
    const recorded = { ...before, deckSize: 20, prizeCount: 2, deckOutLoses: false } as unknown as RuleProfile;
    const state = replay([{ type: 'MatchStarted', matchId: 'old', profile: recorded, formatName: 'packkampf', players: ['A', 'B'] }]);
    expect(state.profile).toEqual({ ...SV, deckSize: 20, prizeCount: 2, winConditions: { prizes: true, deckOut: false } });
  });

  it('a snapshot or a restored state an older hub recorded is completed too', () => {
    const { winConditions: _, ...before } = SV;
    const old = replay([{ type: 'MatchStarted', matchId: 'old', profile: SV, formatName: null, players: ['A', 'B'] }]);
    const snapshot = { ...old, profile: { ...before, deckOutLoses: false } as unknown as RuleProfile };
    expect(replay([], snapshot).profile?.winConditions).toEqual({ prizes: true, deckOut: false });
    const restored = replay([{ type: 'JudgeRestored', judge: 'J', reason: 'r', toSeq: 1, state: snapshot }], old);
    expect(restored.profile?.winConditions).toEqual({ prizes: true, deckOut: false });
  });
});
