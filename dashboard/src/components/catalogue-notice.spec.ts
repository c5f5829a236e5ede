import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CatalogueFreshness } from '@protocol';
import type { Live } from '../connection/use-live-topic.js';
import { load, strings, type Language } from '../testing/log-words.js';
import { CatalogueNotice } from './catalogue-notice.js';

// The unit project has no `@protocol` alias (dashboard/vite.config.ts has): map it to the same real module.
vi.mock('@protocol', () => import('../../../src/protocol/index.js'));

/** What the hub last pushed on `catalogue-freshness`; the unit project has no WebSocket. */
let live: Live<CatalogueFreshness> = { status: 'loading' };
vi.mock('../connection/use-live-topic.js', () => ({ useLiveTopic: () => live }));

beforeAll(load);

const sve = { id: 'sve', name: 'Scarlet & Violet Energies', releaseDate: '2023/03/31' };
const ascendedHeroes = { id: 'me2pt5', name: 'Ascended Heroes', releaseDate: '2026/01/30' };

function render(token: string, language: Language = 'en'): string {
  void strings.changeLanguage(language);
  const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n: strings }, createElement(CatalogueNotice, { token })));
  return html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
}

/** Issue 17, item 10: "say on the store overview when the catalogue is older than the newest set a source offers". */
describe('the store overview\'s notice that the catalogue is older than its source', () => {
  it('tells a signed-in organiser the newest set, with its date, and offers to import it', () => {
    live = { status: 'ok', data: { newest: sve, sourceConfigured: true, newer: ascendedHeroes, checkedAt: '2026-11-26T04:00:00.000Z' } };
    expect(render('organiser-token')).toBe('The catalogue is older than the newest set (Ascended Heroes, January 30, 2026). Import Ascended Heroes');
  });

  it.each([
    ['de', 'Der Katalog ist älter als die neueste Erweiterung (Ascended Heroes, 30. Januar 2026). Ascended Heroes importieren'],
    ['fi', 'Luettelo on vanhempi kuin uusin sarja (Ascended Heroes, 30. tammikuuta 2026). Tuo Ascended Heroes'],
  ] as const)('in %s', (language, text) => {
    live = { status: 'ok', data: { newest: sve, sourceConfigured: true, newer: ascendedHeroes, checkedAt: '2026-11-26T04:00:00.000Z' } };
    expect(render('organiser-token', language)).toBe(text);
  });

  it('shows nothing to a visitor who is not signed in', () => {
    live = { status: 'ok', data: { newest: sve, sourceConfigured: true, newer: ascendedHeroes, checkedAt: '2026-11-26T04:00:00.000Z' } };
    expect(render('')).toBe('');
  });

  it('shows nothing when the catalogue is up to date, the source is not configured or could not be read, or nothing has come yet', () => {
    for (const state of [
      { status: 'ok', data: { newest: ascendedHeroes, sourceConfigured: true, newer: null, checkedAt: '2026-11-26T04:00:00.000Z' } },
      { status: 'ok', data: { newest: sve, sourceConfigured: false, newer: null, checkedAt: null } },
      { status: 'ok', data: { newest: sve, sourceConfigured: true, newer: null, checkedAt: null } },
      { status: 'loading' },
    ] as const) {
      live = state;
      expect(render('organiser-token')).toBe('');
    }
  });
});
