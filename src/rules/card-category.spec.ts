import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { hasRuleBox, isBasicPokemon, isEvolutionPokemon, isPokemonEX, isPokemonEx, isPokemonV, isTera, isVUnion } from './card-category.js';

describe('card categories from the card data (000 appendices on Pokémon V, VSTAR, VMAX, V-UNION, ex)', () => {
  it('"Pokémon V" matches VSTAR and VMAX too (000 "Anhang 6": Pokémon VSTAR are Pokémon V)', () => {
    expect(isPokemonV(cardById('swsh11-130'))).toBe(true); // Giratina V
    expect(isPokemonV(cardById('swsh11-131'))).toBe(true); // Giratina VSTAR
    expect(isPokemonV(cardById('swsh35-15'))).toBe(true); // Drednaw VMAX
    expect(isPokemonV(cardById('sv2-63'))).toBe(false); // Pikachu ex
  });

  it('a Pokémon V-UNION is a Pokémon V and not a Basic Pokémon (000 "Anhang 7")', () => {
    const mewtwoUnion = cardById('swshp-SWSH159');
    expect(isVUnion(mewtwoUnion)).toBe(true);
    expect(isPokemonV(mewtwoUnion)).toBe(true);
    expect(isBasicPokemon(mewtwoUnion)).toBe(false);
    expect(isEvolutionPokemon(mewtwoUnion)).toBe(false);
  });

  it('Pokémon ex (SV) and Pokémon-EX (XY) are different categories; both have a Rule Box', () => {
    const pikachuEx = cardById('sv2-63');
    const yveltalEX = cardById('xy1-79');
    expect([isPokemonEx(pikachuEx), isPokemonEX(pikachuEx)]).toEqual([true, false]);
    expect([isPokemonEx(yveltalEX), isPokemonEX(yveltalEX)]).toEqual([false, true]);
    expect(hasRuleBox(pikachuEx) && hasRuleBox(yveltalEX)).toBe(true);
    expect(hasRuleBox(cardById('sv2-62'))).toBe(false);
  });

  it('Tera Pokémon ex, and Evolution Pokémon by their stage', () => {
    expect(isTera(cardById('sv7-128'))).toBe(true);
    expect(isTera(cardById('sv2-63'))).toBe(false);
    expect(isEvolutionPokemon(cardById('xy8-50'))).toBe(true); // Raichu BREAK
    expect(isEvolutionPokemon(cardById('sv2-62'))).toBe(false);
  });
});
