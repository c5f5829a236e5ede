import { describe, expect, it } from 'vitest';
import type { RaidEvent, RaidPrompt } from '../game-kinds/raid/index.js';
import { rollsAmong } from './raid-rolls.js';

const software = { kind: 'software', rng: 'crypto.randomInt' } as const;
const die: RaidPrompt = { id: 'q2', kind: 'die', reason: 'attack', options: ['Sharp Fang', 'Lightning Laser'] };

describe('the public die rolls of a raid', () => {
  it('lists each die with what it decided and its origin, and leaves the shuffles out', () => {
    const events: RaidEvent[] = [
      { type: 'PromptRaised', prompt: { id: 'q1', kind: 'shuffle', pile: 'deck', size: 3 } },
      { type: 'RandomSupplied', promptId: 'q1', value: [2, 0, 1], origin: software },
      { type: 'PromptRaised', prompt: die },
      { type: 'RandomSupplied', promptId: 'q2', value: 2, origin: { kind: 'table', note: 'green d6' } },
    ];
    expect(rollsAmong(events)).toEqual([{ promptId: 'q2', reason: 'attack', options: ['Sharp Fang', 'Lightning Laser'], value: 2, origin: { kind: 'table', note: 'green d6' } }]);
  });

  it('reads a roll that answers the prompt already open before the events', () => {
    expect(rollsAmong([{ type: 'RandomSupplied', promptId: 'q2', value: 1, origin: software }], die)).toEqual([
      { promptId: 'q2', reason: 'attack', options: ['Sharp Fang', 'Lightning Laser'], value: 1, origin: software },
    ]);
  });

  it('counts no roll for a value that answers no open die', () => {
    expect(rollsAmong([{ type: 'RandomSupplied', promptId: 'q9', value: 1, origin: software }], die)).toEqual([]);
  });
});
