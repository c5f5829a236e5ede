import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { quickStart } from './testing/table.js';

const chespin = cardById('xy0-3');
const froakie = cardById('xy0-12');
const grass = cardById('sve-1');

describe('turn: Energy', () => {
  it('000 "Zugabfolge" C: one Energy from the hand per turn; an effect\'s attachment does not count', () => {
    const t = quickStart({ profile: 'sv', p1: { active: chespin }, p2: { active: froakie } });
    t.do({ type: 'AttachEnergy', player: 'p1', card: grass, target: 'p1-active' });
    expect(t.refuse({ type: 'AttachEnergy', player: 'p1', card: grass, target: 'p1-active' }).code).toBe('energy-already-attached');
    const [e] = t.do({ type: 'AttachEnergy', player: 'p1', card: grass, target: 'p1-active', from: 'deck', source: { kind: 'effect', card: 'Ability' } });
    expect(e).toMatchObject({ type: 'EnergyAttached', source: { kind: 'effect', card: 'Ability' }, from: 'deck' });
    expect(t.active('p1').attached).toHaveLength(2);
    expect(t.refuse({ type: 'AttachEnergy', player: 'p1', card: grass, target: 'p2-active', source: { kind: 'effect', card: 'x' } }).code).toBe('no-such-pokemon');
  });
});
