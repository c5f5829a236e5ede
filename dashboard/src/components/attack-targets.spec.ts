import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { targetChoice, viewFor, type TargetChoice } from '../../../src/rules/index.js';
import { quickStart } from '../../../src/rules/testing/table.js';
import { PreferencesProvider } from '../preferences.js';
import { demoCard } from '../testing/demo-cards.js';
import { load, strings, type Language } from '../testing/log-words.js';
import { AttackTargets } from './attack-targets.js';

/**
 * 000 "Angreifen im Detail" d: "Wenn die Attackenbeschreibung dich auffordert, „1 Pokémon auf der Bank deines Gegners“
 * auszuwählen, musst du diese Wahl jetzt treffen." The attack dialog asks the Pokémon by name before the attack is sent.
 */
const miraidon = demoCard('sv1-80'); // "Lightning Laser": "This attack also does 30 damage to 1 of your opponent's Benched Pokémon."
const fennekin = demoCard('xy0-8');
const froakie = demoCard('xy0-12');

beforeAll(load);

function html(element: ReactElement, language: Language = 'en'): string {
  void strings.changeLanguage(language);
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n: strings }, createElement(PreferencesProvider, null, element)));
}

const view = () => viewFor(quickStart({ profile: 'sv', p1: { active: miraidon }, p2: { active: froakie, bench: [fennekin, froakie] } }).state, { role: 'player', seat: 'p1' });
const targets = (choice: TargetChoice, chosen: string[] = [], language: Language = 'en') => html(createElement(AttackTargets, { view: view(), seat: 'p1', choice, chosen, onChange: () => undefined }), language);
const legend = (markup: string) => /<legend>(.*?)<\/legend>/.exec(markup)?.[1] ?? null;
const choices = (markup: string) => [...markup.matchAll(/<label class="choice">(<input[^>]*>)(.*?)<\/label>/g)].map((m) => ({ name: m[2], disabled: /disabled/.test(m[1] ?? '') }));

describe('the Pokémon an attack\'s text chooses, asked in the attack dialog', () => {
  it('Lightning Laser: one of the opponent\'s Benched Pokémon, by name, worded in English, German and Finnish', () => {
    const choice = targetChoice(miraidon.attacks[1]!);
    expect(choice).toEqual({ from: 'opponent-bench', count: 1, amount: 30 });
    const en = targets(choice!);
    expect(legend(en)).toBe("Choose 1 of your opponent&#x27;s Benched Pokémon");
    expect(choices(en).map((c) => c.name)).toEqual(['Fennekin', 'Froakie']);
    expect(/data-testid="target-damage">(.*?)</.exec(en)?.[1]).toBe('30 damage to each one chosen (no Weakness or Resistance on the Bench)');
    expect(legend(targets(choice!, [], 'de'))).toBe('Wähle 1 Pokémon auf der Bank deines Gegners');
    expect(legend(targets(choice!, [], 'fi'))).toBe('Valitse vastustajasi penkillä olevista Pokémoneista 1');
  });

  it('"2 of your opponent\'s Pokémon": the Active one first, marked; once 2 are ticked the rest wait', () => {
    const markup = targets({ from: 'opponent', count: 2, amount: 50 }, ['p2-active', 'p2-bench1']);
    expect(choices(markup)).toEqual([
      { name: 'Froakie (Active)', disabled: false },
      { name: 'Fennekin', disabled: true },
      { name: 'Froakie', disabled: false },
    ]);
    expect(markup).toContain('2 of 2 chosen');
  });

  it('two Benched Pokémon of one name are told apart by their place on the Bench, in English, German and Finnish', () => {
    const twins = viewFor(quickStart({ profile: 'sv', p1: { active: miraidon }, p2: { active: fennekin, bench: [froakie, fennekin, froakie] } }).state, { role: 'player', seat: 'p1' });
    const render = (language: Language) => choices(html(createElement(AttackTargets, { view: twins, seat: 'p1', choice: { from: 'opponent-bench', count: 1, amount: 30 }, chosen: [], onChange: () => undefined }), language)).map((c) => c.name);
    expect(render('en')).toEqual(['Froakie (Bench 1)', 'Fennekin', 'Froakie (Bench 3)']);
    expect(render('de')).toEqual(['Froxy (Bank 1)', 'Fynx', 'Froxy (Bank 3)']);
    expect(render('fi')).toEqual(['Froakie (penkki 1)', 'Fennekin', 'Froakie (penkki 3)']);
  });
});
