import { describe, expect, it } from 'vitest';
import { findCard } from '../catalogue/testing.js';
import type { ZoneReading } from '../devices/reader-port.js';
import { decide, initialState, type Command, type GameState } from '../rules/index.js';
import { mirror } from './mirror.js';
import { initialMirrorState, nextDeadline, type MirrorState } from './mirror-state.js';

/**
 * "Start next game" with the last game's cards still on the mat (engine-sync.ts `nextMatch`): what a card lifted and
 * put down again within the debounce window is to the new game. The readers cannot tell a card lifted for a moment from
 * a tag that flapped (mirror-noise.spec.ts), so the old card put back where it lay is still the last game's; a different
 * card put on that zone is the new game's at once.
 */

const CARDS: Record<string, string> = { sprig: 'sv1-13', pawmi: 'sv1-74' };
const DEBOUNCE = 2_000;

function table() {
  let state: MirrorState = initialMirrorState('t1', ['p1.active', 'p1.bench.1', 'p2.active'], DEBOUNCE);
  let game: GameState = initialState;
  const commands: Command[] = [];
  const feed = (input: Parameters<typeof mirror>[1]) => {
    const out = mirror(state, input, { game, card: findCard, cardIdOf: (uid) => CARDS[uid] });
    state = out.state;
    game = out.game;
    commands.push(...out.commands);
  };
  /** The hub's clock: every debounce window due by `at` closes first, as the service's timer closes it. */
  const until = (at: number) => {
    for (let due = nextDeadline(state); due !== null && due <= at; due = nextDeadline(state)) feed({ type: 'tick', at: due });
    feed({ type: 'tick', at });
  };
  const read = (at: number, zone: string, reading: ZoneReading) => {
    until(at);
    feed({ type: 'reading', tableId: 't1', zone, reading, at, source: { kind: 'simulated' } });
  };
  const engine = (at: number, command: Command) => {
    const d = decide(game, command);
    if (!d.ok) throw new Error(d.violation.message);
    game = d.state;
    until(at);
  };
  /** A match to its setup: the toss, and p1 goes first. */
  const start = (at: number, matchId: string) => {
    engine(at, { type: 'StartMatch', matchId, profile: 'sv', players: [{ name: 'Ash' }, { name: 'Misty' }] });
    const flip = game.prompts.find((p) => p.kind === 'coin-flip');
    if (!flip) throw new Error('no toss');
    engine(at, { type: 'RecordCoinFlip', promptId: flip.promptId, results: ['heads'], origin: { kind: 'simulated', note: 'test' } });
    engine(at, { type: 'ChooseFirstPlayer', player: 'p1', first: 'p1' });
  };
  return {
    start,
    read,
    until,
    engine,
    /** The last game's Sprigatito lies on p1's Active zone when the next game starts, at 10 s. */
    nextGameOverOldSprigatito() {
      start(0, 'm1');
      read(1_000, 'p1.active', { kind: 'present', uid: 'sprig' });
      engine(2_000, { type: 'Concede', player: 'p2' });
      game = initialState;
      start(10_000, 'm2');
      commands.length = 0;
    },
    get state() {
      return state;
    },
    get game() {
      return game;
    },
    commands,
  };
}

describe("the last game's card lifted and put down again after the next game started", () => {
  it('put back where it lay within the debounce window, it is still the last game\'s card: nothing is placed and the notice stays', () => {
    const t = table();
    t.nextGameOverOldSprigatito();
    // The notice says so, and how long "off" is: the debounce window.
    expect(t.state.prompts).toEqual([
      expect.objectContaining({
        kind: 'clear-mat',
        holds: false,
        params: { seconds: 2 },
        message:
          "The last game's cards are still on the mat, and the readers leave them out of this game. Take them all off before you lay out this game. A card you lift and put straight back still counts as the last game's: keep it off the mat for 2 seconds or more.",
      }),
    ]);
    t.read(11_000, 'p1.active', { kind: 'absent' });
    t.read(11_000 + DEBOUNCE - 1, 'p1.active', { kind: 'present', uid: 'sprig' });
    t.until(20_000);
    expect(t.commands).toEqual([]);
    expect(t.game.players.p1.active).toBeNull();
    expect(t.state.prompts.map((p) => p.kind)).toEqual(['clear-mat']);
  });

  it('off the mat for the whole window, it has been taken off: the notice goes, and put down again it is a card of this game', () => {
    const t = table();
    t.nextGameOverOldSprigatito();
    t.read(11_000, 'p1.active', { kind: 'absent' });
    t.until(11_000 + DEBOUNCE);
    expect(t.state.prompts).toEqual([]);
    t.read(14_000, 'p1.active', { kind: 'present', uid: 'sprig' });
    expect(t.commands).toEqual([expect.objectContaining({ type: 'PlaceActive', player: 'p1', uid: 'sprig' })]);
  });

  it('a different card put where it lay within the window is a card of this game at once', () => {
    const t = table();
    t.nextGameOverOldSprigatito();
    t.read(11_000, 'p1.active', { kind: 'absent' });
    t.read(11_500, 'p1.active', { kind: 'present', uid: 'pawmi' });
    expect(t.commands).toEqual([expect.objectContaining({ type: 'PlaceActive', player: 'p1', uid: 'pawmi' })]);
    expect(t.game.players.p1.active?.id).toBe('pawmi');
    // The old card is gone once its window closes, and with it the notice; nothing is asked about it.
    t.until(11_000 + DEBOUNCE);
    expect(t.state.prompts).toEqual([]);
    expect(t.commands).toHaveLength(1);
  });

  it('a different card put in its place in one move (the reader never said "nothing") is a card of this game at once', () => {
    const t = table();
    t.nextGameOverOldSprigatito();
    t.read(11_000, 'p1.active', { kind: 'present', uid: 'pawmi' });
    expect(t.commands).toEqual([expect.objectContaining({ type: 'PlaceActive', player: 'p1', uid: 'pawmi' })]);
    t.until(11_000 + DEBOUNCE);
    expect(t.state.prompts).toEqual([]);
    expect(t.commands).toHaveLength(1);
  });
});
