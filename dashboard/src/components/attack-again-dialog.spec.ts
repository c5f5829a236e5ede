import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { seatActions } from '../../../src/matches/seat-actions.js';
import { viewFor, type Viewer } from '../../../src/rules/index.js';
import { dipplinAttackedOnce } from '../../../src/rules/testing/boards.js';
import type { Table } from '../../../src/rules/testing/table.js';
import { PreferencesProvider } from '../preferences.js';
import { load, strings, type Language } from '../testing/log-words.js';
import { PromptDialogs } from './prompt-dialogs.js';

/**
 * Dipplin "Festival Lead" (sv6-18, src/rules attack-again.ts): after the turn's first attack the engine offers a second
 * (`attack-again` prompt). Everybody reads who is waited for, with the Pokémon and the Ability in the card language;
 * Ash (p1), whose Dipplin it is, gets a dialog: attack again or end the turn.
 */
beforeAll(load);

/** The prompts' markup on a page of `viewer`, Ash's seat on the tablet when `seated`; card names follow the interface language. */
function page(t: Table, viewer: Viewer, seated: boolean, language: Language = 'en'): string {
  void strings.changeLanguage(language);
  const checked = new Map(seatActions(t.state, 'p1').map((a) => [a.action, a]));
  const seats = seated ? [{ seat: 'p1' as const, send: () => undefined, disabled: false, checked }] : [];
  const dialogs = createElement(PromptDialogs, { view: viewFor(t.state, viewer), seats });
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n: strings }, createElement(PreferencesProvider, null, dialogs)));
}

const text = (html: string) => html.replace(/<[^>]+>/g, '').replaceAll('&#x27;', "'").replaceAll('&quot;', '"');
const waiting = (html: string) => [...html.matchAll(/data-testid="prompt">(.*?)<\/li>/g)].map((m) => text(m[1] ?? '').replace(/^➤ /, ''));
const dialog = (html: string) => {
  const found = /<dialog[^>]*data-testid="prompt-dialog"[^>]*>(.*?)<\/dialog>/.exec(html)?.[1] ?? '';
  return { title: text(/<h2[^>]*>(.*?)<\/h2>/.exec(found)?.[1] ?? ''), paragraphs: [...found.matchAll(/<p[^>]*>(.*?)<\/p>/g)].map((m) => text(m[1] ?? '')), buttons: [...found.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((m) => text(m[1] ?? '')) };
};

describe('the attack-again prompt on the dashboard', () => {
  it('tells a spectator and the opponent who is waited for, naming the Pokémon and the Ability in the card language, with no dialog', () => {
    const t = dipplinAttackedOnce('snorlax');
    expect(waiting(page(t, { role: 'spectator' }, false))).toEqual(['Ash may attack again with Dipplin (Festival Lead) or end the turn.']);
    expect(waiting(page(t, { role: 'player', seat: 'p2' }, false, 'de'))).toEqual(['Ash darf mit Sirapfel erneut angreifen (Festmeister) oder den Zug beenden.']);
    // Finnish pages show the English print: there are no Finnish card names.
    expect(waiting(page(t, { role: 'spectator' }, false, 'fi'))).toEqual(['Ash voi hyökätä uudelleen Pokémonilla Dipplin (Festival Lead) tai päättää vuoron.']);
    expect(page(t, { role: 'spectator' }, false)).not.toContain('<dialog');
  });

  it('asks Ash: attack again (the attack picker) or end the turn', () => {
    const t = dipplinAttackedOnce('snorlax');
    expect(dialog(page(t, { role: 'player', seat: 'p1' }, true))).toEqual({
      title: 'Dipplin may attack again (Festival Lead)',
      paragraphs: ['The first attack is over. Attack again with the same Pokémon, or end your turn.'],
      buttons: ['Attack again', 'End turn'],
    });
    expect(dialog(page(t, { role: 'player', seat: 'p1' }, true, 'de'))).toEqual({
      title: 'Sirapfel darf erneut angreifen (Festmeister)',
      paragraphs: ['Die erste Attacke ist vorbei. Greife mit demselben Pokémon erneut an oder beende deinen Zug.'],
      buttons: ['Erneut angreifen', 'Zug beenden'],
    });
  });

  it('after a Knock Out says the attack waits for the opponent\'s new Active Pokémon', () => {
    const t = dipplinAttackedOnce('froakie');
    expect(dialog(page(t, { role: 'player', seat: 'p1' }, true)).paragraphs).toEqual([
      'The first attack is over. Attack again with the same Pokémon, or end your turn.',
      'Misty chooses a new Active Pokémon first: then you may attack again.',
    ]);
    expect(waiting(page(t, { role: 'spectator' }, false))).toEqual(['Misty chooses a new Active Pokémon.', 'Ash may attack again with Dipplin (Festival Lead) or end the turn.']);
  });
});
