import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { load, strings, type Language } from '../testing/log-words.js';
import { CoinOrigin } from './coin-flips.js';

beforeAll(load);

const NOTE = 'emulated coin flipper MMCF-1-SIM SIM-demo (firmware 1.0.0), button flip #2; not a real coin';

function origin(note: string, language: Language, detailed: boolean): { text: string; title: string | null } {
  void strings.changeLanguage(language);
  const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n: strings }, createElement(CoinOrigin, { origin: { kind: 'simulated', note }, detailed })));
  const title = /title="([^"]*)"/.exec(html)?.[1] ?? null;
  return { text: html.replace(/<!-- -->|<[^>]+>/g, ''), title };
}

describe("a simulated flipper's coin, in the page's language", () => {
  it.each<[Language, string]>([
    ['en', '⚙ simulated flipper MMCF-1-SIM SIM-demo (firmware 1.0.0), button press #2, not a real coin'],
    ['de', '⚙ simulierter Münzwerfer MMCF-1-SIM SIM-demo (Firmware 1.0.0), Tastendruck Nr. 2, keine echte Münze'],
    ['fi', '⚙ simuloitu kolikonheittäjä MMCF-1-SIM SIM-demo (laiteohjelmisto 1.0.0), napinpainallus nro 2, ei oikea kolikko'],
  ])('in %s, words the note of the flipper from its parts for the judge, and in the hover title elsewhere', (language, text) => {
    expect(origin(NOTE, language, true)).toEqual({ text, title: null });
    expect(origin(NOTE, language, false).title).toBe(text.slice(2));
  });

  it('quotes a note of another form, saying it is in English', () => {
    expect(origin('a coin a test flipped', 'de', true).text).toBe('⚙ simulierter Münzwerfer, keine echte Münze (Hinweis des Simulators, auf Englisch: a coin a test flipped)');
  });
});
