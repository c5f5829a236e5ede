export { DatabaseHealth } from './database.health.js';
export { DatabaseModule } from './database.module.js';
export { DATABASE, STORE_POSTGRES, type Db } from './database.tokens.js';
export { migrate } from './migrate.js';
export { DATABASE_FILE, HUB_SYNCHRONOUS, openDatabase, type Synchronous } from './open-database.js';
