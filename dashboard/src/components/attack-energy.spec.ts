import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { energyDiscardChoiceInView, energyDiscardOf, type AttackDef, type CardInst } from '../../../src/rules/index.js';
import { PreferencesProvider } from '../preferences.js';
import { demoCard } from '../testing/demo-cards.js';
import { load, strings, type Language } from '../testing/log-words.js';
import { AttackEnergy, AttackEnergyAll, discardWords, servedEnergyChoice } from './attack-energy.js';

vi.mock('@rules/index.js', () => import('../../../src/rules/index.js'));
vi.mock('@protocol', () => import('../../../src/protocol/index.js'));

/**
 * "Discard … Energy from this Pokémon": the attack list says what the attack discards, and where the player chooses
 * which Energy cards (000 "Angreifen im Detail" d: the attack's choices are made as it is declared) the attack dialog
 * lists them by name. "2 Energy" counts the Energy the cards provide (as TCG Live does, attack-energy-discard.ts), so the
 * words say "Energy", not "Energy cards".
 */
const pawmot = demoCard('sv1-76'); // "Electro Paws": "Discard all Energy from this Pokémon."
const fire: CardInst = { uid: 'e0', owner: 'p1', def: demoCard('sve-2') };
const water: CardInst = { uid: 'e1', owner: 'p1', def: demoCard('sve-3') };
// Charcadet's "Ember" (sv1-39) as printed; the demo catalogue does not ship it.
const ember: AttackDef = { name: 'Ember', cost: ['Fire'], damage: { amount: 30, modifier: 'none' }, text: 'Discard an Energy from this Pokémon.' };
// Arcanine's "Dynamite Fang" (sv3pt5-59) as printed.
// Mewtwo's "Psyslash" (sv3pt5-150) as printed, and Double Turbo Energy (swsh9-151): "provides [C][C] Energy" (one card).
const psyslash: AttackDef = { name: 'Psyslash', cost: ['Psychic', 'Psychic', 'Colorless'], damage: { amount: 130, modifier: 'none' }, text: 'Discard 2 Energy from this Pokémon.' };
const psychic = (uid: string): CardInst => ({ uid, owner: 'p1', def: demoCard('sve-5') });
const doubleTurbo: CardInst = { uid: 'e2', owner: 'p1', def: { ...demoCard('sve-2'), id: 'swsh9-151', name: 'Double Turbo Energy', names: {}, energyKind: 'Special', provides: ['Colorless', 'Colorless'] } };
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
    expect(words(pawmot.attacks[0]!, 'fi')).toBe('laittaa tästä Pokémonista poistopinoon kaiken energian');
  });

  it('a count and a type: "Discard 2 Fire Energy from this Pokémon."', () => {
    expect(words(dynamiteFang, 'en')).toBe('discards 2 Fire Energy from this Pokémon');
    expect(words(dynamiteFang, 'de')).toBe('legt 2 Feuer-Energie von diesem Pokémon ab');
    expect(words(dynamiteFang, 'fi')).toMatch(/^laittaa tästä Pokémonista poistopinoon 2 .+-energiaa$/);
    expect(words(ember, 'en')).toBe('discards 1 Energy from this Pokémon');
  });

  it('behind a coin: "Flip a coin. If tails, discard all Energy from this Pokémon."', () => {
    const frostPurge: AttackDef = { name: 'Frost Purge', cost: [], damage: { amount: 160, modifier: 'none' }, text: 'Flip a coin. If tails, discard all Energy from this Pokémon.' };
    expect(words(frostPurge, 'en')).toBe('if tails, discards all Energy from this Pokémon');
    expect(words(frostPurge, 'de')).toBe('bei Zahl: legt alle Energie von diesem Pokémon ab');
    expect(words(frostPurge, 'fi')).toBe('jos klaava: laittaa tästä Pokémonista poistopinoon kaiken energian');
  });
});

describe('the Energy cards to discard, asked in the attack dialog where the choice matters', () => {
  it('Ember with a Fire and a Water Energy: both listed by name; with two Fire Energy nothing is asked', () => {
    const choice = energyDiscardChoiceInView([fire, water], ember);
    expect(choice).toEqual({ count: 1, cards: [fire, water], units: [1, 1] });
    expect(energyDiscardChoiceInView([fire, { uid: 'e2', owner: 'p1', def: fire.def }], ember)).toBeNull();
    const en = html(createElement(AttackEnergy, { choice: choice!, pokemon: 'Charcadet', chosen: [], onChange: () => undefined }));
    expect(/<legend>(.*?)<\/legend>/.exec(en)?.[1]).toBe('Energy to discard from Charcadet: choose cards that provide 1 Energy');
    expect(/<output[^>]*>(.*?)<\/output>/.exec(en)?.[1]).toBe('1 more Energy needed');
    expect(choices(en)).toEqual([
      { name: 'Basic Fire Energy', disabled: false },
      { name: 'Basic Water Energy', disabled: false },
    ]);
  });

  it('once one is ticked the other waits; worded in German and Finnish', () => {
    const choice = { count: 1, cards: [fire, water], units: [1, 1] };
    const de = html(createElement(AttackEnergy, { choice, pokemon: 'Knarbon', chosen: ['e1'], onChange: () => undefined }), 'de');
    expect(choices(de).map((c) => c.disabled)).toEqual([true, false]);
    expect(/<legend>(.*?)<\/legend>/.exec(de)?.[1]).toBe('Von Knarbon abzulegende Energie: wähle Karten, die 1 Energie liefern');
    expect(de).toContain('Genug Energie gewählt');
    const fi = html(createElement(AttackEnergy, { choice, pokemon: 'Charcadet', chosen: [], onChange: () => undefined }), 'fi');
    expect(/<legend>(.*?)<\/legend>/.exec(fi)?.[1]).toBe('Poistopinoon laitettava energia (Charcadet): valitse kortit, jotka antavat 1 energian');
  });

  it('Psyslash with two Psychic Energy and a Double Turbo Energy: cards are ticked until they provide 2 Energy, and a card more than needed is named', () => {
    const choice = energyDiscardChoiceInView([psychic('e0'), psychic('e1'), doubleTurbo], psyslash)!;
    expect(choice).toMatchObject({ count: 2, units: [1, 1, 2] });
    const dialog = (chosen: string[], language: Language = 'en') => {
      const markup = html(createElement(AttackEnergy, { choice, pokemon: 'Mewtwo', chosen, onChange: () => undefined }), language);
      return { choices: choices(markup), said: /<output[^>]*>(.*?)<\/output>/.exec(markup)?.[1] };
    };
    expect(dialog([]).choices.map((c) => c.name)).toEqual(['Basic Psychic Energy', 'Basic Psychic Energy', 'Double Turbo Energy (provides 2 Energy)']);
    expect(dialog(['e0'])).toMatchObject({ said: '1 more Energy needed', choices: [{ disabled: false }, { disabled: false }, { disabled: false }] });
    expect(dialog(['e2'])).toMatchObject({ said: 'Enough Energy chosen', choices: [{ disabled: true }, { disabled: true }, { disabled: false }] });
    expect(dialog(['e0', 'e2']).said).toBe('More than needed: Basic Psychic Energy can stay attached');
    expect(dialog(['e0', 'e2'], 'de').said).toBe('Mehr als nötig: Psycho-Energie kann angelegt bleiben');
    expect(dialog(['e0'], 'fi').said).toBe('Vielä puuttuu 1 energia');
  });

  it('the hub\'s count wins over the printed cards: Ignition Energy served as 3 on Greninja ex is enough alone, a Psychic Energy beside it is more than needed', () => {
    // Ignition Energy (me2-124) as the catalogue has it: no printed `provides` (its text sets it), so a view counts it 1.
    const ignition: CardInst = { uid: 'e2', owner: 'p1', def: { ...demoCard('sve-2'), id: 'me2-124', name: 'Ignition Energy', names: {}, energyKind: 'Special', provides: [] } };
    const attached = [psychic('e0'), psychic('e1'), ignition];
    const served = { action: 'attack:1', legal: true as const, choose: true, energy: { count: 2, cards: [{ uid: 'e0', units: 1 }, { uid: 'e1', units: 1 }, { uid: 'e2', units: 3 }] } };
    const choice = servedEnergyChoice(served, attached)!;
    expect(choice).toEqual({ count: 2, cards: attached, units: [1, 1, 3] });
    expect(energyDiscardChoiceInView(attached, psyslash)?.units).toEqual([1, 1, 1]);
    const said = (chosen: string[]) => /<output[^>]*>(.*?)<\/output>/.exec(html(createElement(AttackEnergy, { choice, pokemon: 'Greninja ex', chosen, onChange: () => undefined })))?.[1];
    expect(said(['e2'])).toBe('Enough Energy chosen');
    expect(said(['e0', 'e2'])).toBe('More than needed: Basic Psychic Energy can stay attached');
    expect(servedEnergyChoice({ action: 'attack:0', legal: true, choose: false }, attached)).toBeNull();
  });
});

describe('"You may discard any amount of Water Energy from your Pokémon" (Chien-Pao ex, Hail Blade): as many cards as the count chosen', () => {
  const onActive: CardInst = { uid: 'e0', owner: 'p1', def: demoCard('sve-3') };
  const onBench: CardInst = { uid: 'e1', owner: 'p1', def: demoCard('sve-3') };
  const served = {
    action: 'attack:0',
    legal: true as const,
    choose: true,
    energy: { count: 0, perCount: true as const, cards: [{ uid: 'e0', units: 1, on: 'p1-active' }, { uid: 'e1', units: 1, on: 'p1-bench0' }] },
  };
  const holderName = (id: string): string => (id === 'p1-active' ? 'Chien-Pao ex' : 'Lapras');

  it('the hub serves the cards with the Pokémon holding each; the dialog asks for the count chosen and names each Pokémon, in en, de and fi', () => {
    const choice = servedEnergyChoice(served, [onActive, onBench])!;
    expect(choice).toEqual({ count: 0, cards: [onActive, onBench], units: [1, 1], perCount: true, holders: ['p1-active', 'p1-bench0'] });
    const dialog = (language: Language) => {
      const markup = html(createElement(AttackEnergy, { choice: { ...choice, count: 1 }, pokemon: 'Chien-Pao ex', chosen: [], onChange: () => undefined, holderName }), language);
      return { legend: /<legend>(.*?)<\/legend>/.exec(markup)?.[1], choices: choices(markup).map((c) => c.name) };
    };
    expect(dialog('en')).toEqual({ legend: 'Energy to discard: tick 1 card', choices: ['Basic Water Energy on Chien-Pao ex', 'Basic Water Energy on Lapras'] });
    expect(dialog('de')).toEqual({ legend: 'Abzulegende Energie: kreuze 1 Karte an', choices: ['Wasser-Energie an Chien-Pao ex', 'Wasser-Energie an Lapras'] });
    expect(dialog('fi').legend).toBe('Poistopinoon laitettava energia: valitse 1 kortti');
  });
  it('the count set to every card offered: nothing to tick, and the dialog lists each card that goes with its Pokémon, in en, de and fi', () => {
    const choice = servedEnergyChoice(served, [onActive, onBench])!;
    const listed = (language: Language) => {
      const markup = html(createElement(AttackEnergyAll, { choice, holderName }), language);
      return { said: /<p>(.*?)<\/p>/.exec(markup)?.[1], cards: [...markup.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]) };
    };
    expect(listed('en')).toEqual({ said: 'With 2, all these cards go to the discard pile:', cards: ['Basic Water Energy on Chien-Pao ex', 'Basic Water Energy on Lapras'] });
    expect(listed('de')).toEqual({ said: 'Bei 2 kommen alle diese Karten auf den Ablagestapel:', cards: ['Wasser-Energie an Chien-Pao ex', 'Wasser-Energie an Lapras'] });
    expect(listed('fi').said).toBe('Määrällä 2 poistopinoon menevät kaikki nämä kortit:');
  });
});
