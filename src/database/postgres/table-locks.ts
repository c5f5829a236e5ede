/**
 * The table-ownership rule on the store's PostgreSQL: while a hub serves a table it holds a session
 * advisory lock on it, so two hubs never write the same match (every match belongs to one table).
 * PostgreSQL lets the lock go with the connection: a hub killed with kill -9 frees its tables at
 * once, and the hub that takes them over (or the same hub restarted) gets them. A hub that lost its
 * connection takes its locks again before its next write; when another hub took a table meanwhile,
 * every write fails with the message below, and nothing is written twice.
 */
/** Tries 10 a second: 3 seconds in all. */
const LOCK_ATTEMPTS = 30;

export function tableLocksSql(hubId: string, tableIds: readonly string[]): string[] {
  return tableIds.map(
    // Tried for a few seconds: the server lets a killed hub's locks go when it notices the closed
    // connection, which may be just after the hub restarted.
    (table) => `DO $$ BEGIN
      FOR attempt IN 1..${LOCK_ATTEMPTS} LOOP
        IF pg_try_advisory_lock(hashtextextended(${literal(`mirrormat-table:${table}`)}, 0)) THEN RETURN; END IF;
        PERFORM pg_sleep(0.1);
      END LOOP;
      RAISE EXCEPTION ${literal(
        `table "${table}" is already served by another hub on this store's database (hub "${hubId}" cannot serve it too): ` +
          'give each hub its own table ids, or stop the other hub first',
      )};
    END $$`,
  );
}

/** A SQL string literal; the table and hub ids are config (validated lower-case ids), quoted all the same. */
function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}
