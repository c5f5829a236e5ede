import { describe, expect, it } from 'vitest';
import { gamesScore, judgeName, percentText, timeLeftText } from './league-format.js';

describe('what the league pages print of the clock, the games and the tiebreakers', () => {
  it('shows the time left in minutes and seconds, a started second counted whole, never below 0:00', () => {
    expect(timeLeftText(50 * 60_000)).toBe('50:00');
    expect(timeLeftText(61_001)).toBe('1:02');
    expect(timeLeftText(0)).toBe('0:00');
    expect(timeLeftText(-5_000)).toBe('0:00');
  });

  it('shows a win percentage with one decimal in the page language', () => {
    expect(percentText(0.625, 'en')).toBe('62.5%');
    expect(percentText(0.25, 'de')).toBe('25,0\u00a0%');
  });

  it("counts each side's games won; a tied game counts for no one, and there is no score before a game has finished", () => {
    expect(gamesScore(['p1', 'tie', 'p2'])).toBe('1–1');
    expect(gamesScore(['p2', 'p2', null])).toBe('0–2');
    expect(gamesScore([null])).toBeNull();
    expect(gamesScore([])).toBeNull();
  });
});

describe('who acted, as the event log names them', () => {
  it("reads a judge's name, and none for the organiser", () => {
    expect(judgeName('judge:Jo Schmidt')).toBe('Jo Schmidt');
    expect(judgeName('organiser')).toBeNull();
  });
});
