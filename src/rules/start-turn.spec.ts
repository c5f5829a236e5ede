import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { quickStart, type Table } from './testing/table.js';

const chespin = cardById('xy0-3');
const froakie = cardById('xy0-12');

/** End turns until it is `seat`'s turn number `n` (both players just pass). */
describe('turn: draw', () => {
  it('000 "Zugabfolge" 1: each turn starts by drawing a card, the first player\'s first turn too', () => {
    const t = quickStart({ profile: 'sv', p1: { active: chespin }, p2: { active: froakie } });
    expect(t.state.players.p1).toMatchObject({ hand: { count: 7 }, deck: 46 });
    t.do({ type: 'EndTurn', player: 'p1' });
    expect(t.state.players.p2).toMatchObject({ hand: { count: 7 }, deck: 46 });
  });

  it('000 "Zugabfolge" 1: a player who cannot draw at the start of the turn loses', () => {
    const t = quickStart({ profile: 'xy', format: { name: 'tiny', overrides: { deckSize: 15 } }, p1: { active: chespin }, p2: { active: froakie } });
    // Deck of 15: 7 to the hand and 6 Prize cards leave 2; p1 draws them on turns 1 and 3.
    t.passTo(4);
    expect(t.state.players.p1.deck).toBe(0);
    t.do({ type: 'EndTurn', player: 'p2' });
    expect(t.state.result).toEqual({ winner: 'p2', reasons: ['deck-out'] });
    expect(t.state.stage).toBe('finished');
  });
});
