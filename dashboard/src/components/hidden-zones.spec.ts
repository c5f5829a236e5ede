import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { viewFor } from '../../../src/rules/index.js';
import { quickStart } from '../../../src/rules/testing/table.js';
import { demoCard } from '../testing/demo-cards.js';
import { load, strings, type Language } from '../testing/log-words.js';
import { HiddenZones } from './hidden-zones.js';
import { PreferencesProvider } from '../preferences.js';

const STICKER = '04EFB41F12C9E0';

beforeAll(load);

/** Ash's discard pile on the judge's page, as text, after Ash played Potion (its sticker's id as the card's uid). */
function judgesDiscard(language: Language): { text: string; html: string } {
  const t = quickStart({ profile: 'sv', p1: { active: demoCard('sv1-74') }, p2: { active: demoCard('sv1-74') } });
  t.do({ type: 'PlayTrainer', player: 'p1', card: demoCard('sv1-188'), uid: STICKER });
  void strings.changeLanguage(language);
  const view = viewFor(t.state, { role: 'judge' });
  const page = createElement(I18nextProvider, { i18n: strings }, createElement(PreferencesProvider, null, createElement(HiddenZones, { view })));
  const html = /<dd data-testid="hidden-discard-p1">(.*?)<\/dd>/.exec(renderToStaticMarkup(page))?.[1] ?? '';
  return { html, text: html.replace(/<!-- -->|<[^>]+>/g, '') };
}

describe("the judge's hidden zones", () => {
  it.each<[Language, string, string]>([
    ['en', 'Potion', 'sticker'],
    ['de', 'Trank', 'Sticker'],
    ['fi', 'Potion', 'tarra'],
  ])('in %s, name a card as the judge reads it on the paper card, its sticker id after it in small type', (language, name, sticker) => {
    const { html, text } = judgesDiscard(language);
    expect(text).toBe(`${name} ${sticker} ${STICKER}`);
    expect(html).toContain(`<small class="sticker-id">${sticker} ${STICKER}</small>`);
    expect(text).not.toContain(`[${STICKER}]`);
  });
});
