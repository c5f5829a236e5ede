/**
 * Names of scheduled backups and which of them to keep. The name carries the UTC time to the
 * second, so names sort as the backups were taken.
 */
const NAME = /^mirrormat-(\d{8}T\d{6}Z)\.db$/;

export function backupFileName(at: Date): string {
  return `mirrormat-${at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z')}.db`;
}

/** The backups beyond the newest `keep`, oldest first; files that are not backups are never named. */
export function backupsToPrune(files: readonly string[], keep: number): string[] {
  const backups = files.filter((file) => NAME.test(file)).sort();
  return backups.slice(0, Math.max(0, backups.length - keep));
}
