import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { quickStart, type Table } from './testing/table.js';

const froakie = cardById('xy0-12');

function toDiscard(t: Table, seat: 'p1' | 'p2', id: string, uid: string): void {
  t.do({ type: 'Adjust', player: seat, reason: 'discarded by a card effect', action: { kind: 'discard-from-hand', player: seat, card: cardById(id), uid } });
}

describe('once per game', () => {
  it('000 "Anhang 6": one VSTAR Power per game (Arceus VSTAR, Starbirth)', () => {
    const t = quickStart({ profile: 'swsh', p1: { active: cardById('swsh9-122') }, p2: { active: froakie } });
    t.do({ type: 'EndTurn', player: 'p1' });
    t.do({ type: 'EndTurn', player: 'p2' });
    t.do({ type: 'Evolve', player: 'p1', card: cardById('swsh9-123'), target: 'p1-active' });
    const events = t.do({ type: 'UseAbility', player: 'p1', pokemon: 'p1-active', ability: 0 });
    expect(events).toContainEqual(expect.objectContaining({ type: 'AbilityUsed', name: 'Starbirth', vstarPower: true }));
    expect(events).toContainEqual(expect.objectContaining({ type: 'EffectNeedsAdjustment', name: 'Starbirth' }));
    expect(t.refuse({ type: 'UseAbility', player: 'p1', pokemon: 'p1-active', ability: 0 })).toMatchObject({ code: 'vstar-used', ref: { section: 'Anhang 6: Pokémon-VSTAR' } });
  });

  it('000 "Anhang 7": a Pokémon V-UNION comes from the discard pile, four parts to one Bench place, once per name', () => {
    const t = quickStart({ profile: 'swsh', p1: { active: froakie }, p2: { active: froakie } });
    const parts = ['swshp-SWSH139', 'swshp-SWSH140', 'swshp-SWSH141', 'swshp-SWSH142'];
    parts.forEach((id, i) => toDiscard(t, 'p1', id, `u${i}`));
    expect(t.refuse({ type: 'PlayToBench', player: 'p1', card: cardById('swshp-SWSH139') }).code).toBe('not-basic');
    expect(t.refuse({ type: 'PlayVUnion', player: 'p1', parts: ['u0', 'u1', 'u2', 'u2'] }).code).toBe('v-union-parts');
    t.do({ type: 'PlayVUnion', player: 'p1', parts: ['u0', 'u1', 'u2', 'u3'] });
    expect(t.state.players.p1.bench).toHaveLength(1);
    expect(t.bench('p1', 0).stack.map((c) => c.uid)).toEqual(['u0', 'u1', 'u2', 'u3']);
    expect(t.state.players.p1.discard).toEqual([]);
    // Knocked Out, all four parts go back to the discard pile and the opponent takes 3 Prize cards.
    t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'scenario', action: { kind: 'put-damage-counters', target: 'u0', counters: 30 } });
    expect(t.state.players.p2.prizes).toBe(3);
    expect(t.state.players.p1.discard).toHaveLength(4);
    expect(t.refuse({ type: 'PlayVUnion', player: 'p1', parts: ['u0', 'u1', 'u2', 'u3'] })).toMatchObject({ code: 'v-union-once', ref: { section: 'Liite A: Pokémon V-UNION' } });
  });
});
