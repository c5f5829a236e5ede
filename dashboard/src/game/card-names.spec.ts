import { describe, expect, it } from 'vitest';
import { demoCard } from '../testing/demo-cards.js';
import { cardLanguageFor, cardName } from './card-names.js';

describe('card names in the language of the table', () => {
  it('names a card in German or French where the catalogue has the name, as printed otherwise', () => {
    const arven = demoCard('sv1-166');
    expect(cardName(arven, 'en')).toBe('Arven');
    expect(cardName(arven, 'de')).toBe('Pepper');
    expect(cardName(arven, 'fr')).toBe('Pepper');
    const froakie = demoCard('xy0-12');
    expect(cardName(froakie, 'de')).toBe('Froxy');
    expect(cardName(froakie, 'fr')).toBe('Grenousse');
    // Every demo card has its German name; a card the names file lacks keeps its print.
    const { names: _names, ...unnamed } = froakie;
    expect(cardName(unnamed, 'de')).toBe('Froakie');
    expect(cardName({ ...froakie, names: { de: 'Froxy' } }, 'fr')).toBe('Froakie');
  });

  it('gives German players German names; Finnish players see the English print (no Finnish names exist)', () => {
    expect(cardLanguageFor('de')).toBe('de');
    expect(cardLanguageFor('fi')).toBe('en');
    expect(cardLanguageFor('en')).toBe('en');
  });
});
