import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/i18n.js';
import { demoCard } from '../testing/demo-cards.js';
import { cardLanguageFor, cardName } from './card-names.js';

describe('card names in the language of the table', () => {
  it('names a card in German or French where the catalogue has the name, as printed otherwise', () => {
    const arven = demoCard('sv1-166');
    expect(cardName(arven, 'en')).toBe('Arven');
    expect(cardName(arven, 'de')).toBe('Pepper');
    expect(cardName(arven, 'fr')).toBe('Pepper');
    const froakie = demoCard('xy0-12');
    expect(cardName(froakie, 'de')).toBe('Froxy');
    expect(cardName(froakie, 'fr')).toBe('Grenousse');
    // Every demo card has its German name; a card the names file lacks keeps its print.
    const { names: _names, ...unnamed } = froakie;
    expect(cardName(unnamed, 'de')).toBe('Froakie');
    expect(cardName({ ...froakie, names: { de: 'Froxy' } }, 'fr')).toBe('Froakie');
  });

  it('names attacks and Abilities in German where the catalogue has them, in English where it has none (#15)', () => {
    const pawmot = demoCard('sv1-76');
    expect(cardName(pawmot.attacks[0]!, 'de')).toBe('Elektropfoten');
    expect(cardName(pawmot.abilities[0]!, 'de')).toBe('Elektrogenese');
    expect(cardName(pawmot.attacks[0]!, 'en')).toBe('Electro Paws');
    expect(cardName({ name: 'Electro Paws' }, 'de')).toBe('Electro Paws');
  });

  it('gives German players German names; Finnish players see the English print (no Finnish names exist)', () => {
    expect(cardLanguageFor('de')).toBe('de');
    expect(cardLanguageFor('fi')).toBe('en');
    expect(cardLanguageFor('en')).toBe('en');
  });

  it('names the stages in German as rulebook 000 does ("Phase 1", never "Stage 1"); Finnish keeps the print, as 001 does', async () => {
    const stage = async (language: 'de' | 'fi') => ((await LOCALES[language]()).translation as { cardFace: { stage: Record<string, string> } }).cardFace.stage;
    expect(await stage('de')).toMatchObject({ Basic: 'Basis', 'Stage 1': 'Phase 1', 'Stage 2': 'Phase 2' });
    expect(Object.values(await stage('de'))).not.toContain('Stage 1');
    expect(await stage('fi')).toMatchObject({ Basic: 'Perus', 'Stage 1': 'Stage 1' });
  });
});
