import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { quickStart } from '../../../src/rules/testing/table.js';
import { viewFor } from '../../../src/rules/index.js';
import { LOCALES } from '../i18n/i18n.js';
import { demoCard } from '../testing/demo-cards.js';
import { coinReason } from './coin-reason.js';

const i18n = i18next.createInstance();

beforeAll(async () => {
  const [en, de, fi] = await Promise.all([LOCALES.en(), LOCALES.de(), LOCALES.fi()]);
  await i18n.init({
    resources: { en: { translation: en.translation }, de: { translation: de.translation }, fi: { translation: fi.translation } },
    lng: 'en',
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
});

/** 000 "Spielablauf": a coin decides who goes first; the flip's record keeps why it was flipped. */
describe('why a coin was flipped, in the reader’s language', () => {
  const table = quickStart({ profile: 'sv', p1: { active: demoCard('sv1-74') }, p2: { active: demoCard('sv1-74') } });
  const view = () => viewFor(table.state, { role: 'spectator' });

  it('words the toss for who goes first in English, German and Finnish, with the players’ names', () => {
    const [toss] = view().coinFlips;
    if (!toss) throw new Error('no toss recorded');
    expect(toss.purpose).toEqual({ kind: 'toss' });
    expect(coinReason(toss, view(), i18n.getFixedT('en'))).toBe('Who goes first: heads for Ash, tails for Misty');
    expect(coinReason(toss, view(), i18n.getFixedT('de'))).toBe('Wer beginnt: Kopf für Ash, Zahl für Misty');
    expect(coinReason(toss, view(), i18n.getFixedT('fi'))).toBe('Kuka aloittaa: kruuna Ash, klaava Misty');
  });

  it('reads a record without its purpose from the engine’s sentence, naming the players', () => {
    const old = { reason: 'Who goes first: heads, p1 goes first; tails, p2 does.', purpose: null };
    expect(coinReason(old, view(), i18n.getFixedT('de'))).toBe('Who goes first: heads, Ash goes first; tails, Misty does.');
  });
});
