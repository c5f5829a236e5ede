/**
 * What a store runs to back up its PostgreSQL (issue #17, item 7): the hub cannot copy a server's
 * data online as it does its SQLite file, and `pg_dump` is the server's own consistent snapshot.
 * The commands name the configured database without its password, which is never printed: pg_dump
 * reads it from PGPASSWORD or ~/.pgpass.
 */
export interface PgDumpHint {
  readonly backup: string;
  readonly restore: string;
  /** The configured URL carried a password, which the commands leave out. */
  readonly passwordLeftOut: boolean;
}

export function pgDumpHint(url: string, dumpFile: string): PgDumpHint {
  const parsed = new URL(url);
  const passwordLeftOut = parsed.password !== '';
  parsed.password = '';
  const target = shellQuote(parsed.toString());
  return {
    backup: `pg_dump --format=custom --file=${shellQuote(dumpFile)} ${target}`,
    restore: `pg_restore --no-owner --exit-on-error --dbname=<a fresh, empty database> ${shellQuote(dumpFile)}`,
    passwordLeftOut,
  };
}

/** How the hub runs pg_dump itself (the scheduled backup): the password goes only into PGPASSWORD, never an argument `ps` shows. */
export interface PgDumpInvocation {
  readonly args: readonly string[];
  /** For PGPASSWORD; undefined where the URL carries none (pg_dump then reads ~/.pgpass or the hub's own PGPASSWORD). */
  readonly password: string | undefined;
  /** The database as logs may name it: the URL without its password. */
  readonly where: string;
}

export function pgDumpInvocation(url: string, dumpFile: string): PgDumpInvocation {
  const parsed = new URL(url);
  const inQuery = parsed.searchParams.get('password');
  const password = parsed.password !== '' ? decodeURIComponent(parsed.password) : (inQuery ?? undefined);
  parsed.password = '';
  parsed.searchParams.delete('password');
  const where = parsed.toString();
  return { args: ['--format=custom', `--file=${dumpFile}`, `--dbname=${where}`], password, where };
}

/** One shell word, whatever it holds. */
function shellQuote(word: string): string {
  return `'${word.replaceAll("'", "'\\''")}'`;
}
