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

/** One shell word, whatever it holds. */
function shellQuote(word: string): string {
  return `'${word.replaceAll("'", "'\\''")}'`;
}
