import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardById } from '../../../src/catalogue/testing.js';
import { seatActions } from '../../../src/matches/seat-actions.js';
import { viewFor } from '../../../src/rules/index.js';
import { quickStart, type Table } from '../../../src/rules/testing/table.js';
import { greninjaBreak, sealStoneOnGiratina } from '../../../src/rules/testing/boards.js';
import { PreferencesProvider } from '../preferences.js';
import { load, strings, type Language } from '../testing/log-words.js';
import { AbilityActions, ConfirmEffect } from './effect-actions.js';

/**
 * The table view offers exactly the Abilities the hub serves among the seat's actions, as the engine's `abilitiesOf`
 * lists them, and sends the index the hub gives each: the Abilities under a BREAK, an attached card's, and none where a
 * card in play takes them away (with that card named beside the disabled button).
 */
beforeAll(load);

function page(t: Table, language: Language = 'en'): string {
  void strings.changeLanguage(language);
  const checked = new Map(seatActions(t.state, 'p1').map((a) => [a.action, a]));
  const actions = createElement(AbilityActions, { view: viewFor(t.state, { role: 'player', seat: 'p1' }), seat: 'p1', send: () => undefined, disabled: false, checked });
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n: strings }, createElement(PreferencesProvider, null, actions)));
}

const buttons = (markup: string) => [...markup.matchAll(/<button[^>]*data-testid="use-ability"[^>]*>(.*?)<\/button>/g)].map((m) => m[1]);
const unescaped = (html: string) => html.replaceAll('&#x27;', "'").replaceAll('&amp;', '&');
const reasons = (markup: string) => [...markup.matchAll(/data-testid="action-reason">(.*?)<\/div>/g)].map((m) => unescaped((m[1] ?? '').replace(/<[^>]+>/g, '')));
const weedle = cardById('xy0-1');

describe("the Abilities on the tablet are the ones the hub serves (issue #12 §1: the page numbered them itself)", () => {
  it('000 "Anhang 19": Greninja BREAK xy9-41 on Greninja xy1-41 offers its own "Giant Water Shuriken" and Greninja\'s "Water Shuriken", naming the card it is printed on', () => {
    const t = greninjaBreak();
    expect(buttons(page(t))).toEqual(['Use Ability: Giant Water Shuriken (Greninja BREAK)', 'Use Ability: Water Shuriken (Greninja BREAK, from Greninja)']);
    expect(buttons(page(t, 'de'))).toEqual(['Fähigkeit einsetzen: Gigantische Wasser-Shuriken (Quajutsu-TURBO)', 'Fähigkeit einsetzen: Wasser-Shuriken (Quajutsu-TURBO, von Quajutsu)']);
  });

  it('Forest Seal Stone swsh12-156 on Giratina V: "Star Alchemy", printed on the Stone; on Flamigo, not a Pokémon V, nothing', () => {
    const t = sealStoneOnGiratina();
    expect(buttons(page(t))).toEqual(['Use Ability: Star Alchemy (Giratina V, from Forest Seal Stone)']);
    expect(buttons(page(t, 'fi'))).toEqual(['Käytä Abilityä: Star Alchemy (Giratina V, kortista Forest Seal Stone)']);
  });

  it('Path to the Peak swsh6-148 takes Mew ex svp-53\'s "Restart" away: the button is disabled with the Stadium named beside it', () => {
    const t = quickStart({ profile: 'sv', p1: { active: cardById('xy0-8'), bench: [cardById('svp-53')] }, p2: { active: weedle } });
    t.do({ type: 'PlayTrainer', player: 'p1', card: cardById('swsh6-148') });
    const en = page(t);
    expect(buttons(en)).toEqual(['Use Ability: Restart (Mew ex)']);
    expect(en).toMatch(/<button[^>]*disabled=""[^>]*aria-describedby="ability-p1-bench0-taken-away-0-reason"/);
    expect(reasons(en)).toEqual(["⊘ This Ability can't be used while Path to the Peak is in play. (Rule: “Parts of a turn”, Scarlet & Violet rulebook (German))"]);
    expect(reasons(page(t, 'de'))[0]).toMatch(/^⊘ Solange .+ im Spiel ist, kann diese Fähigkeit nicht eingesetzt werden\. \(/);
  });
});

describe('a card text the catalogue has only in English', () => {
  const potion = cardById('sv1-188');
  const dialog = (language: Language, english: boolean): string => {
    void strings.changeLanguage(language);
    const text = potion.rules.join(' ');
    const printed = english ? text : 'Heal 30 damage from 1 of your Pokémon.';
    const confirm = createElement(ConfirmEffect, { title: 'Potion', text, printed, range: null, onCancel: () => undefined, onConfirm: () => undefined });
    return renderToStaticMarkup(createElement(I18nextProvider, { i18n: strings }, confirm));
  };
  const note = (markup: string) => /data-testid="text-in-english">(.*?)<\/p>/.exec(markup)?.[1] ?? null;

  it.each<[Language, string | null]>([
    ['en', null],
    ['de', 'Dieser Kartentext wird auf Englisch gezeigt: Der Katalog hat keine deutsche Übersetzung davon.'],
    ['fi', 'Tämä korttiteksti näytetään englanniksi: korttiluettelossa ei ole sille suomennosta.'],
  ])("is quoted as printed, marked English, and on a page in %s said to be English in the page's language", (language, said) => {
    const markup = dialog(language, true);
    expect(markup).toContain(`<p class="attack-text" lang="en">${potion.rules.join(' ')}</p>`);
    expect(note(markup)).toBe(said);
  });

  it('is not said to be English where the text shown is the translation', () => {
    expect(note(dialog('de', false))).toBeNull();
  });
});
