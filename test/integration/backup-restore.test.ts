import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyExport } from '../../src/match-log/verify-export.js';
import { api, repoRoot, startHub, type HubProcess } from '../support/hub-process.js';
import { latest, seqOf, startGameToSetup } from '../support/seated-game.js';

/**
 * Issue 17, item 7: `npm run backup` while a game is being played on a running hub, then
 * `npm run restore` of each backup into a fresh data directory; every backup and every restore
 * reads its copy back and verifies every match's hash chain, and a hub started on a restored
 * directory resumes the match as far as the backup had it.
 */
const run = promisify(execFile);
const CLI = join(repoRoot(), 'dist', 'cli', 'backup.js');
const BACKUPS = 5;
const TOGGLES_BETWEEN = 20;

const dir = mkdtempSync(join(tmpdir(), 'mirrormat-backup-it-'));
const hubs: HubProcess[] = [];

afterAll(async () => {
  await Promise.all(hubs.map((h) => h.stop()));
  rmSync(dir, { recursive: true, force: true });
});

const countsOf = (stdout: string) => /(\d+) match\(es\), (\d+) event\(s\), every hash chain holds/.exec(stdout)?.slice(1).map(Number);

describe('backup while a game is played, restore into a fresh data directory', () => {
  it('every backup and every restore verifies every chain; a hub on a restored directory resumes the match', { timeout: 180_000 }, async () => {
    const dataDir = join(dir, 'live');
    const hub = await startHub({ dataDir });
    hubs.push(hub);
    const { matchId, p1, p2 } = await startGameToSetup(hub);

    // The game goes on (Poison on and off p1's Active Pokémon) while each backup is taken.
    const backups: { file: string; events: number }[] = [];
    for (let b = 0; b < BACKUPS; b++) {
      const { stateId, view } = latest(p1);
      const target: string = view.players.p1.active.id;
      let poisoned: boolean = view.players.p1.active.poisoned;
      const base = seqOf(stateId);
      const file = join(dir, 'backups', `b${b}.db`);
      const backup = run(process.execPath, [CLI, 'backup', '--db', join(dataDir, 'mirrormat.db'), '--out', file]);
      for (let i = 0; i < TOGGLES_BETWEEN; i++) {
        const action = { kind: poisoned ? 'clear-condition' : 'set-condition', target, condition: 'Poisoned' };
        p1.send({ id: `t${b}.${i}`, type: 'command', stateId: `${matchId}:${base + i * 2}`, command: { type: 'Adjust', player: 'p1', reason: 'backup test', action } });
        poisoned = !poisoned;
      }
      const { stdout } = await backup;
      const [matches, events] = countsOf(stdout) ?? [];
      expect(matches).toBe(1);
      backups.push({ file, events: events ?? -1 });
      // Every toggle is two events; the next round starts from the state they led to.
      await p1.next((f) => f.type === 'update' && seqOf(String(f.stateId)) === base + TOGGLES_BETWEEN * 2);
    }
    // The backups were taken at different points of the game.
    expect(new Set(backups.map((b) => b.events)).size).toBeGreaterThan(1);

    for (const [i, backup] of backups.entries()) {
      const fresh = join(dir, `restored-${i}`);
      const { stdout } = await run(process.execPath, [CLI, 'restore', backup.file, '--data-dir', fresh]);
      expect(countsOf(stdout)).toEqual([1, backup.events]);
    }
    // Restoring over the live directory is refused, whatever the backup.
    const refused = await run(process.execPath, [CLI, 'restore', backups[0]!.file, '--data-dir', dataDir]).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toMatch(/restore refuses to overwrite a database/);

    const last = backups.at(-1)!;
    const resumed = await startHub({ dataDir: join(dir, `restored-${backups.length - 1}`) });
    hubs.push(resumed);
    const exported = await api(resumed, 'GET', `/api/matches/${matchId}/export`);
    const verified = verifyExport(String(exported.body));
    expect(verified.problems).toEqual([]);
    expect(verified.events).toBe(last.events);
    await p1.close();
    await p2.close();
  });
});
