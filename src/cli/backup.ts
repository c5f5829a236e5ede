/**
 * Backups of the hub's database, safe while the hub runs:
 *   node dist/cli/backup.js backup [--out <file>] [--db <file>] [--config <file>]
 *   node dist/cli/backup.js restore <backup file> --data-dir <fresh directory>
 *   node dist/cli/backup.js verify <backup file> | <dump file>.dump | --url <postgres url>
 * (`npm run backup -- …`, `npm run restore -- …`.) With the store's PostgreSQL (database.url),
 * backup also prints the pg_dump command for it (its password left out) and pg_restore's, and
 * `verify --url` checks every match's chain in a database restored so; `verify <file>.dump` checks
 * pg_restore can read a dump (the scheduled backup's, src/backup/postgres-dump.ts). The database is --db, else <dataDir>/mirrormat.db
 * of the config the hub would load (--config, MIRRORMAT_CONFIG, ./mirrormat.yaml); a backup goes to
 * --out, else <backup.dir or dataDir/backups>/mirrormat-<UTC time>.db. Each is read back and every
 * match's hash chain verified; restore refuses a data directory that already holds a database.
 * Exit codes: 0 ok, 1 failed, 2 bad usage.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, backupDatabase, restoreDatabase, verifyBackupFile } from '../backup/sqlite-backup.js';
import { PgClientMissingError, PostgresDump } from '../backup/postgres-dump.js';
import { backupFileName } from '../backup/backup-files.js';
import { verifyMatchLog, type DatabaseVerification } from '../backup/verify-database.js';
import { ConfigError } from '../config/config-error.js';
import { loadConfig } from '../config/config.loader.js';
import { DATABASE_FILE, DatabaseUnusableError, openDatabase } from '../database/open-database.js';
import { pgDumpHint } from '../database/postgres/pg-dump-command.js';
import { PostgresQueryError, PostgresUnavailableError, SyncPostgres } from '../database/postgres/sync-postgres.js';
import { PostgresMatchLog } from '../match-log/postgres-match-log.js';

const USAGE = `usage:
  backup backup [--out <file>] [--db <file>] [--config <file>]
  backup restore <backup file> --data-dir <fresh directory>
  backup verify <backup file> | <dump file>.dump | --url <postgres url>`;

class UsageError extends Error {}

async function main(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      db: { type: 'string' },
      config: { type: 'string' },
      out: { type: 'string' },
      url: { type: 'string' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, argument] = positionals;
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  switch (command) {
    case 'backup': {
      const { db: file, backupDir, postgresUrl } = locate(values);
      if (!existsSync(file)) throw new BackupError(`${file}: no such database file`);
      const out = values.out ?? join(backupDir, backupFileName(new Date()));
      const db = openDatabase(file, { readonly: true });
      try {
        // The hub's file holds what is not on the store's PostgreSQL; the rest is pg_dump's.
        const code = report(out, await backupDatabase(db, out), 'backed up and verified');
        if (postgresUrl !== undefined) printPgDumpHint(postgresUrl, `${out.replace(/\.db$/, '')}.dump`);
        return code;
      } finally {
        db.close();
      }
    }
    case 'restore': {
      if (argument === undefined) throw new UsageError('restore needs a backup file: backup restore <file> --data-dir <dir>');
      const dataDir = values['data-dir'];
      if (dataDir === undefined) throw new UsageError('restore needs --data-dir <fresh directory>: it never restores over a database');
      return report(join(dataDir, DATABASE_FILE), await restoreDatabase(argument, dataDir), `restored from ${argument} and verified`);
    }
    case 'verify': {
      if (values.url !== undefined) return report(values.url.replace(/\/\/[^@/]*@/, '//'), verifyPostgres(values.url), 'verifies');
      if (argument === undefined) throw new UsageError('verify needs a backup file: backup verify <file>');
      if (argument.endsWith('.dump')) {
        const listing = await new PostgresDump().list(argument);
        process.stdout.write(`${argument}: pg_restore reads it: ${listing.entries} entries, rows of ${listing.tablesWithData.length} table(s)\n`);
        return 0;
      }
      const verification = verifyBackupFile(argument);
      if (!verification.ok) throw new BackupError(`${argument} does not verify`, verification.problems);
      return report(argument, verification, 'verifies');
    }
    default:
      throw new UsageError(command === undefined ? 'no command given' : `unknown command "${command}"`);
  }
}

function report(file: string, verification: DatabaseVerification, what: string): number {
  process.stdout.write(`${file}: ${what}: ${verification.matches} match(es), ${verification.events} event(s), every hash chain holds\n`);
  return 0;
}

function locate(values: { db?: string | undefined; config?: string | undefined }): { db: string; backupDir: string; postgresUrl?: string } {
  if (values.db !== undefined && values.config === undefined) return { db: values.db, backupDir: '.' };
  const { config } = loadConfig({ argv: values.config === undefined ? [] : ['--config', values.config], env: process.env, cwd: process.cwd() });
  return {
    db: values.db ?? join(config.dataDir, DATABASE_FILE),
    backupDir: config.backup.dir ?? join(config.dataDir, 'backups'),
    ...(config.database.url === undefined ? {} : { postgresUrl: config.database.url }),
  };
}

function printPgDumpHint(url: string, dumpFile: string): void {
  const hint = pgDumpHint(url, dumpFile);
  process.stdout.write(
    [
      "The store's PostgreSQL holds the match log, the league events, decks and the enrolment registry. Back it up with:",
      `  ${hint.backup}`,
      ...(hint.passwordLeftOut ? ['  (its password is left out here: pg_dump reads it from PGPASSWORD or ~/.pgpass)'] : []),
      'Restore it into a fresh, empty database, then check every chain:',
      `  ${hint.restore}`,
      '  npm run backup -- verify --url <that database>',
      '',
    ].join('\n'),
  );
}

/** Every match's chain in the store's PostgreSQL (a restored copy, say), read without migrating or locking a table. */
function verifyPostgres(url: string): DatabaseVerification {
  const pg = new SyncPostgres(url, { reconnectWaitMs: 0 });
  try {
    if (pg.one("SELECT to_regclass('match_events') AS t")?.t == null) throw new BackupError(`${pg.where} holds no match log`);
    const verification = verifyMatchLog(PostgresMatchLog.attach(pg));
    if (!verification.ok) throw new BackupError(`${pg.where} does not verify`, verification.problems);
    return verification;
  } finally {
    pg.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    process.exitCode = 2;
  } else if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n(or name the database with --db <file>)\n`);
    process.exitCode = 2;
  } else if (error instanceof PostgresUnavailableError || error instanceof PostgresQueryError) {
    // PostgreSQL's own reason, never the URL with its password.
    process.stderr.write(`${error instanceof PostgresUnavailableError ? error.cause.message : error.message}\n`);
    process.exitCode = 1;
  } else if (error instanceof BackupError || error instanceof PgClientMissingError || error instanceof DatabaseUnusableError || String((error as { code?: string }).code).startsWith('SQLITE_')) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
