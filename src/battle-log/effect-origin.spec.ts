import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { effectOrigin } from './effect-origin.js';

describe('where an effect takes the card it puts into play', () => {
  it('Charizard ex "Infernal Reign" (sv3-125): the deck it searches, not the hand its trigger names', () => {
    const text = cardById('sv3-125').abilities[0]?.text ?? '';
    expect(text).toMatch(/^When you play this Pokémon from your hand to evolve/);
    expect(effectOrigin(text)).toBe('deck');
  });

  it('a text that takes the card from the hand says so', () => {
    expect(effectOrigin('Attach a Basic Energy card from your hand to 1 of your Benched Pokémon.')).toBe('hand');
  });
});
