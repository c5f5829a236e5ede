import { describe, expect, it } from 'vitest';
import { viewFor } from '../../../src/rules/index.js';
import { quickStart } from '../../../src/rules/testing/table.js';
import { demoCard } from '../testing/demo-cards.js';
import { readGameView } from './game-view.js';
import { resultText } from './match-result.js';

const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}`;

describe('the result of a game, as the store overview, the overlay and the result page say it', () => {
  it('names the winner and why: here the opponent conceded', () => {
    const table = quickStart({ profile: 'sv', p1: { active: demoCard('xy0-26') }, p2: { active: demoCard('xy0-1') } });
    const view = () => readGameView(viewFor(table.state, { role: 'spectator' }))!;
    expect(resultText(view(), t)).toBeNull();
    table.do({ type: 'Concede', player: 'p2' });
    expect(resultText(view(), t)).toBe('status.winner{"name":"Ash","reasons":"winReason.concession"}');
  });

  it('says Sudden Death when both won at once, with no winner to name', () => {
    const table = quickStart({ profile: 'sv', p1: { active: demoCard('xy0-26') }, p2: { active: demoCard('xy0-1') } });
    const view = { ...readGameView(viewFor(table.state, { role: 'spectator' }))!, result: { winner: null, reasons: [] } };
    expect(resultText(view, t)).toBe('status.suddenDeath');
  });
});
