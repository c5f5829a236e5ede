import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import type { Command } from './command.js';
import { replay } from './fold.js';
import { decide } from './decide.js';
import { UP_TO_REF } from './rulebook.js';
import { quickStart, type Table } from './testing/table.js';

/**
 * 000 'Was ist der Unterschied zwischen „bis zu“ und „beliebig viele“?': "bis zu X" lets a player choose a number
 * from 1 to X. The count chosen with the play is the effect's: the steps the players enter for it afterwards (cards
 * put onto the Bench, attached, evolved by its text) count against it, and one beyond it is refused.
 */

const buddyBuddyPoffin = cardById('sv5-144'); // "Search your deck for up to 2 Basic Pokémon with 70 HP or less and put them onto your Bench."
const nestBall = cardById('sv1-181'); // "Search your deck for a Basic Pokémon and put it onto your Bench."
const magnemite = cardById('sv2-65'); // "Magnetic Charge" [C]: "Attach up to 2 Basic Lightning Energy cards from your discard pile to 1 of your Benched Pokémon."
const pikachu = cardById('sv2-62'); // 70 HP
const lightning = cardById('sve-4');

/** p2 went first and passed: it is p1's first turn, going second. */
function p1sTurn(active = pikachu): Table {
  const t = quickStart({ profile: 'sv', first: 'p2', p1: { active, bench: [pikachu] }, p2: { active: pikachu } });
  t.do({ type: 'EndTurn', player: 'p2' });
  return t;
}

const bench = (card: string): Command => ({ type: 'PlayToBench', player: 'p1', card: pikachu, from: 'deck', source: { kind: 'effect', card } });

describe('the steps of an effect count against the count its player chose', () => {
  it('Buddy-Buddy Poffin, 1 chosen: one Pikachu onto the Bench, a second refused, citing 000 on "bis zu"', () => {
    const t = p1sTurn();
    t.do({ type: 'PlayTrainer', player: 'p1', card: buddyBuddyPoffin, count: 1 });
    expect(t.state.turn?.chosen).toEqual({ name: 'Buddy-Buddy Poffin', count: 1, steps: 0 });
    t.do(bench('Buddy-Buddy Poffin'));
    const refused = t.refuse(bench('Buddy-Buddy Poffin'));
    expect(refused).toMatchObject({ code: 'count-exceeded', ref: UP_TO_REF });
    expect(refused.message).toBe('Buddy-Buddy Poffin: you chose 1, and it is entered. Nothing more can be done by this effect.');
    expect(t.state.players.p1.bench).toHaveLength(2);
  });

  it('Buddy-Buddy Poffin, 2 chosen: both Pikachu are its steps, and the events replay to the same count', () => {
    const t = p1sTurn();
    t.do({ type: 'PlayTrainer', player: 'p1', card: buddyBuddyPoffin, count: 2 });
    t.do(bench('Buddy-Buddy Poffin'));
    t.do(bench('Buddy-Buddy Poffin'));
    expect(t.state.turn?.chosen).toEqual({ name: 'Buddy-Buddy Poffin', count: 2, steps: 2 });
    expect(t.refuse(bench('Buddy-Buddy Poffin')).code).toBe('count-exceeded');
    expect(replay(t.log)).toEqual(t.state);
  });

  it('the player\'s next play of their own closes the window: Nest Ball, which lets them choose no count, then puts its Pokémon down', () => {
    const t = p1sTurn();
    t.do({ type: 'PlayTrainer', player: 'p1', card: buddyBuddyPoffin, count: 1 });
    t.do(bench('Buddy-Buddy Poffin'));
    t.do({ type: 'PlayTrainer', player: 'p1', card: nestBall });
    expect(t.state.turn).not.toHaveProperty('chosen');
    t.do(bench('Nest Ball'));
    expect(t.state.players.p1.bench).toHaveLength(3);
  });

  it('without a count the players apply the choice, as before: no step is counted', () => {
    const t = p1sTurn();
    t.do({ type: 'PlayTrainer', player: 'p1', card: buddyBuddyPoffin });
    for (let i = 0; i < 3; i++) t.do(bench('Buddy-Buddy Poffin'));
    expect(t.state.players.p1.bench).toHaveLength(4);
  });

  it('an attack\'s "up to 2" (Magnemite "Magnetic Charge"), 1 chosen: its window carries the count, and the second Energy is refused', () => {
    const t = p1sTurn(magnemite);
    t.do({ type: 'AttachEnergy', player: 'p1', card: lightning, target: 'p1-active' });
    t.do({ type: 'Attack', player: 'p1', attack: 0, count: 1 });
    expect(t.state.prompts).toContainEqual(expect.objectContaining({ kind: 'attack-effects', count: 1 }));
    const attach: Command = { type: 'AttachEnergy', player: 'p1', card: lightning, target: 'p1-bench0', from: 'deck', source: { kind: 'effect', card: 'Magnetic Charge' } };
    t.do(attach);
    expect(t.refuse(attach)).toMatchObject({ code: 'count-exceeded', ref: UP_TO_REF });
    t.do({ type: 'FinishAttack', player: 'p1' });
    // The turn's end closes it: the next turn starts with no chosen count.
    expect(t.state.turn).not.toHaveProperty('chosen');
  });
});

describe('the cards an adjustment moves are steps of the effect too', () => {
  const energyRetrieval = cardById('sv1-171'); // "Put up to 2 Basic Energy cards from your discard pile into your hand."

  it('Energy Retrieval, 1 chosen: one Energy from the discard pile to the hand, a second refused; a draw the players enter after it counts too', () => {
    const t = p1sTurn();
    t.do({ type: 'AttachEnergy', player: 'p1', card: lightning, uid: 'e1', target: 'p1-active' });
    t.do({ type: 'AttachEnergy', player: 'p1', card: lightning, uid: 'e2', target: 'p1-bench0', from: 'deck', source: { kind: 'effect', card: 'test' } });
    for (const uid of ['e1', 'e2']) t.do({ type: 'Adjust', player: 'p1', reason: 'test', action: { kind: 'move-card', uid, to: 'discard' } });
    t.do({ type: 'PlayTrainer', player: 'p1', card: energyRetrieval, count: 1 });
    const toHand = (uid: string): Command => ({ type: 'Adjust', player: 'p1', reason: 'Energy Retrieval', action: { kind: 'move-card', uid, to: 'hand' } });
    t.do(toHand('e1'));
    expect(t.state.turn?.chosen).toEqual({ name: 'Energy Retrieval', count: 1, steps: 1 });
    expect(t.refuse(toHand('e2'))).toMatchObject({ code: 'count-exceeded', ref: UP_TO_REF });
    expect(t.refuse({ type: 'Adjust', player: 'p1', reason: 'Energy Retrieval', action: { kind: 'draw', player: 'p1', count: 1 } }).code).toBe('count-exceeded');
    expect(replay(t.log)).toEqual(t.state);
  });

  it('2 chosen: a draw of 2 entered in one adjustment is both steps; what the opponent enters is not this effect\'s', () => {
    const t = p1sTurn();
    t.do({ type: 'PlayTrainer', player: 'p1', card: energyRetrieval, count: 2 });
    t.do({ type: 'Adjust', player: 'p2', reason: 'their own', action: { kind: 'draw', player: 'p2', count: 1 } });
    expect(t.state.turn?.chosen?.steps).toBe(0);
    t.do({ type: 'Adjust', player: 'p1', reason: 'Energy Retrieval', action: { kind: 'draw', player: 'p1', count: 2 } });
    expect(t.state.turn?.chosen?.steps).toBe(2);
  });
});

describe('the window, over any order of plays (property)', () => {
  it('no effect ever takes more steps than the count chosen for it, and the events replay to the same state', () => {
    const play = fc.oneof(
      fc.constantFrom(1, 2).map((count): Command => ({ type: 'PlayTrainer', player: 'p1', card: buddyBuddyPoffin, count })),
      fc.constant<Command>({ type: 'PlayTrainer', player: 'p1', card: nestBall }),
      fc.constant(bench('Buddy-Buddy Poffin')),
      fc.constant<Command>({ type: 'PlayToBench', player: 'p1', card: pikachu }),
      fc.constantFrom(1, 2).map((count): Command => ({ type: 'Adjust', player: 'p1', reason: 'drawn by the effect', action: { kind: 'draw', player: 'p1', count } })),
    );
    fc.assert(
      fc.property(fc.array(play, { maxLength: 12 }), (plays) => {
        const t = p1sTurn();
        for (const command of plays) {
          const d = decide(t.state, command);
          if (d.ok) t.do(command);
          const chosen = t.state.turn?.chosen;
          if (chosen) expect(chosen.steps).toBeLessThanOrEqual(chosen.count);
        }
        expect(replay(t.log)).toEqual(t.state);
      }),
      { numRuns: 60 },
    );
  });
});
