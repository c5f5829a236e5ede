import type { SyncPostgres } from './sync-postgres.js';

/**
 * migrate() for PostgreSQL: the same schema_versions table and the same rule (`migrations[i]`
 * takes a component from version i to i + 1; a database newer than the hub is refused), all
 * pending steps in one transaction (PostgreSQL's DDL is transactional). One advisory lock for all
 * the store's migrations, not one per component: two processes starting on one store at once (two
 * hubs, a hub and `catalogue-import`) migrate it once, and on a new store the second does not
 * create schema_versions beside the first's uncommitted one (PostgreSQL refuses that second
 * CREATE TABLE IF NOT EXISTS with a unique violation, not a wait).
 */
export function migratePostgres(pg: SyncPostgres, component: string, migrations: readonly string[]): void {
  pg.transaction(() => {
    pg.query('CREATE TABLE IF NOT EXISTS schema_versions (component TEXT PRIMARY KEY, version INTEGER NOT NULL)');
    const current = pg.one<{ version: number }>('SELECT version FROM schema_versions WHERE component = $1', [component])?.version ?? 0;
    if (current > migrations.length) {
      throw new Error(`the database has ${component} schema version ${current}, newer than this hub knows (${migrations.length}); upgrade the hub`);
    }
    if (current === migrations.length) return;
    migrations.slice(current).forEach((sql) => {
      if (sql.trim() !== '') pg.query(sql);
    });
    pg.query('INSERT INTO schema_versions (component, version) VALUES ($1, $2) ON CONFLICT (component) DO UPDATE SET version = excluded.version', [
      component,
      migrations.length,
    ]);
    // Run again after a lost COMMIT's answer, it finds the version it wrote and does nothing.
  }, 'migrate', () => false);
}
