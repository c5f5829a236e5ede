/**
 * The engine on real games (issue 12 §7, "Measure"): every TCG Live log of
 * ../shared/battle-logs (English, German, Spanish, Italian, Brazilian Portuguese) and of
 * test/fixtures/battle-logs (English, 2025–2026 decks), parsed
 * and replayed through the importer (src/battle-log). Per game and in all:
 * commands fed, refusals of logged legal plays (by rule), attacks whose engine damage equals the log's,
 * Knock Outs the engine made from its own damage, Prize cards and winner against the log; and the time to
 * parse and replay a game.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedCardPool } from '../src/battle-log/card-pool.js';
import { CardResolver, parseBattleLog, replayBattleLog } from '../src/battle-log/index.js';
import { repoRoot } from '../src/catalogue/source-paths.js';
import { decide, initialState, type Command } from '../src/rules/index.js';

/**
 * `decide` on real decks: the commands the importer fed for these games, decided again from the start, CPU time of
 * this process (the machine is shared), warmed up first; the fastest pass and the median of 15.
 */
function decideSpeed(games: readonly (readonly Command[])[]): { commands: number; commandsPerSecondCpuBest: number; commandsPerSecondCpuMedian: number } {
  const commands = games.reduce((n, g) => n + g.length, 0);
  const pass = (): number => {
    const c0 = process.cpuUsage();
    for (const game of games) {
      let state = initialState;
      for (const command of game) {
        const d = decide(state, command);
        if (!d.ok) throw new Error(`a real game diverged on ${command.type}: ${d.violation.code}`);
        state = d.state;
      }
    }
    const c = process.cpuUsage(c0);
    return (c.user + c.system) / 1000;
  };
  for (let i = 0; i < 10; i++) pass();
  const ms = Array.from({ length: 15 }, pass).sort((a, b) => a - b);
  const perSecond = (t: number): number => Math.round(commands / (t / 1000));
  return { commands, commandsPerSecondCpuBest: perSecond(ms[0] as number), commandsPerSecondCpuMedian: perSecond(ms[7] as number) };
}

export default async function (): Promise<Record<string, unknown>> {
  // The shared games, named as before, then the project's own, named by their path in the repository.
  const logsIn = (dir: string, prefix: string): { file: string; path: string }[] =>
    readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) => readdirSync(join(dir, d.name)).filter((f) => f.endsWith('.txt')).map((f) => ({ file: `${prefix}${d.name}/${f}`, path: join(dir, d.name, f) })))
      .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const files = [...logsIn(join(repoRoot(), '..', 'shared', 'battle-logs'), ''), ...logsIn(join(repoRoot(), 'test', 'fixtures', 'battle-logs'), 'test/fixtures/battle-logs/')];
  const pool = await sharedCardPool();
  const games: Record<string, unknown>[] = [];
  const causes = new Map<string, number>();
  const sum = { actionsFed: 0, refusals: 0, attacks: 0, attacksEqual: 0, knockOutsLogged: 0, knockOutsFound: 0, knockOutsNotInLog: 0, winnerEqual: 0, prizesEqual: 0, replayed: 0 };
  let ms = 0;
  const taken: (readonly Command[])[] = [];
  for (const { file, path } of files) {
    const text = readFileSync(path, 'utf8');
    const t0 = performance.now();
    const log = parseBattleLog(text);
    const r = replayBattleLog(log, new CardResolver(pool, log.language), file);
    ms += performance.now() - t0;
    taken.push(r.commands);
    for (const x of r.refusals) causes.set(x.code, (causes.get(x.code) ?? 0) + 1);
    const prizesEqual = r.prizes.log.p1 === r.prizes.engine.p1 && r.prizes.log.p2 === r.prizes.engine.p2;
    sum.replayed += 1;
    sum.actionsFed += r.actionsFed;
    sum.refusals += r.refusals.length;
    sum.attacks += r.attacks.length;
    sum.attacksEqual += r.attacksEqual;
    sum.knockOutsLogged += r.knockOuts.logged;
    sum.knockOutsFound += r.knockOuts.foundByEngine;
    sum.knockOutsNotInLog += r.knockOuts.notInLog;
    sum.winnerEqual += r.winner.log === r.winner.engine ? 1 : 0;
    sum.prizesEqual += prizesEqual ? 1 : 0;
    games.push({
      file,
      language: log.language,
      lines: log.lines,
      actionsFed: r.actionsFed,
      refusals: r.refusals.map((x) => `line ${x.line} ${x.command}: ${x.code}`),
      attacks: r.attacks.length,
      attacksEqual: r.attacksEqual,
      knockOuts: r.knockOuts,
      prizes: r.prizes,
      winner: r.winner,
      handTopUps: r.handTopUps,
      coinsAssumed: r.coinsAssumed,
      unresolvedCards: r.unresolvedCards,
    });
  }
  return {
    total: sum,
    refusalsByRule: Object.fromEntries([...causes].sort((a, b) => b[1] - a[1])),
    msPerGameParseAndReplay: Number((ms / Math.max(1, sum.replayed)).toFixed(1)),
    decideOnTheseGames: decideSpeed(taken),
    games,
  };
}
