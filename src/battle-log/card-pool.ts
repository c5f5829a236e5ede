import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { readCatalogueDirectory } from '../catalogue/directory-source.js';
import { parseSourceFile } from '../catalogue/file-error.js';
import { sharedCardsDir } from '../catalogue/source-paths.js';
import type { CardPool } from './card-resolver.js';
import { cardTextsSchema } from './card-texts.schema.js';

/** i18n/card-names.json with every language a log may be in (the catalogue keeps only German and French). */
const logNamesSchema = z.record(
  z.string(),
  z.object({ de: z.string().optional(), es: z.string().optional(), it: z.string().optional(), pt: z.string().optional() }),
);

/**
 * The card pool of ../shared/cards (pokemon-tcg-data with TCGdex names and attack names), read and
 * validated once per process: the importer's tests and bench read it from there.
 */
let cached: Promise<CardPool> | undefined;

export function sharedCardPool(): Promise<CardPool> {
  cached ??= loadCardPool(sharedCardsDir());
  return cached;
}

/** A directory laid out like ../shared/cards: pokemon-tcg-data/ and i18n/ (card-names.json, card-texts.json). */
export async function loadCardPool(dir: string): Promise<CardPool> {
  const namesFile = join(dir, 'i18n', 'card-names.json');
  const textsFile = join(dir, 'i18n', 'card-texts.json');
  const data = await readCatalogueDirectory(join(dir, 'pokemon-tcg-data'), { namesFile });
  const [names, texts] = await Promise.all([
    readFile(namesFile, 'utf8').then((t) => parseSourceFile(logNamesSchema, t, namesFile)),
    readFile(textsFile, 'utf8').then((t) => parseSourceFile(cardTextsSchema, t, textsFile)),
  ]);
  return { cards: data.cards, releaseDates: new Map(data.sets.map((s) => [s.id, s.releaseDate])), names, texts };
}
