import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SyncPostgres } from '../../src/database/postgres/sync-postgres.js';
import { PostgresMatchLog } from '../../src/match-log/postgres-match-log.js';
import { verifyExport } from '../../src/match-log/verify-export.js';
import { api, startHub, type HubProcess } from '../support/hub-process.js';
import { latest, seqOf, startGameToSetup, takeSeat } from '../support/seated-game.js';
import { PostgresServer } from '../support/postgres-server.js';

/**
 * Whole-hub durability: a player pipelines a burst of commands over the WebSocket, the hub
 * process is SIGKILLed in the middle of it, and the restarted hub must resume exactly a fold of
 * what it logged: nothing acknowledged is lost, nothing is half-applied, the hash chain holds.
 * The commands toggle Poison on p1's Active Pokémon (Adjust, two events each), so the resumed
 * state says how many were applied. The same on SQLite (the hub's file) and with the match log
 * on the store's PostgreSQL (issue 17). Last, the organiser ends the match and the hub is killed
 * once more: the restarted hub shows the table ended by the organiser, as before (issue 17).
 */
const BURST = 30;
/** The kill lands after the 1st…25th acknowledgement (`killAt` below, 7 being prime to 25): each place once. */
const ITERATIONS = BURST - 5;
const EVENTS_PER_TOGGLE = 2;

let hub: HubProcess | undefined;

afterAll(async () => {
  await hub?.stop();
});

/** Plays the bursts and kills; returns the match and the last seq it acknowledged. */
async function killLoop(iterations: number, env: Readonly<Record<string, string>> = {}): Promise<{ matchId: string; acknowledgedSeq: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mirrormat-durability-'));
  try {
    hub = await startHub({ dataDir, env });
    const { matchId, codes, p1, p2 } = await startGameToSetup(hub);
    await p2.close();

    let client = p1;
    let acknowledgedSeq = seqOf(latest(client).stateId);
    let killedAfter = 0;
    for (let iteration = 0; iteration < iterations; iteration++) {
      const { stateId, view } = latest(client);
      const target: string = view.players.p1.active.id;
      let poisoned: boolean = view.players.p1.active.poisoned;
      const base = seqOf(stateId);

      // The burst, pipelined: each command carries the state id it will find.
      const killAt = 1 + ((iteration * 7) % (BURST - 5));
      let acks = 0;
      const killed = new Promise<void>((resolve) => {
        client.socket.on('message', (data) => {
          const frame = JSON.parse(data.toString()) as { type: string; stateId?: string };
          if (frame.type !== 'accepted') return;
          acknowledgedSeq = Math.max(acknowledgedSeq, seqOf(frame.stateId!));
          acks += 1;
          if (acks === killAt) {
            killedAfter += 1;
            resolve(hub!.kill());
          }
        });
      });
      for (let i = 0; i < BURST; i++) {
        const action = { kind: poisoned ? 'clear-condition' : 'set-condition', target, condition: 'Poisoned' };
        client.send({
          id: `b${iteration}.${i}`,
          type: 'command',
          stateId: `${matchId}:${base + i * EVENTS_PER_TOGGLE}`,
          command: { type: 'Adjust', player: 'p1', reason: 'durability test', action },
        });
        poisoned = !poisoned;
      }
      await killed;

      hub = await startHub({ dataDir, env });
      client = await takeSeat(hub, codes.p1);
      const resumed = latest(client);
      const resumedSeq = seqOf(resumed.stateId);
      const applied = (resumedSeq - base) / EVENTS_PER_TOGGLE;
      // Nothing acknowledged is lost, nothing never sent appears, no command is half in the log.
      expect(resumedSeq).toBeGreaterThanOrEqual(acknowledgedSeq);
      expect(Number.isInteger(applied)).toBe(true);
      expect(applied).toBeLessThanOrEqual(BURST);
      // The state is the fold of the applied toggles.
      expect(resumed.view.players.p1.active.poisoned).toBe(applied % 2 === 1 ? !view.players.p1.active.poisoned : view.players.p1.active.poisoned);
      acknowledgedSeq = resumedSeq;
    }

    const exported = await api(hub, 'GET', `/api/matches/${matchId}/export`);
    const verified = verifyExport(String(exported.body));
    expect(verified.problems).toEqual([]);
    expect(verified.events).toBe(acknowledgedSeq);
    expect(killedAfter).toBe(iterations);

    // The organiser ends the match: a hub killed after it shows the table as before, ended by the organiser.
    expect((await api(hub, 'POST', '/api/tables/demo/match/end')).body).toMatchObject({ finished: true, endedBy: 'organiser' });
    await client.close();
    const before = await endedTable(hub, codes.p1);
    expect(before).toMatchObject({ summary: { state: 'ended', endedBy: 'organiser', winner: null }, match: { matchId, finished: true, endedBy: 'organiser' } });
    await hub.kill();
    hub = await startHub({ dataDir, env });
    expect(await endedTable(hub, codes.p1)).toEqual(before);
    await hub.stop();
    hub = undefined;
    return { matchId, acknowledgedSeq };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The demo table as the store overview lists it and as its seat's snapshot shows its match. */
async function endedTable(running: HubProcess, code: string): Promise<{ summary: unknown; match: unknown }> {
  const tables = (await api(running, 'GET', '/api/store/tables', undefined, false)).body as { local: boolean; summary: Record<string, unknown> }[];
  const own = tables.find((t) => t.local && t.summary.table === 'demo')?.summary;
  const seat = await takeSeat(running, code);
  const snapshot = seat.frames.find((f) => f.type === 'snapshot') as { match: unknown };
  await seat.close();
  return { summary: own && { state: own.state, endedBy: own.endedBy, winner: own.winner, turn: own.turn, players: own.players }, match: snapshot.match };
}

describe('the hub killed in the middle of a burst of commands', () => {
  it(`resumes a fold of what it acknowledged, ${ITERATIONS} times over`, { timeout: 270_000 }, async () => {
    await killLoop(ITERATIONS);
  });
});

describe('the hub killed in the middle of a burst of commands, its match log on PostgreSQL', () => {
  const server = new PostgresServer();
  let url = '';
  beforeAll(async () => {
    await server.start();
    url = await server.createDatabase('durability');
  });
  afterAll(() => server.destroy());

  // Fewer rounds than on SQLite: each is a hub restart (about 10 s on a loaded 2-core machine).
  const iterations = 10;
  it(`resumes a fold of what it acknowledged, ${iterations} times over`, { timeout: 330_000 }, async () => {
    const { matchId, acknowledgedSeq } = await killLoop(iterations, { MIRRORMAT__DATABASE__URL: url });
    // The log the hub resumed from is the one in PostgreSQL, not a file in its data directory.
    const pg = new SyncPostgres(url);
    try {
      const log = PostgresMatchLog.open(pg);
      expect(log.head(matchId).seq).toBe(acknowledgedSeq);
      expect(log.verifyChain(matchId)).toBeNull();
    } finally {
      pg.close();
    }
  });
});
