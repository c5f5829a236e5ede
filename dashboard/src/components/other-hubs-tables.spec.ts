import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { StoreTable } from '@protocol';
import type { Live } from '../connection/use-live-topic.js';
import { load, strings, type Language } from '../testing/log-words.js';
import { OtherHubsTables } from './other-hubs-tables.js';

// The unit project has no `@protocol` alias (dashboard/vite.config.ts has): map it to the same real module.
vi.mock('@protocol', () => import('../../../src/protocol/index.js'));

/** What the hub last pushed on `store-tables`; the unit project has no WebSocket. */
let live: Live<StoreTable[]> = { status: 'loading' };
vi.mock('../connection/use-live-topic.js', () => ({ useLiveTopic: () => live }));

beforeAll(load);

function render(language: Language = 'en'): string {
  void strings.changeLanguage(language);
  const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n: strings }, createElement(OtherHubsTables)));
  return html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ').trim();
}

/** Issue 17: a summary of another version is shown, readable, instead of failing the parse (src/store/README.md). */
describe("a table of a hub of another version on the store overview", () => {
  const older: StoreTable = { hubOnline: true, local: false, otherVersion: { v: 1, hub: 'hub-a', table: 'store-1', name: 'Table 1' } };

  it('shows its name and hub, and that the hubs of the store run different versions', () => {
    live = { status: 'ok', data: [older] };
    expect(render()).toBe(
      "Tables on the store's other hubs Table 1 Hub hub-a From a hub of another version (its table summaries are version 1, this hub reads version 2): bring the store's hubs to one release to see this table's game here.",
    );
  });

  it.each([
    ['de', 'Von einem Hub einer anderen Version (seine Tischübersichten haben Version 1, dieser Hub liest Version 2)'],
    ['fi', 'Toisen version hubista (sen pöytäyhteenvedot ovat versiota 1, tämä hub lukee versiota 2)'],
  ] as const)('in %s', (language, text) => {
    live = { status: 'ok', data: [{ ...older, hubOnline: false }] };
    expect(render(language)).toContain(text);
    expect(render(language)).toContain(language === 'de' ? 'Hub hub-a ist ausgefallen' : 'Hub hub-a ei ole toiminnassa');
  });
});
