import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root, found from this file's location (src/, dist/ or .bench-build/ below it),
 * never from the working directory: tests, benches and the hub start from different places.
 */
export function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  return dir;
}

/** ../shared/cards beside the repository: the reference data CI checks out next to it. */
export function sharedCardsDir(): string {
  return resolve(repoRoot(), '..', 'shared', 'cards');
}

/** The directory laid out like PokemonTCG/pokemon-tcg-data (cards/en, sets/en.json, decks/en). */
export function sharedPokemonTcgDataDir(): string {
  return join(sharedCardsDir(), 'pokemon-tcg-data');
}

/** TCGdex names (MIT): card id -> { de, fr, ... }. */
export function sharedCardNamesFile(): string {
  return join(sharedCardsDir(), 'i18n', 'card-names.json');
}

/** TCGdex attack and Ability names (MIT): card id -> { attacks, abilities }, each { en, de, fr, ... }. */
export function sharedCardTextsFile(): string {
  return join(sharedCardsDir(), 'i18n', 'card-texts.json');
}

/** The demo catalogue shipped in the repository (catalogue/demo), present without ../shared. */
export function demoCatalogueDir(): string {
  return join(repoRoot(), 'catalogue', 'demo');
}
