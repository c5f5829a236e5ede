import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/i18n.js';
import { spotLabel, zoneLabel } from './zone-label.js';

const i18n = i18next.createInstance();

beforeAll(async () => {
  const [en, de] = await Promise.all([LOCALES.en(), LOCALES.de()]);
  await i18n.init({ resources: { en: { translation: en.translation }, de: { translation: de.translation } }, lng: 'en', fallbackLng: 'en', interpolation: { escapeValue: false } });
});

describe('zone names as the players call the spots on the mat', () => {
  it('names every zone of a table by seat and spot, in the interface language', async () => {
    const en = i18n.getFixedT('en');
    expect(zoneLabel('p1.active', en)).toBe('Player 1 · Active');
    expect(zoneLabel('p2.bench.3', en)).toBe('Player 2 · Bench 3');
    expect(zoneLabel('p1.tap', en)).toBe('Player 1 · tap pad');
    expect(zoneLabel('stadium', en)).toBe('Stadium');
    const de = i18n.getFixedT('de');
    expect(zoneLabel('p2.bench.1', de)).toBe(`${de('seat.p2')} · ${de('virtual.benchSpot', { index: 1 })}`);
    expect(zoneLabel('p2.bench.1', de)).not.toBe(zoneLabel('p2.bench.1', en));
  });

  it('names the spot alone where the side is already named (the virtual table)', () => {
    const en = i18n.getFixedT('en');
    expect(['p1.active', 'p2.bench.3', 'p1.tap', 'stadium'].map((zone) => spotLabel(zone, en))).toEqual(['Active', 'Bench 3', 'tap pad', 'Stadium']);
  });

  it('keeps a spot it has no name for as the zone id says it', () => {
    expect(zoneLabel('p1.sideboard', i18n.getFixedT('en'))).toBe('Player 1 · sideboard');
  });
});
