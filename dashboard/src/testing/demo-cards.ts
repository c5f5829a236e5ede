import sv1 from '../../../catalogue/demo/cards/en/sv1.json';
import sve from '../../../catalogue/demo/cards/en/sve.json';
import xy0 from '../../../catalogue/demo/cards/en/xy0.json';
import names from '../../../catalogue/demo/i18n/card-names.json';
import texts from '../../../catalogue/demo/i18n/card-texts.json';
import { cardNamesSchema } from '../../../src/catalogue/card-names.schema.js';
import { cardTextsSchema } from '../../../src/catalogue/card-texts.schema.js';
import { normalizeCard } from '../../../src/catalogue/normalize.js';
import { rawCardFileSchema } from '../../../src/catalogue/raw-card.schema.js';
import type { CardDef } from '../../../src/rules/index.js';

/**
 * Real cards for the dashboard's specs: the demo catalogue the repository ships, normalised by the
 * hub's own importer, so the specs read the shapes the hub sends. Imported as JSON (no file system:
 * these specs are type-checked as browser code).
 */
const SETS: Record<string, unknown> = { sv1, sve, xy0 };
const cardNames = cardNamesSchema.parse(names);
const cardTexts = cardTextsSchema.parse(texts);

export function demoCard(id: string): CardDef {
  const setId = id.slice(0, id.lastIndexOf('-'));
  const raw = rawCardFileSchema.parse(SETS[setId] ?? []).find((c) => c.id === id);
  if (!raw) throw new Error(`no card "${id}" in the demo catalogue`);
  return normalizeCard(raw, setId, cardNames[id], cardTexts[id]);
}
