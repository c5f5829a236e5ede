import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyExport } from '../../src/match-log/verify-export.js';
import type { MatchSummary, ServerMessage } from '../../src/protocol/index.js';
import type { GameView, Seat } from '../../src/rules/index.js';
import { startMatch, viewWhere, type StartedMatch } from '../browser/game-flow.js';
import { adminFetch, SeatClient } from '../browser/seat-client.js';
import { repoRoot, startHub, type HubProcess } from '../support/hub-process.js';

/**
 * A judge's "undo to the last legal state" through the real hub: over the judge's WebSocket session
 * and the organiser's REST route, logged append-only, surviving a SIGKILL of the hub, and the export
 * still verifies with `matchlog verify`.
 */
const JUDGE = { role: 'judge', name: 'Demo Judge', pin: '0000' } as const;

describe("a judge's restore", () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mirrormat-restore-'));
  let hub: HubProcess;
  let match: StartedMatch;
  let judge: SeatClient;
  let first: Seat;
  let matchId: string;

  const summary = (c: SeatClient): MatchSummary | null => {
    const frames = (c as unknown as { messages: ServerMessage[] }).messages;
    for (let i = frames.length - 1; i >= 0; i--) {
      const f = frames[i]!;
      if (f.type === 'snapshot' || f.type === 'update') return f.match;
    }
    return null;
  };

  beforeAll(async () => {
    hub = await startHub({ dataDir });
    match = await startMatch(hub);
    const tossed = await viewWhere(match.seats.p1, (v) => v.stage === 'choose-first');
    first = tossed.tossWinner!;
    const second: Seat = first === 'p1' ? 'p2' : 'p1';
    await match.seats[first].mustAccept({ type: 'ChooseFirstPlayer', player: first, first });
    await match.seats[first].mustAccept({ type: 'PlaceActive', player: first, card: 'xy0-26' });
    await match.seats[second].mustAccept({ type: 'PlaceActive', player: second, card: 'xy0-27' });
    await match.seats[first].mustAccept({ type: 'FinishSetup', player: first });
    await match.seats[second].mustAccept({ type: 'FinishSetup', player: second });
    await viewWhere(match.seats[first], (v) => v.turn?.number === 1);
    judge = await SeatClient.signIn(hub, 'demo', JUDGE);
    matchId = summary(judge)!.matchId;
  }, 60_000);

  afterAll(async () => {
    match?.close();
    judge?.close();
    await hub?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('undoes the latest play: the Benched Pokémon is gone, the restore is logged with the judge and the reason', async () => {
    const before = (await viewWhere(match.seats[first], () => true)).players[first];
    await match.seats[first].mustAccept({ type: 'PlayToBench', player: first, card: 'xy0-12' });
    await viewWhere(judge, (v) => v.players[first].bench.length === 1);
    const seqBefore = summary(judge)!.seq;

    const reply = await judge.restore({ kind: 'last-legal' }, 'the mirror read a Froakie that was never played');
    expect(reply.type).toBe('accepted');
    const view = await viewWhere(match.seats[first], (v) => v.players[first].bench.length === 0);
    expect(view.players[first].hand.count).toBe(before.hand.count);
    const after = summary(match.seats[first])!;
    expect(after.seq).toBeGreaterThan(seqBefore);
    expect(after.restore).toMatchObject({ judge: 'Demo Judge', reason: 'the mirror read a Froakie that was never played', toSeq: seqBefore - 1 });
  });

  it('refuses a restore to a point that is not in the past, and a player asking for one', async () => {
    const ahead = await judge.restore({ kind: 'seq', seq: summary(judge)!.seq + 3 }, 'too far');
    expect(ahead).toMatchObject({ type: 'error', code: 'invalid-command' });
    const player = await match.seats[first].restore({ kind: 'last-legal' }, 'I want my turn back');
    expect(player).toMatchObject({ type: 'error', code: 'forbidden' });
  });

  it('refuses a restore without a reason, over the WebSocket and over REST, and says why', async () => {
    const blank = await judge.restore({ kind: 'last-legal' }, '   ');
    expect(blank).toMatchObject({ type: 'error', code: 'invalid-message', message: expect.stringContaining('reason') });
    const rest = await adminFetch(hub, '/api/tables/demo/match/restore', { stateId: judge.stateId, to: { kind: 'last-legal' }, reason: '', judge: 'Desk Judge' });
    expect(rest.status).toBe(400);
    expect(JSON.stringify(await rest.json())).toContain('reason');
  });

  it('is in the OpenAPI document with the body it validates', async () => {
    const doc = (await (await fetch(`${hub.url}/api/openapi.json`)).json()) as { paths: Record<string, { post?: { requestBody?: { content: Record<string, { schema: { required?: string[] } }> } } }> };
    const body = doc.paths['/api/tables/{tableId}/match/restore']?.post?.requestBody?.content['application/json']?.schema;
    expect(body?.required).toEqual(expect.arrayContaining(['stateId', 'to', 'reason', 'judge']));
  });

  it('the organiser restores over REST for a judge at the desk, to a chosen log entry', async () => {
    await match.seats[first].mustAccept({ type: 'PlayToBench', player: first, card: 'xy0-12' });
    await match.seats[first].mustAccept({ type: 'PlayToBench', player: first, card: 'xy0-26' });
    const seqWithOne = (await viewWhere(judge, (v) => v.players[first].bench.length === 2)).version - 1;
    const stateId = judge.stateId;
    const response = await adminFetch(hub, '/api/tables/demo/match/restore', { stateId, to: { kind: 'seq', seq: seqWithOne }, reason: 'Snorlax was a misread', judge: 'Desk Judge' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true });
    const view = await viewWhere(judge, (v) => v.players[first].bench.length === 1);
    expect(view.players[first].bench[0]).toMatchObject({ stack: [expect.objectContaining({ def: expect.objectContaining({ name: 'Froakie' }) })] });
    const stale = await adminFetch(hub, '/api/tables/demo/match/restore', { stateId, to: { kind: 'last-legal' }, reason: 'again', judge: 'Desk Judge' });
    expect(stale.status).toBe(409);
  });

  it('survives kill -9: the resumed hub holds the restored game, and the export verifies with matchlog verify', async () => {
    const restored = (await viewWhere(judge, (v) => v.players[first].bench.length === 1)) as GameView;
    const seq = summary(judge)!.seq;
    match.close();
    judge.close();
    await hub.kill();

    hub = await startHub({ dataDir });
    judge = await SeatClient.signIn(hub, 'demo', JUDGE);
    const resumed = judge.latestView() as GameView;
    expect(summary(judge)).toMatchObject({ matchId, seq, restore: { judge: 'Desk Judge', reason: 'Snorlax was a misread' } });
    expect(resumed.players).toEqual(restored.players);
    expect(resumed.turn).toEqual(restored.turn);

    const exported = await (await adminFetch(hub, `/api/matches/${matchId}/export`)).text();
    const verified = verifyExport(exported);
    expect(verified.problems).toEqual([]);
    const restores = exported.split('\n').filter((line) => line.includes('"type":"JudgeRestored"'));
    expect(restores).toHaveLength(2);
    const file = join(dataDir, 'export.jsonl');
    writeFileSync(file, exported);
    const cli = spawnSync(process.execPath, [join(repoRoot(), 'dist/cli/matchlog.js'), 'verify', file, '--hash', verified.header!.lastHash], { encoding: 'utf8' });
    expect(cli.stderr).toBe('');
    expect(cli.status).toBe(0);
  }, 60_000);
});
