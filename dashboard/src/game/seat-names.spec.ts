import { describe, expect, it } from 'vitest';
import { viewFor } from '../../../src/rules/index.js';
import { quickStart } from '../../../src/rules/testing/table.js';
import { demoCard } from '../testing/demo-cards.js';
import { readGameView } from './game-view.js';
import { withPlayerNames } from './seat-names.js';

describe("the engine's sentences with the players' names for its seats", () => {
  it('names the players in the toss coin\'s reason, and leaves words that only contain "p1" alone', () => {
    const view = readGameView(viewFor(quickStart({ profile: 'sv', p1: { active: demoCard('xy0-26') }, p2: { active: demoCard('xy0-1') } }).state, { role: 'spectator' }))!;
    expect(withPlayerNames('Who goes first: heads, p1 wins the toss and chooses; tails, p2 does.', view)).toBe(
      'Who goes first: heads, Ash wins the toss and chooses; tails, Misty does.',
    );
    expect(withPlayerNames('sp1 or p2', view)).toBe('sp1 or Misty');
  });
});
