import { describe, expect, it } from 'vitest';
import { viewFor } from '../../../src/rules/index.js';
import { quickStart, Table } from '../../../src/rules/testing/table.js';
import { demoCard } from '../testing/demo-cards.js';
import { findPokemon, inPlayOf, isHidden, otherSeat, readGameView, remainingHp, topOf, visible } from './game-view.js';

const snorlax = demoCard('xy0-26');
const froakie = demoCard('xy0-12');
const weedle = demoCard('xy0-1');

/** p1 has put its Active face down; p2 has not placed yet: the setup as the opponent and spectators see it. */
function setupInProgress(): Table {
  const t = new Table();
  t.do({ type: 'StartMatch', matchId: 'm1', profile: 'sv', players: [{ name: 'Ash' }, { name: 'Misty' }] });
  t.flip('heads');
  t.do({ type: 'ChooseFirstPlayer', player: 'p1', first: 'p1' });
  t.do({ type: 'PlaceActive', player: 'p1', card: snorlax, uid: '04A1B2C3D4E5F6' });
  return t;
}

describe("the dashboard's reading of the engine's view", () => {
  it('reads a view with both players, and nothing else: no match, or a frame of another shape', () => {
    const view = viewFor(quickStart({ profile: 'sv', p1: { active: snorlax }, p2: { active: froakie } }).state, { role: 'spectator' });
    expect(readGameView(JSON.parse(JSON.stringify(view)))?.players.p2.name).toBe('Misty');
    expect(readGameView(null)).toBeNull();
    expect(readGameView({ players: { p1: {} } })).toBeNull();
    expect(readGameView('view')).toBeNull();
  });

  it('a face-down setup Pokémon is hidden from the opponent and spectators, named by its place, never by its tag', () => {
    const state = setupInProgress().state;
    for (const viewer of [{ role: 'spectator' }, { role: 'player', seat: 'p2' }] as const) {
      const active = readGameView(viewFor(state, viewer))!.players.p1.active!;
      expect(isHidden(active)).toBe(true);
      expect(visible(active)).toBeNull();
      expect(active.id).toBe('hidden:p1:active');
      expect(JSON.stringify(active)).not.toContain('04A1B2C3D4E5F6');
    }
    const own = readGameView(viewFor(state, { role: 'player', seat: 'p1' }))!.players.p1.active!;
    expect(visible(own) && topOf(visible(own)!).name).toBe('Snorlax');
  });

  it('finds a Pokémon in play by id on either side, but not a hidden one', () => {
    const t = quickStart({ profile: 'sv', p1: { active: snorlax, bench: [weedle] }, p2: { active: froakie } });
    const view = viewFor(t.state, { role: 'spectator' });
    expect(inPlayOf(view.players.p1).map((p) => p.id)).toEqual(['p1-active', 'p1-bench0']);
    expect(findPokemon(view, 'p1-bench0') && topOf(findPokemon(view, 'p1-bench0')!).name).toBe('Weedle');
    expect(findPokemon(view, 'p2-active') && topOf(findPokemon(view, 'p2-active')!).name).toBe('Froakie');
    expect(findPokemon(view, 'nobody')).toBeNull();
    expect(findPokemon(viewFor(setupInProgress().state, { role: 'spectator' }), 'hidden:p1:active')).toBeNull();
  });

  it('remaining HP is printed HP less damage, never below zero', () => {
    const t = quickStart({ profile: 'sv', p1: { active: snorlax }, p2: { active: weedle, bench: [froakie] } });
    t.do({ type: 'Adjust', player: 'p1', reason: 'attack text', action: { kind: 'put-damage-counters', target: 'p1-active', counters: 3 } });
    const view = viewFor(t.state, { role: 'spectator' });
    expect(remainingHp(visible(view.players.p1.active)!)).toBe(snorlax.hp! - 30);
    expect(remainingHp({ ...visible(view.players.p2.active)!, damage: 500 })).toBe(0);
    expect(otherSeat('p1')).toBe('p2');
  });
});
