import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { commandSchema, type Command } from './command.js';
import { decide } from './decide.js';
import { randomGameArbitrary } from './testing/arbitraries.js';

const chespin = cardById('xy0-3');

describe('commands from outside', () => {
  it('commandSchema accepts a command with a real card and refuses a malformed one with the field named', () => {
    expect(commandSchema.parse({ type: 'PlayToBench', player: 'p1', card: chespin })).toMatchObject({ type: 'PlayToBench' });
    const bad = commandSchema.safeParse({ type: 'PlayToBench', player: 'p3', card: { ...chespin, hp: '60' } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(expect.arrayContaining(['player', 'card.hp']));
    expect(commandSchema.safeParse({ type: 'Teleport', player: 'p1' }).success).toBe(false);
  });

  it('any well-formed command in any reachable state is decided or refused, never thrown, and a refusal changes nothing', () => {
    const odd: Command[] = [
      { type: 'EndTurn', player: 'p2' },
      { type: 'Attack', player: 'p1', attack: 3, benchTargets: ['nobody'] },
      { type: 'Retreat', player: 'p1', to: 'nobody', discard: ['x'] },
      { type: 'PromoteActive', player: 'p2', target: 'nobody' },
      { type: 'RecordCoinFlip', promptId: 'nope', results: ['heads'], origin: { kind: 'simulated', note: 'x' } },
      { type: 'Evolve', player: 'p1', card: cardById('xy0-4'), target: 'nobody' },
      { type: 'PlayTrainer', player: 'p2', card: cardById('sv1-169') },
      { type: 'PlayVUnion', player: 'p1', parts: ['a', 'b', 'c', 'd'] },
      { type: 'UseAbility', player: 'p1', pokemon: 'nobody', ability: 0 },
      { type: 'JudgeCorrect', judge: 'J', reason: 'r', action: { kind: 'move-card', uid: 'nobody', to: 'hand' } },
      { type: 'Adjust', player: 'p2', reason: 'r', action: { kind: 'heal', target: 'nobody', amount: 30 } },
      { type: 'DrawMulliganCards', player: 'p1', count: 9 },
      { type: 'ChooseFirstPlayer', player: 'p2', first: 'p2' },
      { type: 'StartMatch', matchId: 'again', profile: 'sv', players: [{ name: 'a' }, { name: 'b' }] },
    ];
    fc.assert(
      fc.property(randomGameArbitrary(80), (game) => {
        for (const state of game.states) {
          const before = JSON.stringify(state);
          for (const cmd of odd) {
            const d = decide(state, cmd);
            if (!d.ok) expect(d.violation).toEqual({ code: expect.any(String), message: expect.any(String), ref: { file: expect.stringMatching(/^00\d_/), section: expect.any(String) } });
          }
          expect(JSON.stringify(state)).toBe(before);
        }
      }),
      { numRuns: 15 },
    );
  });
});
