import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMatchSchema } from '../../src/matches/match.schema.js';
import { startMirrorApp, type MirrorApp } from '../support/mirror-app.js';

/**
 * A judge's restore on a table the mirror reads: the mirror's picture follows the engine back (its
 * stacks re-sync from the engine state on its next input), so the paper cards are then set to match
 * the board. The demo table's simulated readers drive the real mirror, as in mirror-demo-table.test.ts.
 */
const ZONES = ['p1.active', 'p1.bench.1', 'p2.active'];

describe('a judge restore on a table the mirror reads', () => {
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

  it('undoes the Bench placement the mirror read; the card lifted off then raises no prompt, and put back it is placed again', async () => {
    matches.start('demo', startMatchSchema.parse({ players: [{ name: 'Ash' }, { name: 'Misty' }] }), 'admin');
    await until('the toss', () => game().stage === 'choose-first');
    const winner = game().tossWinner ?? 'p1';
    expect(matches.apply('demo', matches.current('demo').stateId, { type: 'ChooseFirstPlayer', player: winner, first: 'p1' }, winner).ok).toBe(true);

    demo.act('demo', 'p1.active', { action: 'place', uid: '04A1B2C3D4E501', cardId: 'xy0-8' });
    demo.act('demo', 'p1.bench.1', { action: 'place', uid: '04A1B2C3D4E502', cardId: 'xy0-1' });
    expect(game().players.p1.bench.map((b) => b.id)).toEqual(['04A1B2C3D4E502']);

    const restored = matches.restore('demo', matches.current('demo').stateId, { to: { kind: 'last-legal' }, reason: 'Weedle was only shown, not played' }, 'Anna');
    expect(restored.ok).toBe(true);
    expect(game().players.p1.bench).toEqual([]);
    expect(game().players.p1.active?.id).toBe('04A1B2C3D4E501');
    expect(matches.current('demo').match?.restore).toMatchObject({ judge: 'Anna', reason: 'Weedle was only shown, not played' });

    // The table is set to match the board: Weedle comes off. The engine has no such Pokémon: nothing to ask.
    demo.act('demo', 'p1.bench.1', { action: 'remove' });
    await new Promise((r) => setTimeout(r, 600));
    expect(mirror.prompts('demo', { role: 'judge' })).toEqual([]);
    expect(game().players.p1.bench).toEqual([]);

    // Played for real this time: the mirror reads it onto the Bench again.
    demo.act('demo', 'p1.bench.1', { action: 'place', uid: '04A1B2C3D4E502', cardId: 'xy0-1' });
    await until('Weedle on the Bench again', () => game().players.p1.bench.length === 1);
    expect(game().players.p1.bench.map((b) => b.id)).toEqual(['04A1B2C3D4E502']);
  });
});
