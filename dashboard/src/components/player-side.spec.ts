import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { viewFor } from '../../../src/rules/index.js';
import { quickStart } from '../../../src/rules/testing/table.js';
import { demoCard } from '../testing/demo-cards.js';
import { load, strings, type Language } from '../testing/log-words.js';
import { PlayerSide } from './player-side.js';

const pawmi = demoCard('sv1-74');

beforeAll(load);

/** The "Prizes left" figure of Misty's side, as text. */
function prizesLeft(penalty: 2 | 4 | null, language: Language = 'en'): string {
  const t = quickStart({ profile: 'sv', p1: { active: pawmi }, p2: { active: pawmi } });
  if (penalty !== null) t.do({ type: 'JudgeCorrect', judge: 'Jenny', reason: 'marked cards', action: { kind: 'prize-card-penalty', player: 'p2', count: penalty } });
  void strings.changeLanguage(language);
  const player = viewFor(t.state, { role: 'spectator' }).players.p2;
  const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n: strings }, createElement(PlayerSide, { seat: 'p2', player, isTurn: false })));
  return (/<dd data-testid="prizes-left">(.*?)<\/dd>/.exec(html)?.[1] ?? '').replace(/<!-- -->|<[^>]+>/g, '');
}

describe('the Prize cards left on the board, after a Double or Quad Prize Card penalty (Penalty Guidelines 2018, 7.3 and 7.4)', () => {
  it('show the bare count while no penalty was given', () => {
    expect(prizesLeft(null)).toBe('6');
  });

  it.each<[Language, string]>([
    ['en', '6 (wins with 4 left)'],
    ['de', '6 (gewinnt bei 4 übrigen)'],
    ['fi', '6 (voittaa, kun 4 jäljellä)'],
  ])('in %s, say with how many left the player the penalty helps wins', (language, text) => {
    expect(prizesLeft(4, language)).toBe(text);
  });
});
