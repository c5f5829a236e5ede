import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';
import type { CatalogueData } from './catalogue-data.js';
import { assembleCatalogue, type ValidatedSource } from './assemble.js';
import { cardNamesSchema, type CardNames } from './card-names.schema.js';
import { cardTextsSchema, type CardTexts } from './card-texts.schema.js';
import { CatalogueFileError, CatalogueImportError, parseSourceFile } from './file-error.js';
import { rawCardFileSchema, rawDeckFileSchema, rawSetFileSchema } from './raw-card.schema.js';

export interface DirectorySourceOptions {
  /** i18n/card-names.json (TCGdex); left out, cards carry no German/French names. */
  readonly namesFile?: string;
  /** i18n/card-texts.json (TCGdex); left out, attacks and Abilities carry no German/French names or texts. */
  readonly textsFile?: string;
}

/**
 * Reads a directory laid out like PokemonTCG/pokemon-tcg-data (sets/en.json, cards/en/<setId>.json,
 * optional decks/en/<setId>.json). Every file is validated before anything is returned; every bad
 * file is reported (by its path inside the directory and the field), and then nothing is returned.
 */
export async function readCatalogueDirectory(dir: string, options: DirectorySourceOptions = {}): Promise<CatalogueData> {
  const problems: string[] = [];
  /** The file validated, or undefined with its problems noted: every file is read before giving up. */
  const load = async <S extends z.ZodType>(schema: S, path: string, label: string): Promise<z.infer<S> | undefined> => {
    try {
      const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
        throw new CatalogueFileError(label, [`cannot read: ${error.code ?? error.message}`]);
      });
      return parseSourceFile(schema, text, label);
    } catch (error) {
      if (!(error instanceof CatalogueFileError)) throw error;
      problems.push(...error.lines());
      return undefined;
    }
  };

  const setsLabel = 'sets/en.json';
  const sets = await load(rawSetFileSchema, join(dir, setsLabel), setsLabel);

  const cardNames = await jsonFilesIn(dir, 'cards/en');
  if (cardNames.length === 0) problems.push(`cards/en: no card files in ${join(dir, 'cards/en')}`);
  const cardFiles = [];
  for (const name of cardNames) {
    const label = `cards/en/${name}`;
    const cards = await load(rawCardFileSchema, join(dir, label), label);
    if (cards) cardFiles.push({ file: label, setId: name.replace(/\.json$/, ''), cards });
  }

  const deckFiles = [];
  for (const name of await jsonFilesIn(dir, 'decks/en')) {
    const label = `decks/en/${name}`;
    const decks = await load(rawDeckFileSchema, join(dir, label), label);
    if (decks) deckFiles.push({ file: label, setId: name.replace(/\.json$/, ''), decks });
  }

  const names: CardNames | undefined =
    options.namesFile === undefined ? {} : await load(cardNamesSchema, options.namesFile, options.namesFile);

  const texts: CardTexts | undefined =
    options.textsFile === undefined ? {} : await load(cardTextsSchema, options.textsFile, options.textsFile);

  if (problems.length > 0 || !sets || !names || !texts) throw new CatalogueImportError(problems);
  const validated: ValidatedSource = { source: dir, sets: { file: setsLabel, sets }, cardFiles, deckFiles, names, texts };
  return assembleCatalogue(validated);
}

/**
 * Where the TCGdex names of a pokemon-tcg-data directory are: `i18n/card-names.json` inside it (the
 * demo catalogue) or beside it (../shared/cards). Undefined when neither exists.
 */
export function namesFileFor(dir: string): string | undefined {
  return [join(dir, 'i18n', 'card-names.json'), join(dir, '..', 'i18n', 'card-names.json')].find((file) => existsSync(file));
}

/** Where the TCGdex attack and Ability names and texts are: `i18n/card-texts.json` inside the directory or beside it, like the names. */
export function textsFileFor(dir: string): string | undefined {
  return [join(dir, 'i18n', 'card-texts.json'), join(dir, '..', 'i18n', 'card-texts.json')].find((file) => existsSync(file));
}

/** The TCGdex files found for a directory, as options to read it with. */
export function i18nFilesFor(dir: string): DirectorySourceOptions {
  const namesFile = namesFileFor(dir);
  const textsFile = textsFileFor(dir);
  return { ...(namesFile === undefined ? {} : { namesFile }), ...(textsFile === undefined ? {} : { textsFile }) };
}

async function jsonFilesIn(dir: string, sub: string): Promise<string[]> {
  const path = join(dir, sub);
  if (!existsSync(path)) return [];
  return (await readdir(path)).filter((name) => name.endsWith('.json')).sort();
}
