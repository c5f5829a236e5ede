import { describe, expect, it } from 'vitest';
import { startMemory, turnOver, type MemoryState } from './energy-memory.js';
import type { Outcome } from './outcome.js';
import { ask, startQuestions } from './questions-151.js';
import { guess, startWhosThat } from './whos-that-pokemon.js';

function must<S>(outcome: Outcome<S>): S {
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.state;
}

describe('003 "Boosterspaß", "151 Fragen"', () => {
  it('the players take turns asking; the first to guess all the opponent\'s cards wins', () => {
    let s = startQuestions(['Ash', 'Misty'], 2);
    expect(ask(s, 1, false)).toEqual({ ok: false, reason: "it is Ash's turn to ask" });
    s = must(ask(s, 0, true));
    s = must(ask(s, 1, false));
    expect(s).toMatchObject({ guessed: [1, 0], questions: [1, 1], asker: 0, winner: null });
    s = must(ask(s, 0, true));
    expect(s).toMatchObject({ guessed: [2, 0], winner: 0 });
    expect(ask(s, 1, true)).toMatchObject({ ok: false });
  });
});

describe('003 "Boosterspaß", "Welches Pokémon ist das?"', () => {
  it('the opponent has three tries; the players take turns reading; the most cards named wins', () => {
    let s = startWhosThat(['Ash', 'Misty'], 2);
    expect(guess(s, 0, true)).toMatchObject({ ok: false, reason: expect.stringContaining('Ash is reading') });
    s = must(guess(s, 1, false));
    s = must(guess(s, 1, true));
    expect(s).toMatchObject({ named: [0, 1], read: [1, 0], reader: 1, tries: 0 });
    for (let i = 0; i < 3; i += 1) s = must(guess(s, 0, false));
    expect(s).toMatchObject({ named: [0, 1], read: [1, 1], reader: 0 });
    s = must(guess(s, 1, true));
    s = must(guess(s, 0, false));
    s = must(guess(s, 0, false));
    s = must(guess(s, 0, false));
    expect(s).toMatchObject({ finished: true, named: [0, 2], winner: 1 });
  });

  it('a tie names no winner', () => {
    let s = startWhosThat(['Ash', 'Misty'], 1);
    s = must(guess(s, 1, true));
    s = must(guess(s, 0, true));
    expect(s).toMatchObject({ finished: true, named: [1, 1], winner: null });
  });
});

describe('003 "Boosterspaß", "Energie-Memory"', () => {
  it('four cards of each type: two pairs per type; a pair is kept, a mismatch passes the turn; the most pairs win', () => {
    let s: MemoryState = startMemory(['Ash', 'Misty', 'Brock'], ['Grass', 'Fire']);
    expect(s.left).toEqual({ Grass: 4, Fire: 4 });
    s = must(turnOver(s, 0, 'Grass', 'Grass'));
    expect(s).toMatchObject({ pairs: [1, 0, 0], turn: 1 });
    s = must(turnOver(s, 1, 'Grass', 'Fire'));
    expect(s).toMatchObject({ pairs: [1, 0, 0], turn: 2, left: { Grass: 2, Fire: 4 } });
    expect(turnOver(s, 0, 'Fire', 'Fire')).toEqual({ ok: false, reason: "it is Brock's turn" });
    s = must(turnOver(s, 2, 'Fire', 'Fire'));
    s = must(turnOver(s, 0, 'Fire', 'Fire'));
    expect(turnOver(s, 1, 'Fire', 'Fire')).toEqual({ ok: false, reason: 'fewer than two Fire Energy are face down' });
    s = must(turnOver(s, 1, 'Grass', 'Grass'));
    expect(s).toMatchObject({ finished: true, pairs: [2, 1, 1], winners: [0] });
  });

  it('two to four players', () => {
    expect(() => startMemory(['Ash'], ['Grass'])).toThrow(/2 to 4/);
  });
});
