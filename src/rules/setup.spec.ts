import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { replay } from './fold.js';
import { quickStart, Table } from './testing/table.js';
import { viewFor } from './view.js';

const chespin = cardById('xy0-3');
const froakie = cardById('xy0-12');
const fennekin = cardById('xy0-8');
const quilladin = cardById('xy0-4');

function started(profile: 'sv' | 'swsh' | 'xy' | 'classic'): Table {
  const t = new Table();
  t.do({ type: 'StartMatch', matchId: 'm', profile, players: [{ name: 'Ash' }, { name: 'Misty' }] });
  return t;
}

describe('setup', () => {
  it('002 "HOW TO START A GAME" 2: the coin-flip winner decides who goes first', () => {
    const t = started('xy');
    expect(t.state.stage).toBe('toss');
    expect(t.pendingFlip()).toMatch(/heads, p1 wins the toss/);
    t.flip('tails');
    expect(t.state.tossWinner).toBe('p2');
    expect(t.refuse({ type: 'ChooseFirstPlayer', player: 'p1', first: 'p1' }).code).toBe('not-toss-winner');
    t.do({ type: 'ChooseFirstPlayer', player: 'p2', first: 'p1' });
    expect(t.state.firstPlayer).toBe('p1');
    expect(t.state.players.p1.hand.count).toBe(7);
    expect(t.state.players.p1.deck).toBe(53);
  });

  it('004 "Starting the Games" 6: classic flips for who goes first only after setup', () => {
    const t = started('classic');
    expect(t.state.stage).toBe('placing');
    expect(t.pendingFlip()).toBeNull();
    t.do({ type: 'PlaceActive', player: 'p1', card: cardById('base1-58') });
    t.do({ type: 'PlaceActive', player: 'p2', card: cardById('base1-63') });
    t.do({ type: 'FinishSetup', player: 'p1' });
    t.do({ type: 'FinishSetup', player: 'p2' });
    expect(t.pendingFlip()).toMatch(/heads, p1 goes first/);
    t.flip('tails');
    expect(t.state.turn).toMatchObject({ player: 'p2', number: 1 });
    expect(t.active('p1').faceDown).toBe(false);
  });

  it('000 "Spielablauf" 5-8: Active and Bench go face down, then are revealed together; 6 Prize cards', () => {
    const t = started('sv');
    t.flip('heads');
    t.do({ type: 'ChooseFirstPlayer', player: 'p1', first: 'p2' });
    t.do({ type: 'PlaceActive', player: 'p1', card: chespin, uid: 'tag-1' });
    t.do({ type: 'PlayToBench', player: 'p1', card: froakie, uid: 'tag-2' });
    expect(t.active('p1').faceDown).toBe(true);
    const seenByOpponent = viewFor(t.state, { role: 'player', seat: 'p2' }).players.p1;
    expect(seenByOpponent.active).toEqual({ id: 'hidden:p1:active', owner: 'p1', faceDown: true, hidden: true });
    expect(JSON.stringify(seenByOpponent)).not.toContain('tag-1');
    expect(JSON.stringify(viewFor(t.state, { role: 'spectator' }))).not.toContain('Chespin');
    expect(viewFor(t.state, { role: 'player', seat: 'p1' }).players.p1.active).toMatchObject({ id: 'tag-1', faceDown: true, stack: [{ def: { name: 'Chespin' } }] });
    t.do({ type: 'FinishSetup', player: 'p1' });
    expect(t.state.players.p1).toMatchObject({ prizes: 6, deck: 47, hand: { count: 5 } });
    t.do({ type: 'PlaceActive', player: 'p2', card: fennekin });
    t.do({ type: 'FinishSetup', player: 'p2' });
    expect(t.active('p1').faceDown).toBe(false);
    expect(t.bench('p1', 0).faceDown).toBe(false);
    expect(t.state.turn).toMatchObject({ player: 'p2', number: 1 });
    expect(t.state.players.p2.hand.count).toBe(7);
  });

  it('only a Basic Pokémon can be the starting Active', () => {
    const t = started('sv');
    t.flip('heads');
    t.do({ type: 'ChooseFirstPlayer', player: 'p1', first: 'p1' });
    const v = t.refuse({ type: 'PlaceActive', player: 'p1', card: quilladin });
    expect(v).toMatchObject({ code: 'not-basic', ref: { file: '000_0830806de1b6dc84.txt', section: 'Spielablauf' } });
  });

  it('000 "Alles auf Anfang" 3: the other player draws one card per additional mulligan', () => {
    const t = started('sv');
    t.flip('heads');
    t.do({ type: 'ChooseFirstPlayer', player: 'p1', first: 'p1' });
    // Both mulligan twice, then p1 three more times: p2 may draw up to 3.
    for (let i = 0; i < 5; i++) t.do({ type: 'DeclareMulligan', player: 'p1' });
    for (let i = 0; i < 2; i++) t.do({ type: 'DeclareMulligan', player: 'p2' });
    expect(t.state.players.p1).toMatchObject({ mulligans: 5, hand: { count: 7 }, deck: 53 });
    t.do({ type: 'PlaceActive', player: 'p1', card: chespin });
    t.do({ type: 'FinishSetup', player: 'p1' });
    t.do({ type: 'PlaceActive', player: 'p2', card: froakie });
    t.do({ type: 'FinishSetup', player: 'p2' });
    expect(t.state.stage).toBe('mulligan-draws');
    expect(t.state.prompts).toEqual([expect.objectContaining({ kind: 'mulligan-draws', player: 'p2', max: 3 })]);
    expect(t.refuse({ type: 'DrawMulliganCards', player: 'p2', count: 4 }).code).toBe('too-many-mulligan-draws');
    expect(t.refuse({ type: 'DrawMulliganCards', player: 'p1', count: 1 }).code).toBe('no-mulligan-draws');
    t.do({ type: 'DrawMulliganCards', player: 'p2', count: 3 });
    // A Basic among the extra cards may go onto the Bench before the reveal.
    t.do({ type: 'PlayToBench', player: 'p2', card: fennekin });
    expect(t.bench('p2', 0).faceDown).toBe(true);
    t.do({ type: 'FinishSetup', player: 'p2' });
    expect(t.state.stage).toBe('main');
    expect(t.state.players.p2).toMatchObject({ hand: { count: 7 + 3 - 2 }, deck: 60 - 7 - 6 - 3 });
  });

  it('004 "Starting the Games" 2: the opponent may draw up to 2 extra cards for each mulligan', () => {
    const t = started('classic');
    t.do({ type: 'DeclareMulligan', player: 'p1' });
    t.do({ type: 'DeclareMulligan', player: 'p1' });
    t.do({ type: 'PlaceActive', player: 'p1', card: cardById('base1-58') });
    t.do({ type: 'FinishSetup', player: 'p1' });
    t.do({ type: 'PlaceActive', player: 'p2', card: cardById('base1-63') });
    t.do({ type: 'FinishSetup', player: 'p2' });
    expect(t.state.prompts).toEqual([expect.objectContaining({ kind: 'mulligan-draws', player: 'p2', max: 4 })]);
    t.do({ type: 'DrawMulliganCards', player: 'p2', count: 1 });
    t.do({ type: 'FinishSetup', player: 'p2' });
    expect(t.pendingFlip()).toMatch(/goes first/);
  });

  it('a player who placed a Basic Pokémon had one, so takes no mulligan', () => {
    const t = started('xy');
    t.flip('heads');
    t.do({ type: 'ChooseFirstPlayer', player: 'p1', first: 'p1' });
    t.do({ type: 'PlaceActive', player: 'p1', card: chespin });
    expect(t.refuse({ type: 'DeclareMulligan', player: 'p1' }).code).toBe('has-basic');
  });

  it('a format overrides the profile: 4 Prize cards and a Bench of 3', () => {
    const t = quickStart({
      profile: 'sv',
      format: { name: 'mini', overrides: { prizeCount: 4, benchSize: 3 } },
      p1: { active: chespin, bench: [froakie, froakie, fennekin] },
      p2: { active: froakie },
    });
    expect(t.state.players.p1.prizes).toBe(4);
    expect(t.refuse({ type: 'PlayToBench', player: 'p1', card: chespin }).code).toBe('bench-full');
    expect(replay(t.log)).toEqual(t.state);
  });

  it('the first command of a match is StartMatch', () => {
    const t = new Table();
    expect(t.refuse({ type: 'EndTurn', player: 'p1' }).code).toBe('not-started');
  });
});
