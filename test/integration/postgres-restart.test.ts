import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyExport } from '../../src/match-log/verify-export.js';
import { api, startHub, type HubProcess } from '../support/hub-process.js';
import { PostgresServer } from '../support/postgres-server.js';
import { latest, seqOf, startGameToSetup } from '../support/seated-game.js';

/**
 * Issue 17, tests: "a PostgreSQL restart mid-game (the hub waits and resumes, nothing acknowledged
 * lost)". One hub process, its match log on a real PostgreSQL, played over its WebSocket; the
 * server is stopped (fast shutdown, as `pg_ctl restart -m fast`) and a command sent while it is
 * away, then the server started again. The hub waits for it (database.reconnectWaitMs) and the
 * command is accepted, or, past the wait, refused with the player's sentence; either way the game
 * goes on without restarting the hub. src/database/POSTGRES.md, "A PostgreSQL restart".
 */
const UNAVAILABLE = "The store's database is not answering; nothing was recorded. Try again in a moment.";

const server = new PostgresServer();
let hub: HubProcess | undefined;

beforeAll(async () => {
  await server.start();
});
afterAll(async () => {
  await hub?.stop();
  await server.destroy();
});

async function databaseLine(h: HubProcess): Promise<string | undefined> {
  const report = (await api(h, 'GET', '/health')).body as { components: { kind: string; name: string; status: string }[] };
  return report.components.find((line) => line.kind === 'database' && line.name.startsWith('postgres'))?.status;
}

describe('a PostgreSQL restart mid-game', () => {
  it('the hub waits and resumes: the command sent meanwhile is accepted or refused in one sentence, nothing acknowledged is lost', { timeout: 180_000 }, async () => {
    hub = await startHub({ env: { MIRRORMAT__DATABASE__URL: await server.createDatabase('restart') }, timeoutMs: 60_000 });
    const h = hub;
    const { matchId, p1, p2 } = await startGameToSetup(h);

    let acknowledgedSeq = 0;
    /** Toggles Poison on p1's Active Pokémon (two events); the reply frame. */
    const toggle = (id: string) => {
      const { stateId, view } = latest(p1);
      const action = { kind: view.players.p1.active.poisoned ? 'clear-condition' : 'set-condition', target: view.players.p1.active.id, condition: 'Poisoned' };
      p1.send({ id, type: 'command', stateId, command: { type: 'Adjust', player: 'p1', reason: 'restart test', action } });
      return p1.next((f) => f.replyTo === id && (f.type === 'accepted' || f.type === 'error'), { timeoutMs: 60_000 });
    };
    const acknowledged = async (id: string) => {
      const reply = await toggle(id);
      expect(reply, JSON.stringify(reply)).toMatchObject({ type: 'accepted' });
      acknowledgedSeq = seqOf(reply.stateId);
      await p1.next((f) => f.type === 'update' && f.stateId === reply.stateId);
    };
    await acknowledged('before-1');
    await acknowledged('before-2');
    expect(await databaseLine(h)).toBe('up');

    await server.stop();
    await expect.poll(() => databaseLine(h), { timeout: 30_000 }).toBe('down');
    // Sent while the server is away; the hub waits for it, so the server starts meanwhile.
    const during = toggle('during');
    await server.start();
    const reply = await during;
    if (reply.type === 'accepted') {
      acknowledgedSeq = seqOf(reply.stateId);
      await p1.next((f) => f.type === 'update' && f.stateId === reply.stateId);
    } else {
      expect(reply).toMatchObject({ code: 'unavailable', message: UNAVAILABLE });
    }

    await expect.poll(() => databaseLine(h), { timeout: 30_000 }).toBe('up');
    // The game goes on, on the same hub process.
    await acknowledged('after-1');
    await acknowledged('after-2');
    expect(h.child.exitCode).toBeNull();

    const verified = verifyExport(String((await api(h, 'GET', `/api/matches/${matchId}/export`)).body));
    expect(verified.problems).toEqual([]);
    expect(verified.events).toBe(acknowledgedSeq);
    await p1.close();
    await p2.close();
  });
});
