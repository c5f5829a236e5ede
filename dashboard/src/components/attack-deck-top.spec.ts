import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { cardById } from '../../../src/catalogue/testing.js';
import type { CardDef } from '../../../src/rules/index.js';
import { PreferencesProvider } from '../preferences.js';
import { load, strings, type Language } from '../testing/log-words.js';
import { AttackDeckTop } from './attack-deck-top.js';

vi.mock('@rules/index.js', () => import('../../../src/rules/index.js'));
vi.mock('@protocol', () => import('../../../src/protocol/index.js'));

/**
 * Slowking "Seek Inspiration" (sv7-58) in the attack dialog: the player names the card they discarded from the top of
 * their deck and, where it is a Pokémon without a Rule Box, which of its attacks is used (deck-top-attack.ts).
 */
beforeAll(load);

function said(card: CardDef | null, language: Language, uses?: number): string[] {
  void strings.changeLanguage(language);
  const markup = renderToStaticMarkup(
    createElement(I18nextProvider, { i18n: strings }, createElement(PreferencesProvider, null, createElement(AttackDeckTop, { card, uses, onCard: () => undefined, onUses: () => undefined }))),
  );
  return [...markup.matchAll(/<(?:p|label|option)[^>]*>([^<]+)</g)].map((m) => m[1]!.replaceAll('&#x27;', "'"));
}

describe('the card discarded from the top of the deck, in the attack dialog', () => {
  it('no card named yet: the player learns that without one they carry the text out themselves', () => {
    expect(said(null, 'en')).toContain('No card named yet: without one, you carry out the text yourselves after the attack.');
  });

  it('Kyurem (sv6pt5-47): its attack "Trifrost" to choose, in en, de and fi', () => {
    const kyurem = cardById('sv6pt5-47');
    expect(said(kyurem, 'en')).toEqual(expect.arrayContaining(['Discarded: Kyurem', 'Attack of Kyurem to use', 'Trifrost']));
    expect(said(kyurem, 'de')).toEqual(expect.arrayContaining(['Abgelegt: Kyurem', 'Attacke von Kyurem, die eingesetzt wird']));
    expect(said(kyurem, 'fi')).toEqual(expect.arrayContaining(['Poistopinoon: Kyurem']));
  });

  it('Trifrost chosen: its own text is quoted, what the player carries out as this attack (it discards all Energy from Slowking)', () => {
    const kyurem = cardById('sv6pt5-47');
    expect(said(kyurem, 'en', 0)).toContain(
      "Trifrost: Discard all Energy from this Pokémon. This attack does 110 damage to 3 of your opponent's Pokémon. (Don't apply Weakness and Resistance for Benched Pokémon.)",
    );
    expect(said(kyurem, 'de', 0)).toContain(
      'Dreifachfrost: Lege alle Energien von diesem Pokémon auf deinen Ablagestapel. Diese Attacke fügt 3 Pokémon deines Gegners 110 Schadenspunkte zu. (Wende Schwäche und Resistenz bei Pokémon auf der Bank nicht an.)',
    );
    expect(said(kyurem, 'en').some((line) => line.startsWith('Trifrost:'))).toBe(false);
  });

  it('Mew ex (sv3pt5-151) has a Rule Box: no attack of it is offered', () => {
    expect(said(cardById('sv3pt5-151'), 'en')).toContain('Mew ex is not a Pokémon without a Rule Box: the attack does nothing more.');
  });
});
