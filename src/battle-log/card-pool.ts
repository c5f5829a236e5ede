import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { readCatalogueDirectory } from '../catalogue/directory-source.js';
import { parseSourceFile } from '../catalogue/file-error.js';
import { sharedCardNamesFile, sharedCardsDir, sharedPokemonTcgDataDir } from '../catalogue/source-paths.js';
import type { CardPool } from './card-resolver.js';
import { cardTextsSchema } from './card-texts.schema.js';

/** i18n/card-names.json with every language a log may be in (the catalogue keeps only German and French). */
const logNamesSchema = z.record(
  z.string(),
  z.object({ de: z.string().optional(), es: z.string().optional(), it: z.string().optional(), pt: z.string().optional() }),
);

/**
 * The card pool of ../shared/cards (pokemon-tcg-data with TCGdex names and attack names), read and
 * validated once per process: the importer's tests, bench and command line read it from there.
 */
let cached: Promise<CardPool> | undefined;

export function sharedCardPool(): Promise<CardPool> {
  cached ??= loadCardPool();
  return cached;
}

async function loadCardPool(): Promise<CardPool> {
  const data = await readCatalogueDirectory(sharedPokemonTcgDataDir(), { namesFile: sharedCardNamesFile() });
  const textsFile = join(sharedCardsDir(), 'i18n', 'card-texts.json');
  const [names, texts] = await Promise.all([
    readFile(sharedCardNamesFile(), 'utf8').then((t) => parseSourceFile(logNamesSchema, t, sharedCardNamesFile())),
    readFile(textsFile, 'utf8').then((t) => parseSourceFile(cardTextsSchema, t, textsFile)),
  ]);
  return { cards: data.cards, releaseDates: new Map(data.sets.map((s) => [s.id, s.releaseDate])), names, texts };
}
