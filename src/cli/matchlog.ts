/**
 * Match-log tools for stores and judges:
 *   node dist/cli/matchlog.js list [--unfinished] [--table <id>] [--db <file>]
 *   node dist/cli/matchlog.js export <matchId> [--out <file.jsonl>] [--db <file>]
 *   node dist/cli/matchlog.js verify <file.jsonl> [--hash <the match's last hash, as the hub shows it>]
 * The database is --db, else <dataDir>/mirrormat.db of the config the hub would load
 * (--config, MIRRORMAT_CONFIG, ./mirrormat.yaml). It is opened read-only: this is safe while
 * the hub runs. Exit codes: 0 ok, 1 verification failed or match not found, 2 bad usage.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError } from '../config/config-error.js';
import { loadConfig } from '../config/config.loader.js';
import { DATABASE_FILE, openDatabase } from '../database/open-database.js';
import { MatchLogError } from '../match-log/match-log.errors.js';
import { nodeSha256Hex } from '../match-log/node-sha256.js';
import { SqliteMatchLog } from '../match-log/sqlite-match-log.js';
import { verifyExport } from '../match-log/verify-export.js';

const USAGE = `usage:
  matchlog list [--unfinished] [--table <id>] [--db <file>] [--config <file>]
  matchlog export <matchId> [--out <file.jsonl>] [--db <file>] [--config <file>]
  matchlog verify <file.jsonl | -> [--hash <last hash the hub shows>]`;

class UsageError extends Error {}

function main(argv: readonly string[]): number {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      db: { type: 'string' },
      config: { type: 'string' },
      out: { type: 'string' },
      hash: { type: 'string' },
      table: { type: 'string' },
      unfinished: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, argument] = positionals;
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  switch (command) {
    case 'verify':
      if (argument === undefined) throw new UsageError('verify needs a file: matchlog verify <file.jsonl>');
      return verify(argument, values.hash);
    case 'export': {
      if (argument === undefined) throw new UsageError('export needs a match id: matchlog export <matchId>');
      const lines = withLog(values, (log) => log.exportLines(argument));
      const text = `${lines.join('\n')}\n`;
      if (values.out === undefined) process.stdout.write(text);
      else writeFileSync(values.out, text);
      return 0;
    }
    case 'list': {
      const rows = withLog(values, (log) =>
        log
          .listMatches({ ...(values.table ? { tableId: values.table } : {}), unfinished: values.unfinished ?? false })
          .map((match) => ({ match, head: log.head(match.matchId) })),
      );
      for (const { match, head } of rows) {
        // A judge's reopenings go last, so the columns before them read the same for every match.
        const reopened = (match.reopenings ?? []).map((r) => `\treopened ${r.at} by ${r.judge} at seq ${r.seq} (back to ${r.toSeq}): ${r.reason}`).join('');
        process.stdout.write(`${match.matchId}\t${match.tableId}\t${match.startedAt}\t${match.endedAt ?? 'unfinished'}\tseq ${head.seq}\t${head.hash}${reopened}\n`);
      }
      return 0;
    }
    default:
      throw new UsageError(command === undefined ? 'no command given' : `unknown command "${command}"`);
  }
}

function verify(file: string, expectedLastHash: string | undefined): number {
  const text = readFileSync(file === '-' ? 0 : file, 'utf8');
  const result = verifyExport(text, { sha256: nodeSha256Hex, ...(expectedLastHash === undefined ? {} : { expectedLastHash }) });
  for (const problem of result.problems) {
    const where = [problem.seq === undefined ? undefined : `seq ${problem.seq}`, problem.line === undefined ? undefined : `line ${problem.line}`]
      .filter(Boolean)
      .join(', ');
    process.stdout.write(`${file}: ${where}: ${problem.message}\n`);
  }
  if (!result.ok) {
    process.stdout.write(`${file}: FAILED: ${result.problems.length} problem(s)\n`);
    return 1;
  }
  const header = result.header;
  process.stdout.write(
    `${file}: OK: match ${header?.match.matchId} (table ${header?.match.tableId}), ${result.events} events, last hash ${header?.lastHash}` +
      `${expectedLastHash === undefined ? ' (compare it with the hash the hub shows, or pass --hash)' : ', as expected'}\n`,
  );
  return 0;
}

function withLog<T>(values: { db?: string | undefined; config?: string | undefined }, use: (log: SqliteMatchLog) => T): T {
  const file = values.db ?? databaseFromConfig(values.config);
  if (!existsSync(file)) throw new MatchLogError(`${file}: no such database file`);
  const db = openDatabase(file, { readonly: true });
  try {
    const hasLog = db.prepare("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'match_events'").pluck().get() === 1;
    if (!hasLog) throw new MatchLogError(`${file} holds no match log`);
    return use(SqliteMatchLog.attach(db));
  } finally {
    db.close();
  }
}

function databaseFromConfig(configPath: string | undefined): string {
  const { config } = loadConfig({ argv: configPath === undefined ? [] : ['--config', configPath], env: process.env, cwd: process.cwd() });
  return join(config.dataDir, DATABASE_FILE);
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    process.exitCode = 2;
  } else if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n(or name the database with --db <file>)\n`);
    process.exitCode = 2;
  } else if (error instanceof MatchLogError || (error as { code?: string }).code === 'ENOENT' || String((error as { code?: string }).code).startsWith('SQLITE_CANTOPEN')) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
