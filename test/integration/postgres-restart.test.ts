import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyExport } from '../../src/match-log/verify-export.js';
import { api, connectClient, startHub, type HubClient, type HubProcess } from '../support/hub-process.js';
import { PostgresServer } from '../support/postgres-server.js';

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

async function join(h: HubProcess, code: string): Promise<HubClient> {
  const c = await connectClient(`${h.wsUrl}?table=demo`);
  c.send({ id: 'hello', type: 'hello', auth: { role: 'player', table: 'demo', code } });
  await c.next((f) => f.type === 'snapshot' && f.replyTo === 'hello');
  return c;
}

function latest(c: HubClient): { stateId: string; view: any } {
  return c.frames.filter((f) => f.type === 'snapshot' || f.type === 'update').at(-1) as { stateId: string; view: any };
}

function seqOf(stateId: string): number {
  return Number(stateId.slice(stateId.lastIndexOf(':') + 1));
}

async function databaseLine(h: HubProcess): Promise<string | undefined> {
  const report = (await api(h, 'GET', '/health')).body as { components: { kind: string; name: string; status: string }[] };
  return report.components.find((line) => line.kind === 'database' && line.name.startsWith('postgres'))?.status;
}

describe('a PostgreSQL restart mid-game', () => {
  it('the hub waits and resumes: the command sent meanwhile is accepted or refused in one sentence, nothing acknowledged is lost', { timeout: 180_000 }, async () => {
    hub = await startHub({ env: { MIRRORMAT__DATABASE__URL: await server.createDatabase('restart') }, timeoutMs: 60_000 });
    const h = hub;
    const matchId: string = (await api(h, 'POST', '/api/tables/demo/match', { players: [{ name: 'Ash' }, { name: 'Misty' }] })).body.matchId;
    const codes: { p1: string; p2: string } = (await api(h, 'GET', '/api/tables/demo/join-codes')).body;
    const p1 = await join(h, codes.p1);
    const p2 = await join(h, codes.p2);

    // Through the toss to the setup: p1 places its Active Pokémon.
    await p1.next((f) => (f.type === 'update' || f.type === 'snapshot') && f.view.prompts[0]?.kind === 'choose-first-player');
    const winner: 'p1' | 'p2' = latest(p1).view.prompts[0].player;
    const chooser = winner === 'p1' ? p1 : p2;
    await chooser.next((f) => (f.type === 'update' || f.type === 'snapshot') && f.view.prompts[0]?.kind === 'choose-first-player');
    chooser.send({ id: 'choose', type: 'command', stateId: latest(chooser).stateId, command: { type: 'ChooseFirstPlayer', player: winner, first: 'p1' } });
    await chooser.next((f) => f.replyTo === 'choose' && f.type === 'accepted');
    await p1.next((f) => f.type === 'update' && f.view.stage === 'placing');
    p1.send({ id: 'place', type: 'command', stateId: latest(p1).stateId, command: { type: 'PlaceActive', player: 'p1', card: 'xy0-3' } });
    await p1.next((f) => f.replyTo === 'place' && f.type === 'accepted');
    await p1.next((f) => f.type === 'update' && f.view.players.p1.active);

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
