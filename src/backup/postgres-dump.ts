import { execFile } from 'node:child_process';
import { existsSync, linkSync, mkdirSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { pgDumpInvocation } from '../database/postgres/pg-dump-command.js';
import { BackupError } from './sqlite-backup.js';

const run = promisify(execFile);

/** What installs pg_dump and pg_restore on Debian and Raspberry Pi OS (the server's package brings them too). */
export const PG_CLIENT_APT = 'apt-get install postgresql-client';

/** A dump of a large store takes minutes; one that never ends must not hold the next backup back for ever. */
const DUMP_TIMEOUT_MS = 30 * 60_000;

/** pg_dump or pg_restore is not on the PATH: the PostgreSQL dump cannot be taken or read here. */
export class PgClientMissingError extends Error {
  constructor(readonly program: 'pg_dump' | 'pg_restore') {
    super(`${program} is not installed (not on PATH); install it with: ${PG_CLIENT_APT}`);
    this.name = 'PgClientMissingError';
  }
}

/** What `pg_restore --list` reads in a dump: its table of contents. */
export interface DumpListing {
  /** The entries of the table of contents (tables, their data, indexes, triggers...). */
  readonly entries: number;
  /** The tables whose rows the dump holds. */
  readonly tablesWithData: readonly string[];
}

/**
 * pg_dump and pg_restore, as the scheduled backup and `backup verify` run them: a custom-format dump,
 * the password only in PGPASSWORD (never an argument, never logged), read back with `pg_restore
 * --list` before it gets its name, as the SQLite backup is read back.
 */
export class PostgresDump {
  constructor(private readonly env: NodeJS.ProcessEnv = process.env) {}

  /** Dumps the database at `url` into `file` (never overwritten) and reads it back; the database as logs may name it, and what it holds. */
  async dump(url: string, file: string): Promise<{ readonly where: string; readonly listing: DumpListing }> {
    if (existsSync(file)) throw new BackupError(`${file} already exists; a backup never overwrites a file`);
    mkdirSync(dirname(file), { recursive: true });
    const partial = join(dirname(file), `.${basename(file)}.partial`);
    const { args, password, where } = pgDumpInvocation(url, partial);
    rmSync(partial, { force: true });
    try {
      await this.exec('pg_dump', args, password);
      const listing = await this.list(partial);
      // A hard link fails where a file of that name appeared meanwhile: no rename over it.
      linkSync(partial, file);
      return { where, listing };
    } finally {
      rmSync(partial, { force: true });
    }
  }

  /** Reads a dump's table of contents with `pg_restore --list`: a dump it cannot read is refused. */
  async list(file: string): Promise<DumpListing> {
    const out = await this.exec('pg_restore', ['--list', file]);
    const entries = out.split('\n').filter((line) => /^\d+;/.test(line));
    const tablesWithData = entries.flatMap((line) => /\bTABLE DATA \S+ (\S+) /.exec(line)?.[1] ?? []);
    return { entries: entries.length, tablesWithData };
  }

  private async exec(program: 'pg_dump' | 'pg_restore', args: readonly string[], password?: string): Promise<string> {
    try {
      const env = password === undefined ? this.env : { ...this.env, PGPASSWORD: password };
      const { stdout } = await run(program, args, { env, timeout: DUMP_TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' });
      return stdout;
    } catch (error) {
      if ((error as { code?: unknown }).code === 'ENOENT') throw new PgClientMissingError(program);
      // pg_dump's own reason (its stderr names host and database, never the password), not the command line.
      const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
      throw new BackupError(`${program} failed: ${stderr === '' ? (error as Error).message : stderr}`);
    }
  }
}
