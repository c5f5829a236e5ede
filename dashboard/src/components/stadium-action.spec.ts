import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { decide, viewFor, type Command, type GameState } from '../../../src/rules/index.js';
import { quickStart, type Table } from '../../../src/rules/testing/table.js';
import type { CheckedActions, SeatAction } from '../connection/use-seat-actions.js';
import { PreferencesProvider } from '../preferences.js';
import { demoCard } from '../testing/demo-cards.js';
import { load, strings, type Language } from '../testing/log-words.js';
import { StadiumAction } from './stadium-action.js';

const pawmi = demoCard('sv1-74');
/** "Once during each player's turn, that player may flip a coin. …" */
const mesagoza = demoCard('sv1-178');

beforeAll(load);

/** p2 goes first: turn 2 is Ash's (p1) first, in the main phase. */
function atAshsTurn(): Table {
  const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: pawmi }, p2: { active: pawmi } });
  t.do({ type: 'EndTurn', player: 'p2' });
  return t;
}

/** The seat's check of "use-stadium", as the hub's seat actions make it (src/matches/seat-actions.ts). */
function checkedFor(state: GameState): CheckedActions {
  const command: Command = { type: 'UseStadium', player: 'p1' };
  const decision = decide(state, command);
  const action: SeatAction = decision.ok ? { action: 'use-stadium', legal: true, choose: false } : { action: 'use-stadium', legal: false, violation: decision.violation };
  return new Map([['use-stadium', action]]);
}

/** What the button shows, read from the markup (the unit project has no DOM): its name, whether it is disabled, the text it is described by. */
function render(t: Table, language: Language = 'en'): { name: string; disabled: boolean; description: string | null } | null {
  void strings.changeLanguage(language);
  const html = renderToStaticMarkup(
    createElement(
      I18nextProvider,
      { i18n: strings },
      // Card names follow the interface language, as on the page.
      createElement(PreferencesProvider, null, createElement(StadiumAction, { view: viewFor(t.state, { role: 'player', seat: 'p1' }), seat: 'p1', send: () => undefined, disabled: false, checked: checkedFor(t.state) })),
    ),
  );
  const button = /<button([^>]*)>(.*?)<\/button>/.exec(html);
  if (!button) return null;
  const attributes = button[1] ?? '';
  const describedBy = /aria-describedby="([^"]+)"/.exec(attributes)?.[1];
  const described = describedBy === undefined ? null : new RegExp(`<span id="${describedBy}"[^>]*>(.*?)</span></span>`).exec(html)?.[1] ?? '';
  const text = (markup: string) => markup.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'").replace(/&quot;/g, '"');
  return { name: text(button[2] ?? ''), disabled: / disabled=""/.test(attributes), description: described === null ? null : text(described) };
}

describe('the table view\'s "Use Stadium" button (000 "D) Spiele Trainerkarten": a Stadium\'s text is followed as a Trainer card\'s)', () => {
  it('is offered, enabled, named after the Stadium in play whose text the player may use', () => {
    const t = atAshsTurn();
    t.do({ type: 'PlayTrainer', player: 'p1', card: mesagoza });
    expect(render(t)).toEqual({ name: 'Use Stadium: Mesagoza', disabled: false, description: null });
  });

  it.each([
    ['de', 'Stadion einsetzen: Mesalona City'],
    ['fi', 'Käytä Stadium-korttia: Mesagoza'],
  ] as const)('in %s, with the name in the card language', (language, name) => {
    const t = atAshsTurn();
    t.do({ type: 'PlayTrainer', player: 'p1', card: mesagoza });
    expect(render(t, language)?.name).toBe(name);
  });

  it('once used this turn, is disabled, the reason beside it and named as its description', () => {
    const t = atAshsTurn();
    t.do({ type: 'PlayTrainer', player: 'p1', card: mesagoza });
    t.do({ type: 'UseStadium', player: 'p1' });
    const button = render(t);
    expect(button).toMatchObject({ name: 'Use Stadium: Mesagoza', disabled: true });
    expect(button?.description).toContain("You have already used this Stadium this turn: its text allows it once during each player's turn.");
    expect(button?.description).toContain('“Play Trainer cards”, Scarlet &amp; Violet rulebook');
  });

  it('is not offered without a Stadium in play', () => {
    expect(render(atAshsTurn())).toBeNull();
  });
});
