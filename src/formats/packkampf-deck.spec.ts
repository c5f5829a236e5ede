import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { commandSchema, type Command, type FormatOverrides, RULEBOOK } from '../rules/index.js';
import { brokenInvariants } from '../rules/testing/arbitraries.js';
import { Table } from '../rules/testing/table.js';
import { engineFormat, PACKKAMPF, STANDARD, type FormatDefinition } from './index.js';

// 003 "Packkampf": "Jeder Spieler braucht ein Boosterpack und zehn Basis-Energiekarten" — a booster holds
// 4 to 11 playable cards, so one deck holds 14 and the other 21, each counted as it is.

const chespin = cardById('xy0-3');
const froakie = cardById('xy0-12');

const start = (format: FormatDefinition, p1: number | undefined, p2: number | undefined, overrides: FormatOverrides = {}): Command => ({
  type: 'StartMatch',
  matchId: 'pack',
  profile: 'sv',
  format: { name: format.id, overrides: { ...engineFormat(format).overrides, ...overrides } },
  players: [{ name: 'Ash', ...(p1 !== undefined && { deckSize: p1 }) }, { name: 'Misty', ...(p2 !== undefined && { deckSize: p2 }) }],
});

/** Setup to p1's first turn, with the decks of these sizes. */
function play(p1: number, p2: number, overrides: FormatOverrides = {}): Table {
  const t = new Table();
  t.do(start(PACKKAMPF, p1, p2, overrides));
  t.flip('heads');
  t.do({ type: 'ChooseFirstPlayer', player: 'p1', first: 'p1' });
  t.do({ type: 'PlaceActive', player: 'p1', card: chespin, uid: 'p1-active' });
  t.do({ type: 'FinishSetup', player: 'p1' });
  t.do({ type: 'PlaceActive', player: 'p2', card: froakie, uid: 'p2-active' });
  t.do({ type: 'FinishSetup', player: 'p2' });
  return t;
}

describe('003 "Packkampf": each player\'s deck is counted with its own size', () => {
  it('a deck of 14 and one of 21: seven to the hand, two Prize cards, the first draw', () => {
    const t = play(14, 21);
    // 14 − 7 − 2 − 1 drawn on the first turn; 21 − 7 − 2.
    expect(t.state.players.p1.deck).toBe(4);
    expect(t.state.players.p2.deck).toBe(12);
    expect(t.log[0]).toMatchObject({ type: 'MatchStarted', deckSizes: [14, 21] });
    expect(brokenInvariants(t.state)).toEqual([]);
  });

  it('the smaller deck runs out first, and in Packkampf its owner goes on without the draw', () => {
    const t = play(14, 21);
    for (let turn = 1; turn <= 9; turn += 1) t.do({ type: 'EndTurn', player: t.turnPlayer() });
    expect(t.state.turn).toMatchObject({ player: 'p2', number: 10 });
    expect(t.state.players.p1.deck).toBe(0);
    expect(t.state.players.p2.deck).toBe(7);
    t.do({ type: 'EndTurn', player: 'p2' });
    expect(t.state.result).toBeNull();
    expect(t.log.at(-1)).toMatchObject({ type: 'RuleApplied', rule: 'no-draw-from-empty-deck' });
    expect(brokenInvariants(t.state)).toEqual([]);
  });

  it('a Sudden Death game starts each deck again at its own size (000 "Was ist Sudden Death?")', () => {
    const t = play(14, 21, { prizeCount: 1 });
    // Both Actives one counter from a Knock Out and Poisoned: the Checkup Knocks Out both, each takes the last Prize card.
    for (const seat of ['p1', 'p2'] as const) {
      const target = `${seat}-active`;
      const counters = (t.active(seat).stack[0]?.def.hp ?? 0) / 10 - 1;
      t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'setup', action: { kind: 'put-damage-counters', target, counters } });
      t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'setup', action: { kind: 'set-condition', target, condition: 'Poisoned' } });
    }
    t.do({ type: 'EndTurn', player: 'p1' });
    expect(t.log).toContainEqual({ type: 'SuddenDeathStarted', game: 2, prizeCount: 1 });
    expect(t.state.players.p1).toMatchObject({ deck: 14, deckSize: 14 });
    expect(t.state.players.p2).toMatchObject({ deck: 21, deckSize: 21 });
    expect(brokenInvariants(t.state)).toEqual([]);
  });

  it('a player who names no size plays the format\'s 20 cards; MatchStarted records both', () => {
    const t = new Table();
    t.do(start(PACKKAMPF, 17, undefined));
    expect(t.log[0]).toMatchObject({ type: 'MatchStarted', deckSizes: [17, 20] });
    expect([t.state.players.p1.deck, t.state.players.p2.deck]).toEqual([17, 20]);
  });

  it('a deck outside 14 to 21 is refused, citing 003', () => {
    const t = new Table();
    expect(t.refuse(start(PACKKAMPF, 22, 14))).toEqual({
      code: 'deck-size',
      message: "Ash's deck of 22 cards: a deck here holds 14 to 21.",
      ref: { file: RULEBOOK.formats, section: PACKKAMPF.deck.ref.section },
    });
    expect(t.refuse(start(PACKKAMPF, 20, 13)).code).toBe('deck-size');
  });

  it('in Standard a deck holds 60 cards: a player may say so, never anything else (000 "Spielablauf")', () => {
    expect(new Table().refuse(start(STANDARD, 59, undefined))).toMatchObject({ code: 'deck-size', ref: { file: RULEBOOK.sv } });
    const t = new Table();
    t.do(start(STANDARD, 60, 60));
    expect(t.log[0]).not.toHaveProperty('deckSizes');
  });

  it('the command schema takes a size from 1 to 200 cards, nothing else', () => {
    expect(commandSchema.safeParse(start(PACKKAMPF, 0, 20)).success).toBe(false);
    expect(commandSchema.safeParse(start(PACKKAMPF, 14.5, 20)).success).toBe(false);
    expect(commandSchema.safeParse(start(PACKKAMPF, 14, 21)).success).toBe(true);
  });
});
