import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMatchSchema } from '../../src/matches/match.schema.js';
import { startMirrorApp, type MirrorApp } from '../support/mirror-app.js';

/**
 * The simulated table of demo mode drives the real mirror: zone actions on the demo service go out
 * as reader events from the simulated reader port, through the reader hub, into the table mirror,
 * whose commands the match service applies and logs. Kalos Starter Set cards from the demo catalogue.
 */
const ZONES = ['p1.active', 'p1.bench.1', 'p2.active'];

describe('the demo table through the mirror', () => {
  let app: MirrorApp;
  let matches: MirrorApp['matches'];
  let demo: MirrorApp['demo'];
  let mirror: MirrorApp['mirror'];
  const game = () => app.game();
  const until = (what: string, ok: () => boolean) => app.until(what, ok);

  beforeAll(async () => {
    app = await startMirrorApp(ZONES, { debounceMs: 300 });
    ({ matches, demo, mirror } = app);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('places the cards put on the simulated zones, face down, and asks when one leaves', async () => {
    matches.start('demo', startMatchSchema.parse({ players: [{ name: 'Ash' }, { name: 'Misty' }] }), 'admin');
    await until('the toss', () => game().stage === 'choose-first');
    const winner = game().tossWinner ?? 'p1';
    expect(matches.apply('demo', matches.current('demo').stateId, { type: 'ChooseFirstPlayer', player: winner, first: 'p1' }, winner).ok).toBe(true);

    demo.act('demo', 'p1.active', { action: 'place', uid: '04A1B2C3D4E501', cardId: 'xy0-8' });
    demo.act('demo', 'p1.bench.1', { action: 'place', uid: '04A1B2C3D4E502', cardId: 'xy0-1' });
    demo.act('demo', 'p2.active', { action: 'place', uid: '04A1B2C3D4E503', cardId: 'xy0-3' });
    const p1 = game().players.p1;
    expect(p1.active?.id).toBe('04A1B2C3D4E501');
    expect(p1.bench.map((b) => b.id)).toEqual(['04A1B2C3D4E502']);
    expect(p1.active?.faceDown).toBe(true);
    expect(game().players.p2.active?.stack[0]?.def.id).toBe('xy0-3');

    // The Bench card is lifted and stays away: after the debounce window, a prompt, and the game waits.
    demo.act('demo', 'p1.bench.1', { action: 'remove' });
    await until('the prompt', () => mirror.prompts('demo', { role: 'judge' }).length === 1);
    const [prompt] = mirror.prompts('demo', { role: 'player', seat: 'p2' });
    expect(prompt?.kind).toBe('stack-left');
    expect(prompt?.message).not.toContain('Weedle');
    expect(mirror.prompts('demo', { role: 'player', seat: 'p1' })[0]?.message).toContain('Weedle');
    // The game waits for the answer: a player's command is held back, with why.
    expect(() => matches.apply('demo', matches.current('demo').stateId, { type: 'FinishSetup', player: 'p2' }, 'p2')).toThrow(
      expect.objectContaining({ code: 'table-prompt-open', message: expect.stringContaining('p1.bench.1') }),
    );
    expect(mirror.answer('demo', prompt?.id ?? '', 'returned-to-hand', { role: 'player', seat: 'p1' }, 'p1')).toEqual({ ok: true });
    expect(game().players.p1.bench).toEqual([]);
    expect(game().players.p1.hand.known.map((c) => c.uid)).toEqual(['04A1B2C3D4E502']);
  });
});
