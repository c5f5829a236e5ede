import { UnknownSetCodeError } from '../catalogue/catalogue.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import { nameKey } from '../catalogue/search-key.js';
import type { CardDef, EnergyType } from '../rules/index.js';
import { namesOf, type CardLookup } from './deck-list.js';
import type { LegalityContext } from './validate-deck.js';

type Catalogue = Pick<CatalogueService, 'search' | 'sets'>;

const MAX_PRINTINGS = 200;

/** The deck-list lookup over the hub's catalogue. */
export function catalogueLookup(catalogue: Catalogue): CardLookup {
  const sets = catalogue.sets();
  const codeOf = new Map(sets.flatMap((s) => (s.ptcgoCode === undefined ? [] : [[s.id, s.ptcgoCode] as const])));
  const released = new Map(sets.map((s) => [s.id, s.releaseDate] as const));
  // Newest set first; within a release day the lowest number, so the plain Energy before a full-art one.
  const newestFirst = (a: CardDef, b: CardDef) =>
    (released.get(b.setId) ?? '').localeCompare(released.get(a.setId) ?? '') || a.number.localeCompare(b.number, 'en', { numeric: true });
  return {
    byCode(setCode, number) {
      try {
        return catalogue.search({ setCode, number, limit: 20 });
      } catch (error) {
        if (error instanceof UnknownSetCodeError) return undefined;
        throw error;
      }
    },
    byName: (name) => exactName(catalogue, name, namesOf).sort(newestFirst),
    basicEnergy(type: EnergyType) {
      const printings = [...exactName(catalogue, `Basic ${type} Energy`), ...exactName(catalogue, `${type} Energy`)];
      return printings.filter((c) => c.energyKind === 'Basic').sort(newestFirst)[0];
    },
    ptcgoCode: (setId) => codeOf.get(setId),
  };
}

/** What the catalogue knows for legality: set release dates and every printing of a name (reprints). */
export function catalogueLegality(catalogue: Catalogue): LegalityContext {
  const released = new Map(catalogue.sets().map((s) => [s.id, s.releaseDate] as const));
  return {
    releaseDateOf: (setId) => released.get(setId),
    printingsOf: (card) => exactName(catalogue, card.name),
  };
}

/** Cards one of whose `names` is this name; English only unless told (reprints count by the English name). */
function exactName(catalogue: Catalogue, name: string, names: (card: CardDef) => readonly string[] = (c) => [c.name]): CardDef[] {
  const key = nameKey(name);
  if (key === '') return [];
  return catalogue.search({ name: name.slice(0, 100), limit: MAX_PRINTINGS }).filter((c) => names(c).some((n) => nameKey(n) === key));
}
