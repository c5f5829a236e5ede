/**
 * Match-log tools for stores and judges:
 *   node dist/cli/matchlog.js list [--unfinished] [--table <id>] [--db <file> | --url <postgres url>]
 *   node dist/cli/matchlog.js export <matchId> [--out <file.jsonl>] [--db <file> | --url <postgres url>]
 *   node dist/cli/matchlog.js verify <file.jsonl> [--hash <the match's last hash, as the hub shows it>]
 * The log is the SQLite file --db, or the store's PostgreSQL --url; else the config the hub would
 * load (--config, MIRRORMAT_CONFIG, ./mirrormat.yaml) says: its database.url when set, its
 * <dataDir>/mirrormat.db otherwise. It is only read (the SQLite file opened read-only, no
 * migration, no table lock on PostgreSQL): this is safe while the hubs run. Exit codes: 0 ok, 1 verification failed or match not found, 2 bad usage.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError } from '../config/config-error.js';
import { loadConfig } from '../config/config.loader.js';
import { DATABASE_FILE, openDatabase } from '../database/open-database.js';
import { MatchLogError } from '../match-log/match-log.errors.js';
import { nodeSha256Hex } from '../match-log/node-sha256.js';
import { PostgresQueryError, PostgresUnavailableError, SyncPostgres } from '../database/postgres/sync-postgres.js';
import type { HashChainedMatchLog } from '../match-log/hash-chained-match-log.js';
import { PostgresMatchLog } from '../match-log/postgres-match-log.js';
import { SqliteMatchLog } from '../match-log/sqlite-match-log.js';
import { verifyExport } from '../match-log/verify-export.js';

const USAGE = `usage:
  matchlog list [--unfinished] [--table <id>] [--db <file> | --url <postgres url> | --config <file>]
  matchlog export <matchId> [--out <file.jsonl>] [--db <file> | --url <postgres url> | --config <file>]
  matchlog verify <file.jsonl | -> [--hash <last hash the hub shows>]`;

class UsageError extends Error {}

function main(argv: readonly string[]): number {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      db: { type: 'string' },
      url: { type: 'string' },
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

type Source = { db?: string | undefined; url?: string | undefined; config?: string | undefined };

function withLog<T>(values: Source, use: (log: HashChainedMatchLog) => T): T {
  const source = locate(values);
  return 'url' in source ? withPostgresLog(source.url, use) : withSqliteLog(source.file, use);
}

function withSqliteLog<T>(file: string, use: (log: HashChainedMatchLog) => T): T {
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

function withPostgresLog<T>(url: string, use: (log: HashChainedMatchLog) => T): T {
  // No reconnect wait: a tool says at once that the server is away.
  const pg = new SyncPostgres(url, { reconnectWaitMs: 0 });
  try {
    if (pg.one("SELECT to_regclass('match_events') AS t")?.t == null) throw new MatchLogError(`${pg.where} holds no match log`);
    return use(PostgresMatchLog.attach(pg));
  } finally {
    pg.close();
  }
}

/** --db or --url as given; else what the config the hub would load names. */
function locate(values: Source): { file: string } | { url: string } {
  if (values.db !== undefined && values.url !== undefined) throw new UsageError('give --db <file> or --url <postgres url>, not both');
  if (values.url !== undefined) return { url: values.url };
  if (values.db !== undefined) return { file: values.db };
  const { config } = loadConfig({ argv: values.config === undefined ? [] : ['--config', values.config], env: process.env, cwd: process.cwd() });
  return config.database.url === undefined ? { file: join(config.dataDir, DATABASE_FILE) } : { url: config.database.url };
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
  } else if (error instanceof PostgresUnavailableError || error instanceof PostgresQueryError) {
    // PostgreSQL's own reason (refused, no such database), never the URL with its password.
    process.stderr.write(`${error instanceof PostgresUnavailableError ? error.cause.message : error.message}\n`);
    process.exitCode = 1;
  } else if (error instanceof MatchLogError || (error as { code?: string }).code === 'ENOENT' || String((error as { code?: string }).code).startsWith('SQLITE_CANTOPEN')) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
