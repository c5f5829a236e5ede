import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/config.loader.js';
import { DATABASE_FILE, openDatabase } from '../database/open-database.js';
import { SyncPostgres } from '../database/postgres/sync-postgres.js';
import { fetchCatalogueFromApi, POKEMON_TCG_API } from './api-source.js';
import { Catalogue } from './catalogue.js';
import type { CatalogueData } from './catalogue-data.js';
import { namesFileFor, readCatalogueDirectory, textsFileFor } from './directory-source.js';
import { readOneSet } from './set-source.js';

export const IMPORT_USAGE = `usage:
  catalogue-import --from <pokemon-tcg-data dir> [--names <card-names.json>] [--db <file> | --config <file>]
  catalogue-import --api [--api-url <url>] [--api-key <key>] [--names <card-names.json>] [--db <file> | --config <file>]
  catalogue-import --set <set id> --from <pokemon-tcg-data dir or http(s) address> [--names <card-names.json>] [--db <file> | --config <file>]

Replaces the hub's card catalogue, all or nothing; with --set, adds that one set (or brings it up to date) and leaves
the others as they are, also while the hub runs. Names default to i18n/card-names.json in <dir> or beside it;
attack and Ability names and texts are read from i18n/card-texts.json there when it exists.
The database is the hub config's: its store PostgreSQL (database.url) when it names one, so one import serves
every hub of the store, else <dataDir>/mirrormat.db; or the file given with --db.`;

export interface ImportCommandIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
}

/** The catalogue-import command (src/cli/catalogue-import.ts); returns the exit code. */
export async function runCatalogueImport(argv: readonly string[], io: ImportCommandIo): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        from: { type: 'string' },
        set: { type: 'string' },
        api: { type: 'boolean', default: false },
        'api-url': { type: 'string' },
        'api-key': { type: 'string' },
        names: { type: 'string' },
        db: { type: 'string' },
        config: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    io.stderr(`${(error as Error).message}\n${IMPORT_USAGE}\n`);
    return 2;
  }
  if (values.help) {
    io.stdout(`${IMPORT_USAGE}\n`);
    return 0;
  }
  if ((values.from === undefined) === !values.api) {
    io.stderr(`give either --from <dir> or --api\n${IMPORT_USAGE}\n`);
    return 2;
  }
  if (values.set !== undefined && values.api) {
    io.stderr(`--set reads a pokemon-tcg-data directory or address: give it with --from\n${IMPORT_USAGE}\n`);
    return 2;
  }

  let postgres: SyncPostgres | undefined;
  try {
    // The database is found before the (long) read, so a wrong config fails at once.
    const configArgv = values.config === undefined ? [] : ['--config', values.config];
    const config = values.db === undefined ? loadConfig({ argv: configArgv, env: io.env, cwd: io.cwd }).config : undefined;
    const target: ImportTarget = config
      ? { file: join(config.dataDir, DATABASE_FILE), ...(config.database.url === undefined ? {} : { url: config.database.url }) }
      : { file: resolve(io.cwd, values.db!) };
    postgres = target.url === undefined ? undefined : new SyncPostgres(target.url);
    const dbFile = postgres?.where ?? target.file;
    if (values.set !== undefined) {
      const from = /^https?:\/\//i.test(values.from!) ? values.from! : resolve(io.cwd, values.from!);
      io.stderr(`reading set ${values.set} from ${from}\n`);
      const data = await readOneSet({ location: from, ...(values.names === undefined ? {} : { namesFile: resolve(io.cwd, values.names) }) }, values.set);
      for (const warning of data.warnings) io.stderr(`warning: ${warning}\n`);
      const result = withCatalogue(target.file, postgres, (catalogue) => catalogue.addSet(data, new Date()));
      io.stdout(`${JSON.stringify({ db: dbFile, ...result })}\n`);
      return 0;
    }
    const started = performance.now();
    let data: CatalogueData;
    if (values.from !== undefined) {
      const dir = resolve(io.cwd, values.from);
      const namesFile = values.names === undefined ? namesFileFor(dir) : resolve(io.cwd, values.names);
      const textsFile = textsFileFor(dir);
      io.stderr(`reading ${dir}${namesFile === undefined ? ' (no names file)' : ` with names from ${namesFile}`}${textsFile === undefined ? '' : ` and ${textsFile}`}\n`);
      data = await readCatalogueDirectory(dir, { ...(namesFile === undefined ? {} : { namesFile }), ...(textsFile === undefined ? {} : { textsFile }) });
    } else {
      const baseUrl = values['api-url'] ?? POKEMON_TCG_API;
      io.stderr(`fetching ${baseUrl}\n`);
      data = await fetchCatalogueFromApi({
        baseUrl,
        ...(values['api-key'] === undefined ? {} : { apiKey: values['api-key'] }),
        ...(values.names === undefined ? {} : { namesFile: resolve(io.cwd, values.names) }),
        onPage: (what, fetched, total) => io.stderr(`  ${what}: ${fetched}/${total}\n`),
      });
    }
    for (const warning of data.warnings) io.stderr(`warning: ${warning}\n`);

    const stats = withCatalogue(target.file, postgres, (catalogue) => catalogue.replaceWith(data, new Date()));
    const seconds = Math.round(performance.now() - started) / 1000;
    io.stdout(`${JSON.stringify({ db: dbFile, ...stats, warnings: data.warnings.length, seconds })}\n`);
    return 0;
  } catch (error) {
    io.stderr(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    postgres?.close();
  }
}

/** The hub's file, and the store's PostgreSQL when the config names one (the catalogue is then there, as the hub reads it). */
interface ImportTarget {
  readonly file: string;
  readonly url?: string;
}

function withCatalogue<T>(dbFile: string, postgres: SyncPostgres | undefined, use: (catalogue: Catalogue) => T): T {
  const db = openDatabase(dbFile);
  try {
    const catalogue = new Catalogue(db, postgres ?? null);
    catalogue.open();
    return use(catalogue);
  } finally {
    db.close();
  }
}
