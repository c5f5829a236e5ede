import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROFILES, chosenCountRange, trainerCountRange, viewFor } from '../../../src/rules/index.js';
import { seatActions } from '../../../src/matches/seat-actions.js';
import { quickStart } from '../../../src/rules/testing/table.js';
import { PreferencesProvider } from '../preferences.js';
import { demoCard } from '../testing/demo-cards.js';
import { load, strings, type Language } from '../testing/log-words.js';
import { defaultCount, withinRange } from './count-field.js';
import { AbilityActions, ConfirmEffect } from './effect-actions.js';

/**
 * 000 'Was ist der Unterschied zwischen „bis zu“ und „beliebig viele“?': "bis zu X" is any number from 1 to X (a draw
 * from 0), "beliebig viele" from 0. The dashboard asks the count before it sends the play, bounded by the range the
 * engine reads from the text, starting at the most it allows.
 */
const sv = PROFILES.sv;
const energyRetrieval = demoCard('sv1-171'); // Item: "Put up to 2 Basic Energy cards from your discard pile into your hand."
const nestBall = demoCard('sv1-181'); // Item: "Search your deck for a Basic Pokémon and put it onto your Bench."
const miraidonEx = demoCard('sv1-81'); // "Tandem Unit": "… search your deck for up to 2 Basic Lightning Pokémon and put them onto your Bench."

beforeAll(load);

function html(element: ReactElement, language: Language = 'en'): string {
  void strings.changeLanguage(language);
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n: strings }, createElement(PreferencesProvider, null, element)));
}

const confirm = (range: ReturnType<typeof trainerCountRange>) => createElement(ConfirmEffect, { title: 'Energy Retrieval', text: '', printed: '', range, onCancel: () => undefined, onConfirm: () => undefined });
const field = (markup: string) => /<input[^>]*data-testid="effect-count"[^>]*>/.exec(markup)?.[0] ?? null;
const label = (markup: string) => /<label[^>]*>(.*?)<\/label>/.exec(markup)?.[1] ?? null;

describe('the count field of a Trainer or an Ability whose text lets the player choose a count', () => {
  it('Energy Retrieval\'s "up to 2": a number field from 1 to 2, starting at 2, worded in English, German and Finnish', () => {
    const range = trainerCountRange(sv, energyRetrieval);
    expect(range).toEqual({ min: 1, max: 2 });
    const en = html(confirm(range));
    expect(field(en)).toMatch(/type="number"/);
    expect(field(en)).toMatch(/min="1"/);
    expect(field(en)).toMatch(/max="2"/);
    expect(field(en)).toMatch(/value="2"/);
    expect(label(en)).toBe('How many? 1 to 2');
    expect(label(html(confirm(range), 'de'))).toBe('Wie viele? 1 bis 2');
    expect(label(html(confirm(range), 'fi'))).toBe('Kuinka monta? 1–2');
  });

  it('"any amount" has no most: the field has no maximum and starts at 0', () => {
    const range = { min: 0, max: null };
    const markup = html(confirm(range));
    expect(field(markup)).not.toMatch(/max=/);
    expect(field(markup)).toMatch(/value="0"/);
    expect(label(markup)).toBe('How many? 0 or more');
  });

  it('Nest Ball lets the player choose no count: no field is shown', () => {
    expect(trainerCountRange(sv, nestBall)).toBeNull();
    expect(field(html(confirm(null)))).toBeNull();
  });

  it('a count typed outside the range is brought inside it', () => {
    const upTo2 = { min: 1, max: 2 };
    expect([5, 0, 1.6, Number.NaN].map((n) => withinRange(upTo2, n))).toEqual([2, 1, 2, 2]);
    expect([7, -1].map((n) => withinRange({ min: 0, max: null }, n))).toEqual([7, 0]);
    expect(defaultCount(upTo2)).toBe(2);
  });

  it('Miraidon ex "Tandem Unit" is offered as an Ability to use, and its "up to 2" is asked from 1 to 2', () => {
    const t = quickStart({ profile: 'sv', p1: { active: miraidonEx }, p2: { active: miraidonEx } });
    const checked = new Map(seatActions(t.state, 'p1').map((a) => [a.action, a]));
    const markup = html(createElement(AbilityActions, { view: viewFor(t.state, { role: 'player', seat: 'p1' }), seat: 'p1', send: () => undefined, disabled: false, checked }));
    expect(markup).toContain('Use Ability: Tandem Unit (Miraidon ex)');
    expect(checked.get('ability:p1-active:0')?.ability?.count).toEqual({ min: 1, max: 2 });
    expect(chosenCountRange(sv, [miraidonEx.abilities[0]?.text ?? ''])).toEqual({ min: 1, max: 2 });
  });

  it('an Ability the hub refuses now is disabled with the rule beside it (a VSTAR Power already used, 000 "Anhang 6")', () => {
    const t = quickStart({ profile: 'sv', p1: { active: miraidonEx }, p2: { active: miraidonEx } });
    const served = seatActions(t.state, 'p1').find((a) => a.action === 'ability:p1-active:0')?.ability;
    const refusal = { action: 'ability:p1-active:0', legal: false as const, violation: { code: 'vstar-used', message: 'You can use only one VSTAR Power in a game.', ref: { file: '000_0830806de1b6dc84.txt', section: 'Anhang 6' } }, ability: served };
    const markup = html(createElement(AbilityActions, { view: viewFor(t.state, { role: 'player', seat: 'p1' }), seat: 'p1', send: () => undefined, disabled: false, checked: new Map([[refusal.action, refusal]]) }));
    expect(markup).toMatch(/<button[^>]*disabled=""[^>]*aria-describedby="ability-p1-active-0-reason"/);
    expect(markup).toContain('id="ability-p1-active-0-reason"');
  });
});
