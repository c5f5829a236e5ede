import fc from 'fast-check';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE, openDatabase } from '../../src/database/open-database.js';
import { SqliteMatchLog } from '../../src/match-log/sqlite-match-log.js';
import { serverMessageSchema } from '../../src/protocol/index.js';
import type { GameState, InPlayPokemon, Seat } from '../../src/rules/index.js';
import { randomGameArbitrary } from '../../src/rules/testing/arbitraries.js';
import { api, connectClient, startHub, type HubClient, type HubProcess } from '../support/hub-process.js';

/**
 * Property: whatever the state of a game, the frames a spectator or the opponent receives carry
 * no hidden information: no known hand card and no face-down Pokémon of the other seat.
 * Random legal games (the rules engine's arbitraries) are written into a match log, one table
 * each; a real hub resumes them all, and every viewer's snapshot is checked.
 */
const GAMES = 24;
const SEATS: readonly Seat[] = ['p1', 'p2'];

const dir = mkdtempSync(join(tmpdir(), 'mirrormat-hidden-'));
const dataDir = join(dir, 'data');
const games = fc.sample(randomGameArbitrary(90), { numRuns: GAMES, seed: 20261122 });
let hub: HubProcess;
const clients: HubClient[] = [];

beforeAll(async () => {
  const db = openDatabase(join(dataDir, DATABASE_FILE));
  const log = SqliteMatchLog.open(db);
  games.forEach((game, i) => {
    log.createMatch({ matchId: `random-${i}`, tableId: `t${i}`, startedAt: new Date().toISOString(), profile: 'sv', format: 'standard' });
    log.append(`random-${i}`, 0, 'test', game.events);
  });
  db.close();
  // No software flips: a pending coin prompt stays pending, so the hub shows exactly these states.
  const tables = games.map((_, i) => `  - { id: t${i}, name: Table ${i}, allowSoftwareFlips: false }`).join('\n');
  const config = join(dir, 'mirrormat.yaml');
  writeFileSync(
    config,
    `http: { host: 127.0.0.1, port: 0 }\nmqtt: { mode: embedded, host: 127.0.0.1 }\nauth: { adminToken: hidden-info-admin-token, judges: [] }\npcsc: { enabled: false }\ntables:\n${tables}\n`,
  );
  hub = await startHub({ config, dataDir, adminToken: 'hidden-info-admin-token' });
}, 120_000);

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await hub?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function snapshotFor(table: string, code?: string): Promise<Record<string, any>> {
  const c = await connectClient(`${hub.wsUrl}?table=${table}`);
  clients.push(c);
  if (code === undefined) return c.next((f) => f.type === 'snapshot');
  c.send({ id: 'hello', type: 'hello', auth: { role: 'player', table, code } });
  return c.next((f) => f.type === 'snapshot' && f.replyTo === 'hello');
}

/** What of `seat`'s cards only that seat (and a judge) may see: known hand cards, and face-down Pokémon with their place. */
function secretsOf(state: GameState, seat: Seat): { uids: string[]; faceDown: { mon: InPlayPokemon; place: string }[] } {
  const player = state.players[seat];
  const placed = [
    { mon: player.active, place: 'active' },
    ...player.bench.map((mon, i) => ({ mon, place: `bench.${i + 1}` })),
  ].filter((p): p is { mon: InPlayPokemon; place: string } => p.mon !== null);
  return { uids: player.hand.known.map((card) => card.uid), faceDown: placed.filter((p) => p.mon.faceDown) };
}

describe('hidden information over the WebSocket', () => {
  it('never reaches a spectator or the opponent, in any state of a random game', { timeout: 120_000 }, async () => {
    let secretsChecked = 0;
    for (const [i, game] of games.entries()) {
      const table = `t${i}`;
      const codes: Record<Seat, string> = (await api(hub, 'GET', `/api/tables/${table}/join-codes`)).body;
      const frames: Record<'spectator' | Seat, Record<string, any>> = {
        spectator: await snapshotFor(table),
        p1: await snapshotFor(table, codes.p1),
        p2: await snapshotFor(table, codes.p2),
      };
      for (const frame of Object.values(frames)) {
        expect(serverMessageSchema.safeParse(frame).success).toBe(true);
        expect(frame.match.seq).toBe(game.events.length);
      }
      for (const seat of SEATS) {
        const secrets = secretsOf(game.final, seat);
        const outsiders = [frames.spectator, frames[seat === 'p1' ? 'p2' : 'p1']];
        for (const frame of outsiders) {
          const text = JSON.stringify(frame);
          const mine = frame.view.players[seat];
          expect(mine.hand.known).toBeNull();
          for (const uid of secrets.uids) expect(text).not.toContain(JSON.stringify(uid));
          for (const { mon, place } of secrets.faceDown) {
            const shown = place === 'active' ? mine.active : mine.bench[Number(place.slice('bench.'.length)) - 1];
            // Named by its place: its id is its tag UID, which would name the card to whoever saw the tag face up.
            expect(shown).toEqual({ id: `hidden:${seat}:${place}`, owner: seat, faceDown: true, hidden: true });
            expect(text).not.toContain(JSON.stringify(mon.id));
            expect(text).not.toContain(JSON.stringify(mon.stack));
          }
          secretsChecked += secrets.uids.length + secrets.faceDown.length;
        }
        // The seat itself sees its own cards.
        expect(frames[seat].view.players[seat].hand.known).toEqual(game.final.players[seat].hand.known);
      }
    }
    // The property is not vacuous: the random games did hide something.
    expect(secretsChecked).toBeGreaterThan(0);
  });
});
