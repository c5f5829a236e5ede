import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCard } from '../catalogue/testing.js';
import { loadSession, runSession, type SessionStep } from './table-session.js';
import { noiseArb, withNoise } from './testing.js';

/**
 * Property: reader noise injected into a correct table session (tags flapping for less than the
 * debounce window, readers disconnecting and coming back with the cards still on them, a moment of
 * "unreadable", readings repeated) never changes what the mirror issues nor the game it leads to.
 */

const dir = new URL('../../test/fixtures/table-sessions/', import.meta.url);
const card = findCard;

describe('reader noise never changes the game', () => {
  for (const file of ['20-whole-game.yaml', '06-retreat.yaml', '05-trainers-tool-stadium.yaml', '07-switch-effect.yaml', '08-unexplained-leave.yaml', '15-retreat-discard-seen.yaml', '17-crosstalk-and-pickup.yaml', '18-late-reader-swap.yaml', '21-classic-whole-game.yaml', '22-mulligan-by-token.yaml', '23-turn-token-menu.yaml', '24-promotion-by-answer.yaml', '28-dashboard-retreat-followed.yaml', '29-menu-several-stadiums.yaml', '30-menu-starting-pokemon.yaml', '31-basiskampf-whole-game.yaml', '32-menu-face-down-rainbow-energy.yaml', '33-ditto-draft-marker.yaml', '35-packkampf-ditto-marker-moves.yaml', '36-menu-items-and-supporters.yaml', '37-discarded-card-read-again.yaml', '38-attack-effects-window.yaml']) {
    const session = loadSession(new URL(file, dir).pathname);
    const clean = runSession(session, card);

    it(`${file}: the same commands and the same final state under flapping, disconnects, unreadable readings and repeats`, () => {
      fc.assert(
        fc.property(fc.array(noiseArb, { minLength: 1, maxLength: 12 }), (noises) => {
          const steps = withNoise(session, noises);
          const noisy = runSession({ ...session, steps }, card);
          expect(noisy.commands).toEqual(clean.commands);
          expect(noisy.game).toEqual(clean.game);
          expect(noisy.state.prompts).toEqual([]);
        }),
        { numRuns: 60 },
      );
    });
  }

  it('the noise is really injected (the generator is not a no-op)', () => {
    const session = loadSession(new URL('20-whole-game.yaml', dir).pathname);
    const steps = withNoise(session, [
      { gap: 8, zone: 0, kind: 'flap', offset: 10, length: 500 },
      { gap: 9, zone: 1, kind: 'disconnect', offset: 10, length: 30_000 },
    ]);
    expect(steps.length).toBe(session.steps.length + 5);
    expect(steps.some((s) => 'absent' in s && s.at > 0)).toBe(true);
    expect(steps.some((s) => 'disconnected' in s)).toBe(true);
  });

  it('a flap longer than the debounce window is a real departure (the property is not vacuous)', () => {
    const session = loadSession(new URL('09-flapping.yaml', dir).pathname);
    const steps: SessionStep[] = [...session.steps.filter((s) => s.at <= 3000), { at: 3400, zone: 'p1.active', absent: true }, { at: 5500, zone: 'p1.active', see: 'p1-sprigatito' }];
    const run = runSession({ ...session, steps }, card);
    expect(run.prompts.map((p) => p.kind)).toEqual(['toss-choice', 'stack-left']);
    expect(run.state.prompts).toEqual([]);
  });
});
