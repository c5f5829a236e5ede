import type { Db } from './database.tokens.js';

/**
 * Each component owns its tables and brings them up to date itself: `migrations[i]` takes the
 * component's schema from version i to i + 1, in one transaction with its version bump.
 */
export function migrate(db: Db, component: string, migrations: readonly string[]): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_versions (component TEXT PRIMARY KEY, version INTEGER NOT NULL) STRICT');
  const current = (db.prepare('SELECT version FROM schema_versions WHERE component = ?').pluck().get(component) as number | undefined) ?? 0;
  if (current > migrations.length) {
    throw new Error(`the database has ${component} schema version ${current}, newer than this hub knows (${migrations.length}); upgrade the hub`);
  }
  const upgrade = db.transaction(() => {
    migrations.slice(current).forEach((sql) => db.exec(sql));
    db.prepare('INSERT INTO schema_versions (component, version) VALUES (?, ?) ON CONFLICT (component) DO UPDATE SET version = excluded.version').run(
      component,
      migrations.length,
    );
  });
  if (current < migrations.length) upgrade.immediate();
}
