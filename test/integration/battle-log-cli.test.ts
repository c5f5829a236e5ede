import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { ASH_VS_MISTY_SETUP } from '../../src/battle-log/testing.js';

/**
 * node dist/cli/battle-log.js: a TCG Live battle log replayed from the command line, as a judge or streamer runs
 * it (../shared/battle-logs/kagd/battle.txt from kagd/pokemon-tcg-battle-replay, ISC).
 */
const repo = fileURLToPath(new URL('../..', import.meta.url));
const cli = join(repo, 'dist/cli/battle-log.js');
const kagd = join(repo, '..', 'shared', 'battle-logs', 'kagd', 'battle.txt');

beforeAll(() => {
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run npm run build first (npm test does)`);
});

function run(args: string[], input?: string) {
  const result = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', input, env: { PATH: process.env.PATH ?? '' } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('battle-log', () => {
  it('replays a log file and prints its figures: kagd to its end, with the log\'s winner and no refused line', () => {
    const result = run([kagd]);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as { winner: unknown; refusals: { line: number; code: string; ref: { file: string } }[]; lines: unknown };
    expect(report.lines).toEqual({ total: 239, read: 239 });
    expect(report.winner).toEqual({ log: 'p2', engine: 'p2' });
    expect(report.refusals).toEqual([]);
  });

  it('prints a refused line with the rule and rulebook section: a second Energy attached in one turn', () => {
    const log = [
      ...ASH_VS_MISTY_SETUP,
      'Ash played Zapdos to the Active Spot.',
      'Misty played Mimikyu to the Active Spot.',
      "Turn # 1 - Ash's Turn",
      'Ash drew a card.',
      'Ash attached Basic Lightning Energy to Zapdos in the Active Spot.',
      'Ash attached Basic Lightning Energy to Zapdos in the Active Spot.',
      'Ash ended their turn.',
    ].join('\n');
    const result = run(['-'], log);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as { refusals: { line: number; code: string; ref: { file: string } }[] };
    expect(report.refusals).toHaveLength(1);
    expect(report.refusals[0]).toMatchObject({ line: 12 });
    expect(report.refusals[0]?.ref.file).toMatch(/^000/);
  });

  it('reads the log from standard input with "-"', () => {
    const result = run(['-'], readFileSync(kagd, 'utf8'));
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ players: ['Shinwrld', 'gklinsing'] });
  });

  it('refuses text that is not a battle log with exit code 1, and bad usage with 2', () => {
    expect(run(['-'], 'Hello there')).toMatchObject({ code: 1, stdout: '' });
    expect(run(['--bogus'])).toMatchObject({ code: 2 });
    expect(run([])).toMatchObject({ code: 2 });
  });
});
