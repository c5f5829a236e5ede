import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay } from './fold.js';
import { brokenInvariants, playRandomGame, randomGameArbitrary, seededChoices } from './testing/arbitraries.js';

describe('invariants over random legal games', () => {
  it('Bench within its limit, no negative damage, every card in exactly one zone, Prize cards taken within those set out', () => {
    fc.assert(
      fc.property(randomGameArbitrary(250), (game) => {
        for (const s of game.states) expect(brokenInvariants(s)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('replaying the log rebuilds the live state, at every point, and is the state decide returns', () => {
    fc.assert(
      fc.property(randomGameArbitrary(150), (game) => {
        expect(replay(game.events)).toEqual(game.final);
        expect(game.decided).toEqual(game.final);
        const half = Math.floor(game.states.length / 2);
        const upTo = game.states[half];
        if (upTo) expect(replay(game.events.slice(0, upTo.version))).toEqual(upTo);
      }),
      { numRuns: 40 },
    );
  });

  it('random games reach every part of the game: attacks, Knock Outs, Checkup and a winner', () => {
    const kinds = new Set<string>();
    let finished = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const choices = seededChoices(seed, 1500);
      const game = playRandomGame(choices);
      for (const e of game.events) kinds.add(e.type);
      if (game.final.stage === 'finished') finished++;
      expect(brokenInvariants(game.final)).toEqual([]);
    }
    expect([...kinds]).toEqual(expect.arrayContaining(['AttackDeclared', 'DamageDealt', 'PokemonKnockedOut', 'PrizesTaken', 'CheckupStarted', 'ActivePromoted', 'GameWon']));
    expect(finished).toBeGreaterThan(20);
  }, 20_000); // 30 random games: near the default 5 s on a loaded machine
});
