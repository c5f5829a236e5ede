import { describe, expect, it } from 'vitest';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import { cardById } from '../catalogue/testing.js';
import { catalogueLegality, catalogueLookup } from './catalogue-lookup.js';

// The catalogue's name search finds a card by any of its names (English, German, French); the lookup
// keeps those whose name is exactly the one on the list line.
const cards = ['me1-114', 'sv2-185', 'sv1-166'].map(cardById);
const catalogue = {
  sets: () => [
    { id: 'me1', ptcgoCode: 'MEG', releaseDate: '2025/09/26' },
    { id: 'sv2', ptcgoCode: 'PAL', releaseDate: '2023/06/09' },
    { id: 'sv1', ptcgoCode: 'SVI', releaseDate: '2023/03/31' },
  ],
  search: () => cards,
} as unknown as CatalogueService;

describe('the deck-list lookup over the catalogue', () => {
  it('finds a card by its German name, as a German TCG Live list writes it', () => {
    expect(catalogueLookup(catalogue).byName('Befehl vom Boss').map((c) => c.id)).toEqual(['me1-114']);
    expect(catalogueLookup(catalogue).byName('Ordres du Boss').map((c) => c.id)).toEqual(['me1-114']);
  });

  it('resolves the German name of a Supporter whose English name differs (Pepper is Arven), and never a partial name', () => {
    expect(catalogueLookup(catalogue).byName('Pepper').map((c) => c.id)).toEqual(['sv1-166']);
    expect(catalogueLookup(catalogue).byName('Befehl').map((c) => c.id)).toEqual([]);
  });

  it('counts reprints by the English name', () => {
    expect(catalogueLegality(catalogue).printingsOf?.(cardById('me1-114')).map((c) => c.id)).toEqual(['me1-114']);
  });
});
