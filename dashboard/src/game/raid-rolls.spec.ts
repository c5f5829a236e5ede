import { describe, expect, it } from 'vitest';
import { rollsOf } from './raid-rolls.js';

const line = (seq: number, event: Record<string, unknown>) => JSON.stringify({ seq, actor: 'hub', event, hash: `h${seq}`, prevHash: `h${seq - 1}` });

describe('the die rolls of a raid log', () => {
  const log = [
    line(2, { type: 'PromptRaised', prompt: { id: 'q1', kind: 'shuffle', pile: 'deck', size: 9 } }),
    line(3, { type: 'RandomSupplied', promptId: 'q1', value: [3, 1, 0, 2], origin: { kind: 'software', rng: 'crypto.randomInt' } }),
    line(9, { type: 'PromptRaised', prompt: { id: 'q2', kind: 'die', reason: 'attack', options: ['Sharp Fang', 'Lightning Laser'] } }),
    line(10, { type: 'RandomSupplied', promptId: 'q2', value: 2, origin: { kind: 'table', note: 'green d6' } }),
    line(14, { type: 'PromptRaised', prompt: { id: 'q3', kind: 'die', reason: 'new-active', options: ['b2', 'b3'] } }),
    line(15, { type: 'RandomSupplied', promptId: 'q3', value: 1, origin: { kind: 'software', rng: 'crypto.randomInt' } }),
  ].join('\n');

  it('lists each die with what it decided and its origin, in log order', () => {
    expect(rollsOf(`${log}\n`)).toEqual([
      { seq: 10, promptId: 'q2', reason: 'attack', options: ['Sharp Fang', 'Lightning Laser'], value: 2, origin: { kind: 'table', note: 'green d6' } },
      { seq: 15, promptId: 'q3', reason: 'new-active', options: ['b2', 'b3'], value: 1, origin: { kind: 'software', rng: 'crypto.randomInt' } },
    ]);
  });

  it('leaves the shuffles out: their permutation is the raid deck\'s hidden order', () => {
    expect(rollsOf(log).map((r) => r.promptId)).not.toContain('q1');
  });

  it('refuses a line that is not a log row rather than showing a wrong roll', () => {
    expect(() => rollsOf(`${log}\n{"event":{"type":"RandomSupplied"}}`)).toThrow();
  });
});
