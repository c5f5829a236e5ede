import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { energyDiscardChoiceInView, energyDiscardOf, type AttackDef, type CardInst } from '../../../src/rules/index.js';
import { PreferencesProvider } from '../preferences.js';
import { demoCard } from '../testing/demo-cards.js';
import { load, strings, type Language } from '../testing/log-words.js';
import { AttackEnergy, discardWords } from './attack-energy.js';

vi.mock('@rules/index.js', () => import('../../../src/rules/index.js'));
vi.mock('@protocol', () => import('../../../src/protocol/index.js'));

/**
 * "Discard … Energy from this Pokémon": the attack list says what the attack discards, and where the player chooses
 * which Energy cards (000 "Angreifen im Detail" d: the attack's choices are made as it is declared) the attack dialog
 * lists them by name.
 */
const pawmot = demoCard('sv1-76'); // "Electro Paws": "Discard all Energy from this Pokémon."
const fire: CardInst = { uid: 'e0', owner: 'p1', def: demoCard('sve-2') };
const water: CardInst = { uid: 'e1', owner: 'p1', def: demoCard('sve-3') };
// Charcadet's "Ember" (sv1-39) as printed; the demo catalogue does not ship it.
const ember: AttackDef = { name: 'Ember', cost: ['Fire'], damage: { amount: 30, modifier: 'none' }, text: 'Discard an Energy from this Pokémon.' };
// Arcanine's "Dynamite Fang" (sv3pt5-59) as printed.
const dynamiteFang: AttackDef = { name: 'Dynamite Fang', cost: ['Fire', 'Fire', 'Colorless', 'Colorless'], damage: { amount: 240, modifier: 'none' }, text: 'Discard 2 Fire Energy from this Pokémon.' };

beforeAll(load);

function html(element: ReactElement, language: Language = 'en'): string {
  void strings.changeLanguage(language);
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n: strings }, createElement(PreferencesProvider, null, element)));
}

const words = (attack: AttackDef, language: Language): string => {
  void strings.changeLanguage(language);
  const discard = energyDiscardOf(attack);
  return discard ? discardWords(strings.t, discard) : '';
};
const choices = (markup: string) => [...markup.matchAll(/<label class="choice">(<input[^>]*>)(.*?)<\/label>/g)].map((m) => ({ name: m[2], disabled: /disabled/.test(m[1] ?? '') }));

describe('what an attack discards from its own Pokémon, in the attack list', () => {
  it('Pawmot, Electro Paws: all Energy, in English, German and Finnish', () => {
    expect(words(pawmot.attacks[0]!, 'en')).toBe('discards all Energy from this Pokémon');
    expect(words(pawmot.attacks[0]!, 'de')).toBe('legt alle Energie von diesem Pokémon ab');
    expect(words(pawmot.attacks[0]!, 'fi')).toBe('laittaa tästä Pokémonista poistopakkaan kaiken energian');
  });

  it('a count and a type: "Discard 2 Fire Energy from this Pokémon."', () => {
    expect(words(dynamiteFang, 'en')).toBe('discards 2 Fire Energy cards from this Pokémon');
    expect(words(dynamiteFang, 'de')).toBe('legt 2 Feuer-Energiekarten von diesem Pokémon ab');
    expect(words(ember, 'en')).toBe('discards 1 Energy card from this Pokémon');
  });

  it('behind a coin: "Flip a coin. If tails, discard all Energy from this Pokémon."', () => {
    const frostPurge: AttackDef = { name: 'Frost Purge', cost: [], damage: { amount: 160, modifier: 'none' }, text: 'Flip a coin. If tails, discard all Energy from this Pokémon.' };
    expect(words(frostPurge, 'en')).toBe('if tails, discards all Energy from this Pokémon');
    expect(words(frostPurge, 'de')).toBe('bei Zahl: legt alle Energie von diesem Pokémon ab');
    expect(words(frostPurge, 'fi')).toBe('jos klaava: laittaa tästä Pokémonista poistopakkaan kaiken energian');
  });
});

describe('the Energy cards to discard, asked in the attack dialog where the choice matters', () => {
  it('Ember with a Fire and a Water Energy: both listed by name; with two Fire Energy nothing is asked', () => {
    const choice = energyDiscardChoiceInView([fire, water], ember);
    expect(choice).toEqual({ count: 1, cards: [fire, water] });
    expect(energyDiscardChoiceInView([fire, { uid: 'e2', owner: 'p1', def: fire.def }], ember)).toBeNull();
    const en = html(createElement(AttackEnergy, { choice: choice!, pokemon: 'Charcadet', chosen: [], onChange: () => undefined }));
    expect(/<legend>(.*?)<\/legend>/.exec(en)?.[1]).toBe('Energy to discard from Charcadet: choose 1 card');
    expect(choices(en)).toEqual([
      { name: 'Basic Fire Energy', disabled: false },
      { name: 'Basic Water Energy', disabled: false },
    ]);
  });

  it('once one is ticked the other waits; worded in German and Finnish', () => {
    const choice = { count: 1, cards: [fire, water] };
    const de = html(createElement(AttackEnergy, { choice, pokemon: 'Knarbon', chosen: ['e1'], onChange: () => undefined }), 'de');
    expect(choices(de).map((c) => c.disabled)).toEqual([true, false]);
    expect(/<legend>(.*?)<\/legend>/.exec(de)?.[1]).toBe('Von Knarbon abzulegende Energie: wähle 1 Karte');
    expect(de).toContain('1 von 1 gewählt');
    const fi = html(createElement(AttackEnergy, { choice, pokemon: 'Charcadet', chosen: [], onChange: () => undefined }), 'fi');
    expect(/<legend>(.*?)<\/legend>/.exec(fi)?.[1]).toBe('Poistopakkaan laitettava energia (Charcadet): valitse 1 kortti');
  });
});
