import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, repoRoot, startHub, type HubProcess } from '../support/hub-process.js';

/**
 * POST /api/battle-logs/review on a running hub: a pasted TCG Live log (../shared/battle-logs/kagd/battle.txt, from
 * kagd/pokemon-tcg-battle-replay, ISC) replayed through the engine and answered line by line. The route is public
 * (the caller's own log and the public catalogue: nothing the hub hides), bounded in size and per address, and replays in
 * a worker thread, so the tables are answered meanwhile.
 */
let hub: HubProcess;
const kagd = readFileSync(join(repoRoot(), '..', 'shared', 'battle-logs', 'kagd', 'battle.txt'), 'utf8');

beforeAll(async () => {
  hub = await startHub();
});

afterAll(async () => {
  await hub?.stop();
  if (hub) rmSync(hub.dataDir, { recursive: true, force: true });
});

const review = (body: unknown) => api(hub, 'POST', '/api/battle-logs/review', body, false);

describe('a battle log pasted on the hub', () => {
  it('without any credential: kagd replayed to its end, each line a step with its commands, no refusal, the log\'s figures', async () => {
    // The replay runs in a worker thread: while the first log (and the card pool) is read there, the hub answers the tables.
    const pending = review({ log: kagd });
    let answeredFirst = false;
    void pending.then(() => {
      answeredFirst = true;
    });
    expect((await api(hub, 'GET', '/api/tables/demo', undefined, false)).status).toBe(200);
    expect(answeredFirst).toBe(false);
    const res = await pending;
    expect(res.status).toBe(200);
    expect(res.body.summary).toMatchObject({
      lines: 239,
      linesRead: 239,
      refused: 0,
      attacks: 7,
      attacksEqual: 7,
      knockOuts: { logged: 7, foundByEngine: 7, notInLog: 0 },
      prizes: { log: { p1: 3, p2: 6 }, engine: { p1: 3, p2: 6 } },
      winner: { log: 'p2', engine: 'p2' },
    });
    const attack = res.body.steps.find((s: { line: number }) => s.line === 77);
    expect(attack.attack).toEqual({ name: 'Lightning Rondo', logDamage: 340, engineDamage: 340 });
    expect(attack.commands.map((c: { command: string }) => c.command)).toContain('Attack');
    expect(res.body.events.length).toBe(res.body.steps.at(-1).events);
  }, 60_000);

  it('refuses a body that is not a log, or too long, readably and before any replay', async () => {
    expect(await review({})).toMatchObject({ status: 400, body: { error: { code: 'invalid-message' } } });
    expect(await review({ log: 'no battle log at all' })).toMatchObject({ status: 400, body: { error: { code: 'invalid-message' } } });
    expect(await review({ log: 'x'.repeat(200_001) })).toMatchObject({ status: 400, body: { error: { code: 'invalid-message' } } });
    expect((await review({ log: 'x'.repeat(300_000) })).status).toBe(413);
  });

  it('replays at most 10 logs a minute from one address, then answers throttled', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await review({})).status);
    expect(statuses).toContain(429);
    const refused = await review({});
    expect(refused).toMatchObject({ status: 429, body: { error: { code: 'throttled' } } });
  });
});
