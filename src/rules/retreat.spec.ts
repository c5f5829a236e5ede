import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { quickStart } from './testing/table.js';

const chespin = cardById('xy0-3');
const froakie = cardById('xy0-12');
const fennekin = cardById('xy0-8');
const water = cardById('sve-3');
const dce = cardById('base1-96');

describe('turn: retreat', () => {
  it('002 "TURN ACTIONS" E: discard Energy for the Retreat Cost, once per turn; the Bench clears Special Conditions', () => {
    const t = quickStart({ profile: 'xy', p1: { active: chespin, bench: [fennekin] }, p2: { active: froakie } });
    t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'test', action: { kind: 'set-condition', target: 'p1-active', condition: 'Confused' } });
    t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'test', action: { kind: 'set-condition', target: 'p1-active', condition: 'Poisoned' } });
    expect(t.refuse({ type: 'Retreat', player: 'p1', to: 'p1-bench0', discard: [] }).code).toBe('retreat-cost-unpaid');
    t.do({ type: 'AttachEnergy', player: 'p1', card: water, uid: 'w1', target: 'p1-active' });
    t.do({ type: 'Retreat', player: 'p1', to: 'p1-bench0', discard: ['w1'] });
    expect(t.active('p1').id).toBe('p1-bench0');
    expect(t.bench('p1', 0)).toMatchObject({ id: 'p1-active', rotation: null, poisoned: false, attached: [] });
    expect(t.state.players.p1.discard.map((c) => c.uid)).toEqual(['w1']);
    expect(t.refuse({ type: 'Retreat', player: 'p1', to: 'p1-active', discard: [] }).code).toBe('already-retreated');
  });

  it('002 "SPECIAL CONDITIONS": an Asleep or Paralyzed Pokémon cannot retreat', () => {
    const t = quickStart({ profile: 'xy', p1: { active: cardById('xy0-25'), bench: [fennekin] }, p2: { active: froakie } });
    t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'test', action: { kind: 'set-condition', target: 'p1-active', condition: 'Asleep' } });
    t.do({ type: 'AttachEnergy', player: 'p1', card: dce, uid: 'dce', target: 'p1-active' });
    expect(t.refuse({ type: 'Retreat', player: 'p1', to: 'p1-bench0', discard: ['dce'] }).code).toBe('cannot-retreat-condition');
  });

  it('a Double Colorless Energy pays a Retreat Cost of 2', () => {
    const t = quickStart({ profile: 'xy', p1: { active: cardById('xy0-22'), bench: [fennekin] }, p2: { active: froakie } });
    t.do({ type: 'AttachEnergy', player: 'p1', card: dce, uid: 'dce', target: 'p1-active' });
    t.do({ type: 'Retreat', player: 'p1', to: 'p1-bench0', discard: ['dce'] });
    expect(t.active('p1').id).toBe('p1-bench0');
  });

  it('004 "Confused": a Confused Pokémon pays, then flips; tails, the retreat fails for the turn', () => {
    const t = quickStart({ profile: 'classic', p1: { active: cardById('base1-58'), bench: [cardById('base1-63')] }, p2: { active: cardById('base1-7') } });
    t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'test', action: { kind: 'set-condition', target: 'p1-active', condition: 'Confused' } });
    t.do({ type: 'AttachEnergy', player: 'p1', card: cardById('base1-100'), uid: 'l1', target: 'p1-active' });
    t.do({ type: 'Retreat', player: 'p1', to: 'p1-bench0', discard: ['l1'] });
    expect(t.pendingFlip()).toMatch(/Confused Pokémon retreating/);
    t.flip('tails');
    expect(t.active('p1').id).toBe('p1-active');
    expect(t.state.players.p1.discard.map((c) => c.uid)).toEqual(['l1']);
    expect(t.refuse({ type: 'Retreat', player: 'p1', to: 'p1-bench0', discard: [] }).code).toBe('retreat-failed');
  });
});
