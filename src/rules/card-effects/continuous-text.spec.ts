import { describe, expect, it } from 'vitest';
import { cardById } from '../../catalogue/testing.js';
import { cardEffects } from './index.js';
import { provisionOf } from './energy-provision.js';

/** Card texts read as effect descriptors: each case a real card, its text, what the engine makes of it. */

const only = (id: string) => cardEffects(cardById(id)).effects;
const holder = (categories: string[] = []) => ({ side: 'holder', activeOnly: false, filter: { categories, types: [] } });

describe('sentences read into continuous effects', () => {
  it.each([
    ['sv8-76', 'Latias ex "Skyliner": "Your Basic Pokémon in play have no Retreat Cost."', [{ kind: 'retreat-cost', to: 0, reach: { side: 'own', activeOnly: false, filter: { categories: ['Basic Pokémon'], types: [] } }, when: [] }]],
    ['sv1-167', 'Beach Court: "The Retreat Cost of each Basic Pokémon in play (both yours and your opponent\'s) is Colorless less."', [{ kind: 'retreat-cost', by: -1, reach: { side: 'all', activeOnly: false, filter: { categories: ['Basic Pokémon'], types: [] } }, when: [] }]],
    ['sv2-173', 'Bravery Charm: "The Basic Pokémon this card is attached to gets +50 HP."', [{ kind: 'hp', amount: 50, reach: holder(['Basic Pokémon']), when: [] }]],
    ['sv2-176', 'Choice Belt: "… do 30 more damage to your opponent\'s Active Pokémon V (before applying Weakness and Resistance)."', [{ kind: 'damage-dealt', amount: 30, againstActiveOnly: true, against: { categories: ['Pokémon V'], types: [] }, reach: holder(), when: [] }]],
    ['sv8-169', 'Counter Gain: "If you have more Prize cards remaining than your opponent, attacks used by the Pokémon this card is attached to cost Colorless less."', [{ kind: 'attack-cost-less', colorless: 1, reach: holder(), when: [{ kind: 'more-prizes-remaining' }] }]],
    ['pgo-29', 'Zapdos "Lightning Symbol": "Your Basic Lightning Pokémon\'s attacks, except any Zapdos, do 10 more damage to your opponent\'s Active Pokémon (before applying Weakness and Resistance)."', [{ kind: 'damage-dealt', amount: 10, againstActiveOnly: true, against: { categories: [], types: [] }, reach: { side: 'own', activeOnly: false, filter: { categories: ['Basic Pokémon'], types: ['Lightning'], exceptNames: ['Zapdos'] } }, when: [] }]],
    ['sv5-81', 'Iron Crown ex "Cobalt Command": "Attacks used by your Future Pokémon, except any Iron Crown ex, do 20 more damage to your opponent\'s Active Pokémon (before applying Weakness and Resistance)."', [{ kind: 'damage-dealt', amount: 20, againstActiveOnly: true, against: { categories: [], types: [] }, reach: { side: 'own', activeOnly: false, filter: { categories: ['Future Pokémon'], types: [], exceptNames: ['Iron Crown ex'] } }, when: [] }]],
    ['sv4-166', 'Luxurious Cape: "If … doesn\'t have a Rule Box, it gets +100 HP, and if it is Knocked Out by damage from an attack from your opponent\'s Pokémon, that player takes 1 more Prize card."', [{ kind: 'hp', amount: 100, reach: holder(), when: [{ kind: 'is', filter: { categories: ['no Rule Box'], types: [] } }] }, { kind: 'prizes-taken', by: 1, reach: holder(), when: [{ kind: 'is', filter: { categories: ['no Rule Box'], types: [] } }] }]],
    ['sv6-167', 'Legacy Energy: "… that player takes 1 fewer Prize card. This effect of your Legacy Energy can\'t be applied more than once per game."', [{ kind: 'prizes-taken', by: -1, oncePerGame: 'Legacy Energy', reach: holder(), when: [] }]],
    ['swsh6-148', 'Path to the Peak: "Pokémon with a Rule Box in play (both yours and your opponent\'s) have no Abilities."', [{ kind: 'no-abilities', reach: { side: 'all', activeOnly: false, filter: { categories: ['Rule Box'], types: [] } }, when: [] }]],
    ['sv4pt5-159', 'Klefki "Mischievous Lock": "As long as this Pokémon is in the Active Spot, Basic Pokémon in play (both yours and your opponent\'s) have no Abilities, except for Mischievous Lock."', [{ kind: 'no-abilities', except: 'Mischievous Lock', reach: { side: 'all', activeOnly: false, filter: { categories: ['Basic Pokémon'], types: [] } }, when: [{ kind: 'source-spot', spot: 'active' }] }]],
    ['swsh6-89', 'Sandaconda V "Wall of Sand": "This Pokémon takes 30 less damage from attacks (after applying Weakness and Resistance)."', [{ kind: 'damage-taken', amount: 30, from: { categories: [], types: [] }, reach: holder(), when: [] }]],
  ])('%s — %s', (id, _text, expected) => {
    expect(only(id)).toEqual(expected);
  });

  it('Area Zero Underdepths: the Bench of 8 with a Tera Pokémon in play, and its discards read as the bench-size rule', () => {
    const stadium = cardEffects(cardById('sv7-131'));
    expect(stadium.effects).toEqual([{ kind: 'bench-size', size: 8, when: [{ kind: 'has-in-play', filter: { categories: ['Tera Pokémon'], types: [] } }] }]);
    expect(stadium.readings.every((r) => r.executed)).toBe(true);
  });
});

describe('Special Energy provision read from the text', () => {
  it('Reversal Energy: Colorless; "every type … only 3 Energy at a time" when behind on Prize cards on an Evolution Pokémon without a Rule Box', () => {
    expect(provisionOf(cardById('sv2-192'))?.provisions).toEqual([
      { when: [], units: ['Colorless'] },
      { when: [{ kind: 'more-prizes-remaining' }, { kind: 'holder-without-rule-box' }], units: ['any', 'any', 'any'] },
    ]);
  });

  it('Team Rocket\'s Energy: "provides 2 in any combination of Psychic Energy and Darkness Energy" is two units of either type', () => {
    expect(provisionOf(cardById('sv10-182'))?.provisions).toEqual([{ when: [], units: [['Psychic', 'Darkness'], ['Psychic', 'Darkness']] }]);
  });
});
