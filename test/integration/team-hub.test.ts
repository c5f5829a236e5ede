import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/match-log/canonical-json.js';
import { eventHash, genesisHash } from '../../src/match-log/hash-chain.js';
import { nodeSha256Hex } from '../../src/match-log/node-sha256.js';
import { api, startHub, type HubProcess } from '../support/hub-process.js';

/**
 * A whole Team-Format game (003 "Team-Format (fortgesetzt)") at a real hub over REST: Monika and
 * Ralph (team A) against Caro and Robert (team B), three Prize cards on each side field and three
 * on the center. The hub is SIGKILLed in the middle and resumes the game from its log; team A
 * wins with nine of its twelve Prize cards, taken on all three fields.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'mirrormat-team-hub-'));
let hub: HubProcess | undefined;

afterAll(async () => {
  await hub?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const start = {
  gameId: 'kitchen-team',
  tableId: 'kitchen',
  first: 'A',
  players: { A1: { name: 'Monika' }, A2: { name: 'Ralph' }, B1: { name: 'Caro' }, B2: { name: 'Robert' } },
};

describe('a Team-Format game at the hub', () => {
  it('runs to nine Prize cards, survives a crash, refuses a second Supporter on a field, and keeps a hash-chained log', async () => {
    hub = await startHub({ dataDir });
    const path = '/api/team-games/kitchen-team/actions';
    let seq = 0;
    const act = async (action: Record<string, unknown>) => {
      const answer = await api(hub!, 'POST', path, { ...action, seq });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      seq = answer.body.seq;
      return answer.body;
    };

    expect((await api(hub, 'POST', '/api/team-games', start, false)).status).toBe(401);
    const started = await api(hub, 'POST', '/api/team-games', start);
    expect(started.status).toBe(201);
    expect(started.body.state).toMatchObject({ phase: 'playing', turn: 1, activeTeam: 'A', left: { A1: 6, A2: 6, B1: 6, B2: 6 } });
    seq = started.body.seq;

    // Turn 1, team A: Monika plays a Supporter on the center with her seat's token; Ralph's second one there is refused (003 "Unterstützerkarten").
    const asSeat = (token: string, action: Record<string, unknown>) =>
      fetch(`${hub!.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-team-token': token }, body: JSON.stringify(action) });
    expect((await asSeat('not-a-token', { type: 'EndTurn' })).status).toBe(401);
    expect((await asSeat(started.body.tokens.B1, { type: 'EndTurn' })).status).toBe(403);
    const monika = await asSeat(started.body.tokens.A1, { type: 'PlayCard', seat: 'A1', field: 'center', kind: 'Supporter', seq });
    expect(monika.status).toBe(200);
    seq = ((await monika.json()) as { seq: number }).seq;
    const secondAnswer = await asSeat(started.body.tokens.A2, { type: 'PlayCard', seat: 'A2', field: 'center', kind: 'Supporter', seq });
    const second = { status: secondAnswer.status, body: (await secondAnswer.json()) as { error: { message: string } } };
    expect(second.status).toBe(422);
    expect(second.body.error.message).toBe(
      'field-limit: one Supporter per field per turn: the center field has had its Supporter this turn (003_8c2f2b3219c5ea3c.txt, "Team-Format (fortgesetzt), Unterstützerkarten")',
    );
    // Each side field still has its own Supporter this turn.
    await act({ type: 'PlayCard', seat: 'A2', field: 'right', kind: 'Supporter' });
    await act({ type: 'TakePrizes', field: 'left', earned: 2, takers: [{ seat: 'A1', count: 2 }] });
    await act({ type: 'EndTurn', extraTurn: false });
    // Turn 2, team B takes one on the right; then a card's extra turn is not taken (003, after the banned list).
    await act({ type: 'TakePrizes', field: 'right', earned: 1, takers: [{ seat: 'B2', count: 1 }] });
    const passed = await act({ type: 'EndTurn', extraTurn: true });
    expect(passed.state).toMatchObject({ turn: 3, activeTeam: 'A', taken: { A: 2, B: 1 } });
    const stale = await api(hub, 'POST', path, { type: 'EndTurn', seq: seq - 1 });
    expect(stale.status).toBe(409);

    await hub.kill();
    hub = await startHub({ dataDir });
    const resumed = await api(hub, 'GET', '/api/team-games/kitchen-team', undefined, false);
    expect(resumed.body).toMatchObject({ seq, state: passed.state });

    // Turn 3, team A: the center's Knock Out worth three, split by the active team; then the right field.
    await act({ type: 'TakePrizes', field: 'center', earned: 3, takers: [{ seat: 'A1', count: 1 }, { seat: 'A2', count: 2 }] });
    const eight = await act({ type: 'TakePrizes', field: 'right', earned: 3, takers: [{ seat: 'A2', count: 3 }] });
    expect(eight.state).toMatchObject({ phase: 'playing', taken: { A: 8, B: 1 } });
    const won = await act({ type: 'TakePrizes', field: 'left', earned: 1, takers: [{ seat: 'A1', count: 1 }] });
    expect(won.state).toMatchObject({ phase: 'finished', winner: 'A', taken: { A: 9, B: 1 }, left: { A1: 2, A2: 1, B1: 6, B2: 5 } });
    expect(won.game.endedAt).toEqual(expect.any(String));
    expect((await api(hub, 'POST', path, { type: 'EndTurn' })).status).toBe(409);
    expect((await api(hub, 'GET', '/api/team-games?unfinished=true', undefined, false)).body).toEqual([]);

    expect((await api(hub, 'GET', '/api/team-games/kitchen-team/log', undefined, false)).status).toBe(401);
    const log = await api(hub, 'GET', '/api/team-games/kitchen-team/log');
    const rows = (log.body as string).trim().split('\n').map((line) => JSON.parse(line));
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
    const game = won.game;
    expect(rows[0].prevHash).toBe(genesisHash({ matchId: game.gameId, tableId: game.tableId, startedAt: game.startedAt, format: 'team', profile: 'team-format/003' }, nodeSha256Hex));
    for (const [i, row] of rows.entries()) {
      if (i > 0) expect(row.prevHash).toBe(rows[i - 1].hash);
      expect(row.hash).toBe(eventHash(row.prevHash, row.seq, row.actor, row.at, canonicalJson(row.event), nodeSha256Hex));
    }
    expect(rows.find((r) => r.event.type === 'TurnEnded' && r.event.extraTurnSuppressed)).toMatchObject({ event: { team: 'B' } });
    expect(rows.find((r) => r.event.type === 'CardPlayed')).toMatchObject({ actor: 'seat:A1', event: { seat: 'A1', field: 'center', kind: 'Supporter' } });
    expect(rows.at(-1).event).toEqual({ type: 'TeamWon', team: 'A', reason: 'took 9 of its 12 Prize cards' });
  });
});
