import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { deckFromPool, unusedCards } from './draft-deck.js';

// 003 "Ditto-Draft (fortgesetzt)": "Dazu verwendet er die von ihm gewählten Karten der Boosterpacks ... sowie Basis-Energiekarten, die vom Veranstalter bereitgestellt werden."
describe('a Ditto-Draft deck is built from the drafted cards and basic Energy', () => {
  const sprigatito = cardById('sv1-13');
  const floragato = cardById('sv1-14');
  const grassEnergy = cardById('sve-1');

  it('accepts drafted cards as often as they were picked, and any number of basic Energy', () => {
    const pool = ['sv1-13', 'sv1-13', 'sv1-14'];
    expect(deckFromPool([{ card: sprigatito, count: 2 }, { card: floragato, count: 1 }, { card: grassEnergy, count: 37 }], pool)).toEqual([]);
  });

  it('refuses a card nobody gave the player, and more copies than were picked', () => {
    expect(deckFromPool([{ card: floragato, count: 1 }, { card: sprigatito, count: 2 }], ['sv1-13'])).toEqual([
      { cardId: 'sv1-14', message: 'Floragato (sv1-14) is not among your drafted cards' },
      { cardId: 'sv1-13', message: '2× Sprigatito (sv1-13), but you have 1' },
    ]);
  });

  it('"im Deck verwendeten und nicht verwendeten Karten": what the deck leaves out of the player\'s cards', () => {
    expect(unusedCards([{ card: sprigatito, count: 1 }, { card: grassEnergy, count: 39 }], ['sv1-13', 'sv1-13', 'sv1-14', 'sve-1'])).toEqual(['sv1-13', 'sv1-14']);
  });

  it('adds up a card listed on two lines', () => {
    expect(deckFromPool([{ card: sprigatito, count: 1 }, { card: sprigatito, count: 1 }], ['sv1-13'])).toHaveLength(1);
  });
});
