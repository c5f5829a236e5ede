import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyExport } from '../../src/match-log/verify-export.js';
import type { MatchRecord } from '../../src/match-log/match-log.port.js';
import type { MatchSummary, ServerMessage } from '../../src/protocol/index.js';
import type { GameView, Seat } from '../../src/rules/index.js';
import { startMatch, viewWhere, type StartedMatch } from '../browser/game-flow.js';
import { adminFetch, SeatClient } from '../browser/seat-client.js';
import { repoRoot, startHub, type HubProcess } from '../support/hub-process.js';

/**
 * The commonest judge call: an illegal Knock Out ended the game, and the judge puts it back. Through
 * the real hub: the game ends, the judge restores over the WebSocket, the match runs again (listed as
 * unfinished with the restore note), survives a SIGKILL of the hub, plays on, and its export, which
 * holds both the end and the restore, verifies with `matchlog verify`.
 */
const JUDGE = { role: 'judge', name: 'Demo Judge', pin: '0000' } as const;
const REASON = 'the Knock Out was miscounted: Froakie had taken 30 damage, not 300';

describe("a judge's restore of a game an illegal Knock Out ended", () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mirrormat-restore-finished-'));
  let hub: HubProcess;
  let match: StartedMatch;
  let judge: SeatClient;
  let first: Seat;
  let second: Seat;
  let matchId: string;
  let endSeq: number;

  const summary = (c: SeatClient): MatchSummary | null => {
    const frames = (c as unknown as { messages: ServerMessage[] }).messages;
    for (let i = frames.length - 1; i >= 0; i--) {
      const f = frames[i]!;
      if (f.type === 'snapshot' || f.type === 'update') return f.match;
    }
    return null;
  };
  const summaryWhere = async (c: SeatClient, test: (m: MatchSummary) => boolean): Promise<MatchSummary> => {
    await c.until((f) => (f.type === 'snapshot' || f.type === 'update') && f.match !== null && test(f.match));
    return summary(c)!;
  };
  const listed = async (query: string): Promise<MatchRecord[]> => (await (await adminFetch(hub, `/api/matches${query}`)).json()) as MatchRecord[];

  beforeAll(async () => {
    hub = await startHub({ dataDir });
    match = await startMatch(hub);
    const tossed = await viewWhere(match.seats.p1, (v) => v.stage === 'choose-first');
    first = tossed.tossWinner!;
    second = first === 'p1' ? 'p2' : 'p1';
    await match.seats[first].mustAccept({ type: 'ChooseFirstPlayer', player: first, first });
    await match.seats[first].mustAccept({ type: 'PlaceActive', player: first, card: 'xy0-26' });
    await match.seats[second].mustAccept({ type: 'PlaceActive', player: second, card: 'xy0-12' });
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

  it('the miscounted Knock Out of the only Pokémon ends the game', async () => {
    const target = (await viewWhere(match.seats[first], (v) => v.players[second].active !== null)).players[second].active!.id;
    await match.seats[first].mustAccept({
      type: 'Adjust',
      player: first,
      reason: 'attack text: 30 damage counters',
      action: { kind: 'put-damage-counters', target, counters: 30 },
    });
    // The opponent confirms an adjustment of their side (#14 item 14).
    await match.seats[second].mustAccept({ type: 'AnswerAdjustment', player: second, accept: true });
    const ended = await summaryWhere(judge, (m) => m.finished);
    expect(ended.endedAt).toEqual(expect.any(String));
    endSeq = ended.seq;
    expect((await viewWhere(judge, (v) => v.stage === 'finished')).players[second].active).toBeNull();
    expect(await listed('?unfinished=true')).toEqual([]);
  });

  it('a player cannot reopen it; the judge restores the last legal state over the WebSocket and the match runs again', async () => {
    expect(await match.seats[second].restore({ kind: 'last-legal' }, 'I want my Froakie back')).toMatchObject({ type: 'error', code: 'forbidden' });
    const reply = await judge.restore({ kind: 'last-legal' }, REASON);
    expect(reply.type).toBe('accepted');

    const reopened = await summaryWhere(match.seats[first], (m) => !m.finished);
    expect(reopened.endedAt).toBeUndefined();
    expect(reopened.seq).toBe(endSeq + 1);
    expect(reopened.restore).toMatchObject({ judge: 'Demo Judge', reason: REASON, seq: endSeq + 1 });
    const view = await viewWhere(match.seats[second], (v) => v.stage !== 'finished' && v.players[second].active !== null);
    expect(view.players[second].active).toMatchObject({ damage: 0 });
    expect(view.turn?.player).toBe(first);

    const running = await listed('?unfinished=true');
    expect(running).toEqual([
      expect.objectContaining({ matchId, reopenings: [expect.objectContaining({ judge: 'Demo Judge', reason: REASON, seq: endSeq + 1, endedAt: expect.any(String) })] }),
    ]);
    expect(running[0]?.endedAt).toBeUndefined();
  });

  it('survives kill -9: the hub resumes the reopened game, the players play on, and the export with the end and the restore verifies', async () => {
    const before = (await viewWhere(judge, (v) => v.stage !== 'finished')) as GameView;
    match.close();
    judge.close();
    await hub.kill();

    hub = await startHub({ dataDir });
    judge = await SeatClient.signIn(hub, 'demo', JUDGE);
    expect(summary(judge)).toMatchObject({ matchId, finished: false, seq: endSeq + 1, restore: { judge: 'Demo Judge', reason: REASON } });
    const resumed = judge.latestView() as GameView;
    expect(resumed.players).toEqual(before.players);
    expect(resumed.turn).toEqual(before.turn);

    // The reopened game is a game like any other: the player at turn ends it, and the turn passes on.
    const player = await SeatClient.join(hub, 'demo', match.codes[first]);
    try {
      await player.mustAccept({ type: 'EndTurn', player: first });
      expect((await viewWhere(judge, (v) => v.turn?.player === second)).stage).not.toBe('finished');
    } finally {
      player.close();
    }

    const exported = await (await adminFetch(hub, `/api/matches/${matchId}/export`)).text();
    const verified = verifyExport(exported);
    expect(verified.problems).toEqual([]);
    expect(verified.header?.match.endedAt).toBeUndefined();
    expect(verified.header?.match.reopenings).toEqual([expect.objectContaining({ judge: 'Demo Judge', reason: REASON, seq: endSeq + 1 })]);
    const types = exported
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => (JSON.parse(line) as { event: { type: string } }).event.type);
    // The end stays, the restore that undid it follows, and the game goes on after both.
    expect(types.slice(endSeq - 1, endSeq + 1)).toEqual(['GameWon', 'JudgeRestored']);
    expect(types.length).toBeGreaterThan(endSeq + 1);
    const file = join(dataDir, 'export.jsonl');
    writeFileSync(file, exported);
    const cli = spawnSync(process.execPath, [join(repoRoot(), 'dist/cli/matchlog.js'), 'verify', file, '--hash', verified.header!.lastHash], { encoding: 'utf8' });
    expect(cli.stderr).toBe('');
    expect(cli.status).toBe(0);
  }, 60_000);
});
