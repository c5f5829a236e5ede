import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { evolve, initialState, type Command, type Seat, RULEBOOK } from '../rules/index.js';
import { quickStart, type Table } from '../rules/testing/table.js';
import { tallyLog } from './achievements.js';
import { ERFOLGE, STANDARD } from './index.js';
import { engineFormat } from './format-registry.js';
import type { FormatDefinition } from './format-definition.js';

// 003 "Erfolge", Spielverlauf: "Der erste Spieler, der 100 Erfolgspunkte (EP) erspielt, gewinnt! Man sollte dabei
// beachten, dass der erste Spieler, der alle sechs Preiskarten einsammelt, nicht zwingend das Spiel gewinnt."

const chespin = cardById('xy0-3');
const snorlax = cardById('xy0-26');
/** A Pokémon ex: 2 Prize cards when Knocked Out (000 "Anhang 2"). */
const ex = cardById('sv3-42');

const knockOut = (t: Table, target: string): void => {
  t.do({ type: 'Adjust', player: 'p1', reason: 'attack text', action: { kind: 'put-damage-counters', target, counters: 30 } } satisfies Command);
};
const promote = (t: Table, seat: Seat): void => {
  t.do({ type: 'PromoteActive', player: seat, target: t.bench(seat, 0).id });
};

/** p1 Knocks Out three Pokémon ex in one turn: all six Prize cards. */
function sixPrizes(format: FormatDefinition): Table {
  const t = quickStart({ profile: 'sv', format: engineFormat(format), p1: { active: chespin }, p2: { active: ex, bench: [ex, ex, snorlax] } });
  knockOut(t, 'p2-active');
  promote(t, 'p2');
  knockOut(t, t.active('p2').id);
  promote(t, 'p2');
  knockOut(t, t.active('p2').id);
  return t;
}

describe('003 "Erfolge": taking all Prize cards does not win the game', () => {
  it('the game goes on after the last Prize card, and the log says why', () => {
    const t = sixPrizes(ERFOLGE);
    expect(t.state.players.p1).toMatchObject({ prizes: 0, prizesTaken: 6 });
    expect(t.state.result).toBeNull();
    expect(t.log).toContainEqual({
      type: 'RuleApplied',
      rule: 'last-prize-does-not-win',
      message: 'p1 took their last Prize card; in this format that does not win the game, which goes on.',
      ref: { file: RULEBOOK.formats, section: 'Erfolge, Spielverlauf' },
    });
    promote(t, 'p2');
    t.do({ type: 'EndTurn', player: 'p1' });
    expect(t.state.turn).toMatchObject({ player: 'p2', number: 2 });
  });

  it('it earns its points instead: "Nimm alle deine Preiskarten: 15 EP", "Nimm sechs Preiskarten in einem Zug: 20 EP"', () => {
    const tally = tallyLog(sixPrizes(ERFOLGE).log, evolve, initialState);
    expect(tally.awards.filter((a) => a.player === 'p1').map((a) => a.achievement)).toEqual(['all-prizes', 'six-prizes-one-turn']);
    expect(tally.points.p1).toBe(35);
    expect(tally.winner).toBeNull();
  });

  it('a Knock Out after the last Prize card takes none, and the opponent with no Pokémon left in play loses (003 changes no other way to win)', () => {
    const t = sixPrizes(ERFOLGE);
    promote(t, 'p2');
    knockOut(t, t.active('p2').id);
    expect(t.log.filter((e) => e.type === 'PrizesTaken')).toHaveLength(3);
    expect(t.state.result).toEqual({ winner: 'p1', reasons: ['no-pokemon-in-play'] });
  });

  it('a player who cannot draw at the start of the turn still loses (000 "Wie man das Spiel gewinnt", "Zugabfolge")', () => {
    const t = quickStart({ profile: 'sv', format: engineFormat(ERFOLGE), p1: { active: chespin }, p2: { active: snorlax } });
    t.do({ type: 'Adjust', player: 'p1', reason: 'a card draws the deck', action: { kind: 'draw', player: 'p2', count: 60 } });
    t.do({ type: 'EndTurn', player: 'p1' });
    expect(t.state.result).toEqual({ winner: 'p1', reasons: ['deck-out'] });
  });

  it('in Standard the same last Prize card wins at once (000 "Wie man das Spiel gewinnt")', () => {
    const t = sixPrizes(STANDARD);
    expect(t.state.result).toEqual({ winner: 'p1', reasons: ['prizes'] });
    expect(t.log.some((e) => e.type === 'RuleApplied')).toBe(false);
  });
});
