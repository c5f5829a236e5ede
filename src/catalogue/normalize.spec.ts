import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardById, deckById } from './testing.js';
import { normalizeCard, printedDamageOf, prizeValueBySubtypes } from './normalize.js';

// Every case is a real card from ../shared/cards (pokemon-tcg-data), one quirk each (see its README).

describe('Pokémon fields', () => {
  it('reads the string hp as a number, and types, Weakness ×2, Resistance -30 and retreat', () => {
    const revavroom = cardById('sv3-156');
    expect(revavroom).toMatchObject({
      name: 'Revavroom ex',
      supertype: 'Pokémon',
      setId: 'sv3',
      number: '156',
      stage: 'Stage 1',
      evolvesFrom: 'Varoom',
      hp: 280,
      types: ['Metal'],
      weaknesses: [{ type: 'Fire', kind: 'times', amount: 2 }],
      resistances: [{ type: 'Grass', amount: 30 }],
      retreatCost: 1,
      regulationMark: 'G',
    });
    expect(revavroom.abilities).toEqual([
      expect.objectContaining({ name: 'Tune-Up', kind: 'Ability' }),
    ]);
  });

  it('reads an older +N Weakness as plus (Torterra LV.X: Fire +30)', () => {
    expect(cardById('dpp-DP09').weaknesses).toEqual([{ type: 'Fire', kind: 'plus', amount: 30 }]);
  });

  it('keeps an Ancient Trait as an ability of kind "Ancient Trait"', () => {
    const withTrait = cardById('xy5-55'); // Primal Kyogre-EX, α Growth
    expect(withTrait.abilities.some((a) => a.kind === 'Ancient Trait')).toBe(true);
  });
});

describe('attack and Ability names in German and French (TCGdex card-texts.json, #15)', () => {
  it('gives each attack and Ability the names TCGdex has for it, found by its English name', () => {
    const pawmot = cardById('sv1-76');
    expect(pawmot.attacks.map((a) => [a.name, a.names])).toEqual([['Electro Paws', { de: 'Elektropfoten', fr: 'Électro Pattes' }]]);
    expect(pawmot.abilities.map((a) => [a.name, a.names])).toEqual([['Electrogenesis', { de: 'Elektrogenese', fr: 'Électrogenèse' }]]);
    expect(cardById('xy0-3').attacks.map((a) => a.names?.de)).toEqual(['Rankenhieb', 'Samenbomben']);
  });

  it('gives each its German and French text too, beside the English one the card prints', () => {
    const pawmot = cardById('sv1-76');
    expect(pawmot.attacks.map((a) => [a.text, a.texts])).toEqual([
      ['Discard all Energy from this Pokémon.', { de: 'Lege alle Energien von diesem Pokémon auf deinen Ablagestapel.', fr: 'Défaussez toutes les Énergies de ce Pokémon.' }],
    ]);
    expect(pawmot.abilities[0]?.texts?.de).toBe('Einmal während deines Zuges kannst du dein Deck nach 1 Basis-{L}-Energiekarte durchsuchen und sie an dieses Pokémon anlegen. Mische anschließend dein Deck.');
  });

  it('leaves an attack without names where TCGdex names none of that printing by its English name', () => {
    const texts = { attacks: [{ en: 'Another Attack', de: 'Andere Attacke', effect: { de: 'Ein anderer Text.' } }] };
    const raw = { id: 'x-1', name: 'X', supertype: 'Pokémon' as const, number: '1', subtypes: ['Basic'], hp: '60', attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }] };
    const attack = normalizeCard(raw as Parameters<typeof normalizeCard>[0], 'x', undefined, texts).attacks[0];
    expect(attack).not.toHaveProperty('names');
    expect(attack).not.toHaveProperty('texts');
  });
});

describe('printed damage', () => {
  it.each([
    ['170', { amount: 170, modifier: 'none' }],
    ['30+', { amount: 30, modifier: 'plus' }],
    ['50×', { amount: 50, modifier: 'times' }],
    ['10-', { amount: 10, modifier: 'minus' }],
    ['?', { amount: 0, modifier: 'unknown' }],
    ['', null],
  ])('"%s" reads as %j', (printed, expected) => {
    expect(printedDamageOf(printed)).toEqual(expected);
  });

  it('reads any printed amount with any modifier back as that amount and modifier', () => {
    const modifiers = { '': 'none', '+': 'plus', '×': 'times', '-': 'minus' } as const;
    fc.assert(
      fc.property(fc.nat({ max: 9999 }), fc.constantFrom('', '+', '×', '-' as const), (amount, sign) => {
        expect(printedDamageOf(`${amount}${sign}`)).toEqual({ amount, modifier: modifiers[sign] });
      }),
    );
  });

  it('reads the damage of real attacks: "40+", "30×", "50-", "?", "" and none at all', () => {
    const damages = (id: string) => cardById(id).attacks.map((a) => a.damage);
    expect(damages('base1-2')).toEqual([{ amount: 40, modifier: 'plus' }]); // Blastoise, Hydro Pump
    expect(damages('base1-17')).toContainEqual({ amount: 30, modifier: 'times' }); // Beedrill, Twineedle
    expect(damages('base1-34')).toContainEqual({ amount: 50, modifier: 'minus' }); // Machoke, Karate Chop
    expect(damages('base1-40')).toContainEqual({ amount: 0, modifier: 'unknown' }); // Raticate, Super Fang
    expect(damages('sm11-1')[0]).toBeNull(); // Super Growth: ""
    expect(damages('svp-85')).toEqual([null]); // Pika-Portrait has no damage field
  });

  it('an attack costing "Free" costs nothing', () => {
    const free = cardById('sv8pt5-4').attacks.find((a) => a.name === 'Itchy Pollen');
    expect(free?.cost).toEqual([]);
  });
});

describe('stage, from the subtypes', () => {
  it.each([
    ['sv3-156', 'Stage 1'],
    ['sm11-1', 'Basic'],
    ['xy3-5', 'MEGA'],
    ['me1-3', 'Stage 2'], // Mega Venusaur ex prints Stage 2 next to MEGA and evolves from Ivysaur
    ['me1-86', 'Basic'], // Mega Absol ex is a Basic MEGA
    ['xy9-18', 'BREAK'],
    ['dpp-DP09', 'Level-Up'],
    ['swsh10tg-TG15', 'VMAX'],
    ['swsh10-18', 'VSTAR'],
    ['swshp-SWSH139', 'V-UNION'],
    ['bw10-27', 'Restored'],
    ['neo3-54', 'Basic'], // Baby Pokémon are Basic Pokémon
  ])('%s is %s', (id, stage) => {
    expect(cardById(id).stage).toBe(stage);
  });

  it('a Pokémon LEGEND half has no Stage', () => {
    expect(cardById('hgss3-87').stage).toBeUndefined();
  });
});

describe('prize value and rule box, from the printed rule', () => {
  it.each([
    ['sv1-25', 1, false], // plain Pikachu
    ['sv3-156', 2, true], // "Pokémon ex rule"
    ['ex7-96', 2, true], // "When Pokémon-ex has been Knocked Out" (EX era)
    ['xy3-4', 2, true], // Pokémon-EX
    ['xy3-5', 2, true], // M Pokémon-EX: the EX rule, plus the Mega turn-ends rule
    ['sm6-20', 2, true], // Pokémon-GX
    ['swsh10tg-TG13', 2, true], // Pokémon V
    ['swsh10-18', 2, true], // VSTAR
    ['swsh10tg-TG15', 3, true], // VMAX
    ['sm11-1', 3, true], // TAG TEAM (also GX: the TAG TEAM rule decides)
    ['swshp-SWSH139', 3, true], // V-UNION
    ['me1-3', 3, true], // "Mega Evolution ex Rule: ... takes 3 Prize cards"
    ['me2pt5-10', 3, true], // lists the "Pokémon ex rule" (2) too: the Mega Evolution ex Rule decides
    ['hgss3-87', 2, true], // LEGEND: "When this Pokémon has been Knocked Out, ... 2 Prize cards"
    ['hgss1-111', 2, true], // Ho-Oh LEGEND: the data drops the rule; the LEGEND subtype decides
    ['swsh10-27', 1, true], // Radiant: a rule box, 1 Prize
    ['sm6-31', 1, true], // Prism Star
    ['xy9-18', 1, true], // BREAK
    ['dpp-DP09', 1, true], // LV.X
    ['hgss3-81', 1, false], // Prime: no rule box
    ['cel25c-88_A', 2, true], // "knocked out" in lower case
  ])('%s gives %i Prize card(s), rule box %s', (id, prizes, ruleBox) => {
    const card = cardById(id);
    expect(card.prizeValue).toBe(prizes);
    expect(card.ruleBox).toBe(ruleBox);
  });

  it('the subtype fallback says what the printed rules say', () => {
    expect(prizeValueBySubtypes(['Basic', 'TAG TEAM', 'GX'])).toBe(3);
    expect(prizeValueBySubtypes(['Stage 2', 'MEGA', 'ex'])).toBe(3);
    expect(prizeValueBySubtypes(['MEGA', 'EX'])).toBe(2);
    expect(prizeValueBySubtypes(['Stage 2', 'Prime'])).toBe(1);
  });
});

describe('Trainer kind', () => {
  it.each([
    ['sv1-166', 'Supporter'],
    ['sv10-181', 'Item'], // "TM Machine": subtypes ["Item", "MEGA"]; MEGA means nothing on a Trainer
    ['sv4-178', 'Tool'], // SV "Technical Machine: Evolution" is printed as a Pokémon Tool
    ['swsh10-152', 'Tool'], // SWSH Tool, subtypes ["Item", "Pokémon Tool"]
    ['dp6-136', 'Technical Machine'], // the older Technical Machine subtype
    ['ex7-84', 'Item'], // "Rocket's Secret Machine"
    ['neo1-83', 'Item'], // "Goldenrod Game Corner"
    ['base1-88', 'Item'], // Professor Oak, no subtypes: a one-shot Trainer of 1999
    ['base1-70', 'Item'], // Clefairy Doll, no subtypes: played like a Basic Pokémon, still a Trainer
    ['base1-84', 'Tool'], // PlusPower, no subtypes: "Attach PlusPower to your Active Pokémon"
    ['ecard2-141', 'Tool'], // Weakness Guard, no subtypes: "Attach this card to 1 of your Pokémon"
    ['gym1-99', 'Tool'], // Charity: "Attach Charity to your Active Pokémon"
    ['cel25c-15_A2', 'Item'], // Here Comes Team Rocket!, cel25c id
  ])('%s is %s', (id, kind) => {
    expect(cardById(id).trainerKind).toBe(kind);
  });
});

describe('Energy', () => {
  it('basic Energy provides its type, by either naming ("Fire Energy", "Basic Grass Energy")', () => {
    expect(cardById('base1-98')).toMatchObject({ energyKind: 'Basic', provides: ['Fire'] });
    expect(cardById('sve-1')).toMatchObject({ energyKind: 'Basic', provides: ['Grass'] });
  });

  it('Double Colorless Energy provides two Colorless, as its text says', () => {
    expect(cardById('base1-96')).toMatchObject({ energyKind: 'Special', provides: ['Colorless', 'Colorless'] });
  });

  it('a Special Energy whose text makes what it provides conditional leaves provides out', () => {
    const rapidStrike = cardById('swsh5-140');
    expect(rapidStrike.energyKind).toBe('Special');
    expect(rapidStrike.provides).toBeUndefined();
    expect(cardById('sm6-117').provides).toBeUndefined(); // Beast Energy ◇: Colorless, or every type on an Ultra Beast
  });
});

describe('ids and names', () => {
  it('keys a cel25c card by its id, not by <set>-<number>', () => {
    expect(cardById('cel25c-15_A1')).toMatchObject({ name: 'Venusaur', setId: 'cel25c', number: '15' });
  });

  it('corrects the number of Antique Cover Fossil, which the data misprints as 60', () => {
    expect(cardById('zsv10pt5-80')).toMatchObject({ setId: 'zsv10pt5', number: '80' });
  });

  it('corrects the misspelt "Evolves from" of White Flare Archen', () => {
    expect(cardById('rsv10pt5-50').evolvesFrom).toBe('Antique Plume Fossil');
    expect(cardById('rsv10pt5-50').evolvesFrom).toBe(cardById('rsv10pt5-79').name);
  });

  it('attaches German and French names from TCGdex', () => {
    expect(cardById('sv3-156').names).toEqual({ de: 'Knattatox-ex', fr: 'Vrombotor-ex' });
  });

  it('an unknown id is a clear error', () => {
    expect(() => cardById('sv1-9999')).toThrow(/no card "sv1-9999" in set "sv1"/);
    expect(() => cardById('nosuchset-1')).toThrow(/no set "nosuchset"/);
    expect(() => cardById('pikachu')).toThrow(/not a card id/);
  });
});

describe('deckById', () => {
  it('the Kalos Starter Set Chespin deck has 60 cards', () => {
    const deck = deckById('d-xy0-1');
    expect(deck.name).toBe('Chespin');
    expect(deck.cards.reduce((n, line) => n + line.count, 0)).toBe(60);
    expect(deck.cards[0]?.card.setId).toBe('xy0');
  });

  it('the Scarlet & Violet demo deck of catalogue/demo has 60 cards, 15 of them Basic Lightning Energy', () => {
    const deck = deckById('mirrormat-sv1-miraidon');
    expect(deck.cards.reduce((n, line) => n + line.count, 0)).toBe(60);
    expect(deck.cards).toContainEqual({ card: expect.objectContaining({ id: 'sve-4', provides: ['Lightning'] }), count: 15 });
  });

  it('an unknown deck is a clear error', () => {
    expect(() => deckById('d-xy0-9')).toThrow(/no deck "d-xy0-9"/);
    expect(() => deckById('nonsense')).toThrow(/no deck "nonsense"/);
  });
});
