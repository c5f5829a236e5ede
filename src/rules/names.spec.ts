import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { pokemonName } from './names.js';
import { quickStart } from './testing/table.js';

describe('000 "Was gehört zum Namen eines Pokémon?" / 002 "WHAT DOES AND DOESN\'T COUNT FOR A POKÉMON\'S NAME?"', () => {
  it('a level is not part of the name: Gengar, Gengar LV. 43 and Gengar LV.X are all Gengar', () => {
    expect(['Gengar', 'Gengar Lv. 43', 'Gengar LV. 44', 'Gengar LV.X'].map(pokemonName)).toEqual(['Gengar', 'Gengar', 'Gengar', 'Gengar']);
  });

  it('δ (Delta Species) is not part of the name; an owner and symbols are', () => {
    expect(pokemonName('Aerodactyl δ')).toBe('Aerodactyl');
    expect(pokemonName("Brock's Geodude")).not.toBe(pokemonName('Geodude'));
    expect(pokemonName('Latias ◇')).not.toBe(pokemonName('Latias'));
  });

  it('Graveler evolves from Geodude, not from Brock\'s Geodude (real cards)', () => {
    const t = quickStart({ profile: 'xy', p1: { active: cardById('gym1-66') }, p2: { active: cardById('xy0-12') } });
    while ((t.state.turn?.number ?? 0) < 3) t.do({ type: 'EndTurn', player: t.turnPlayer() });
    expect(t.refuse({ type: 'Evolve', player: 'p1', card: cardById('base3-37'), target: 'p1-active' }).code).toBe('name-mismatch');
  });
});
