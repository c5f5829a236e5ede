import type { Db } from './database.tokens.js';

/**
 * Each component owns its tables and brings them up to date itself: `migrations[i]` takes the
 * component's schema from version i to i + 1, in one transaction with its version bump. The version
 * is read inside that transaction (BEGIN IMMEDIATE, the file's write lock): read before it, another
 * process migrating the file meanwhile (a second hub, a CLI) would have its steps run again.
 */
export function migrate(db: Db, component: string, migrations: readonly string[]): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_versions (component TEXT PRIMARY KEY, version INTEGER NOT NULL) STRICT');
  db.transaction(() => {
    const current = (db.prepare('SELECT version FROM schema_versions WHERE component = ?').pluck().get(component) as number | undefined) ?? 0;
    if (current > migrations.length) {
      throw new Error(`the database has ${component} schema version ${current}, newer than this hub knows (${migrations.length}); upgrade the hub`);
    }
    if (current === migrations.length) return;
    migrations.slice(current).forEach((sql) => db.exec(sql));
    db.prepare('INSERT INTO schema_versions (component, version) VALUES (?, ?) ON CONFLICT (component) DO UPDATE SET version = excluded.version').run(
      component,
      migrations.length,
    );
  }).immediate();
}
