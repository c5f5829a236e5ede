/**
 * A TCG Live battle log replayed through the rules engine, for a judge, a streamer or a player reviewing a game:
 *   node dist/cli/battle-log.js <log.txt | -> [--cards <dir>] [--lines]
 * Prints JSON: the game's figures (commands fed, the plays the engine refused with their rule, attack damage and
 * Knock Outs against the log, Prize cards and winner) and, with --lines, every line not fed and why.
 * --cards: a directory laid out like ../shared/cards (pokemon-tcg-data/ and i18n/); ../shared/cards by default.
 * Exit codes: 0 replayed, 1 not a log Mirrormat reads, 2 bad usage.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadCardPool } from '../battle-log/card-pool.js';
import { BattleLogError, CardResolver, parseBattleLog, replayBattleLog } from '../battle-log/index.js';
import { sharedCardsDir } from '../catalogue/source-paths.js';

const USAGE = 'usage: battle-log <log.txt | -> [--cards <dir>] [--lines]';

async function main(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: { cards: { type: 'string' }, lines: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  const [file] = positionals;
  if (values.help || file === undefined) {
    process.stdout.write(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  const log = parseBattleLog(readFileSync(file === '-' ? 0 : file, 'utf8'));
  const report: Record<string, unknown> = { language: log.language, players: log.players, lines: log.lines, result: log.result, unread: log.unread };
  const pool = await loadCardPool(values.cards ?? sharedCardsDir());
  // The engine's final state is left out of the print: the figures and the count of its events say the game.
  const { events, state: _final, trace: _trace, skipped, ...figures } = replayBattleLog(log, new CardResolver(pool, log.language), file);
  Object.assign(report, figures, values.lines ? { skipped } : {}, { events: events.length });
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof BattleLogError) {
      process.stderr.write(`battle-log: ${error.message}\n`);
      process.exit(1);
    }
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`battle-log: ${error.message}\n${USAGE}\n`);
      process.exit(2);
    }
    throw error;
  },
);
