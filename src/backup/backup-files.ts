/**
 * Names of scheduled backups and which of them to keep. The name carries the UTC time to the
 * second, so names sort as the backups were taken: `.db` the hub's SQLite file, `.dump` the store's
 * PostgreSQL (pg_dump) taken with it.
 */
const NAME = /^mirrormat-(\d{8}T\d{6}Z)\.(db|dump)$/;

export function backupFileName(at: Date): string {
  return `mirrormat-${stamp(at)}.db`;
}

/** The store's PostgreSQL dump taken with the backup named backupFileName(at). */
export function dumpFileName(at: Date): string {
  return `mirrormat-${stamp(at)}.dump`;
}

function stamp(at: Date): string {
  return at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
}

/** The backups of each kind beyond its newest `keep`, oldest first; files that are not backups are never named. */
export function backupsToPrune(files: readonly string[], keep: number): string[] {
  return (['db', 'dump'] as const).flatMap((kind) => {
    const backups = files.filter((file) => NAME.exec(file)?.[2] === kind).sort();
    return backups.slice(0, Math.max(0, backups.length - keep));
  });
}
