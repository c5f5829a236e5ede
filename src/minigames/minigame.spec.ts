import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rollDie } from './die.js';
import { playMove, replayGame, startGame, type GameMove, type GameSetup, type MiniGameState } from './minigame.js';

describe('the hub as the companion that rolls (003 "Höchste Zahl gewinnt": "einen sechseitigen Würfel")', () => {
  it('rolls 1 to 6 from crypto.randomInt, every face showing up, each roll saying where it came from', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 600; i += 1) {
      const roll = rollDie(6);
      expect(roll).toMatchObject({ sides: 6, origin: { kind: 'software', rng: 'crypto.randomInt' } });
      expect(Number.isInteger(roll.value) && roll.value >= 1 && roll.value <= 6).toBe(true);
      seen.add(roll.value);
    }
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('a mini game is its setup folded with its moves', () => {
  const setup: GameSetup = { kind: 'energy-memory', players: ['Ash', 'Misty'], types: ['Grass', 'Fire'] };

  it('replaying the stored moves gives the state the moves were played into; a move of another game is refused', () => {
    const types = ['Grass', 'Fire'] as const;
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...types), fc.constantFrom(...types)), { maxLength: 30 }), (turns) => {
        let state: MiniGameState = startGame(setup);
        const moves: GameMove[] = [];
        for (const [first, second] of turns) {
          const move: GameMove = { type: 'turn-over', player: state.kind === 'energy-memory' ? state.turn : 0, first, second };
          const outcome = playMove(state, move);
          if (!outcome.ok) continue;
          state = outcome.state;
          moves.push(move);
        }
        expect(replayGame(setup, moves)).toEqual(state);
      }),
      { numRuns: 50 },
    );
    expect(playMove(startGame(setup), { type: 'pass', player: 0 })).toEqual({ ok: false, reason: '"pass" is not a move of energy-memory' });
  });
});
