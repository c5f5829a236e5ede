import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SequenceGate } from './sequence-gate.js';

describe('sequence gate', () => {
  it('accepts each number once, in increasing order', () => {
    const gate = new SequenceGate();
    expect(gate.check(10)).toEqual({ kind: 'fresh', lost: 0 });
    expect(gate.check(10)).toEqual({ kind: 'duplicate' });
    expect(gate.check(9)).toEqual({ kind: 'stale' });
    expect(gate.check(11)).toEqual({ kind: 'fresh', lost: 0 });
  });

  it('counts a jump as lost reports (a board buffer that overflowed)', () => {
    const gate = new SequenceGate();
    gate.check(1);
    expect(gate.check(5)).toEqual({ kind: 'fresh', lost: 3 });
  });

  it('a board announcing a next number at or below the last accepted one has lost its counter: start over', () => {
    const gate = new SequenceGate();
    gate.check(500);
    expect(gate.observeNextSeq(501)).toBe(false);
    expect(gate.check(501).kind).toBe('fresh');
    expect(gate.observeNextSeq(0)).toBe(true);
    expect(gate.check(0)).toEqual({ kind: 'fresh', lost: 0 });
  });

  it('whatever the broker repeats or reorders, what passes is strictly increasing and each number passes once', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 200 }), { maxLength: 300 }), (delivered) => {
        const gate = new SequenceGate();
        const passed = delivered.filter((seq) => gate.check(seq).kind === 'fresh');
        expect(passed).toEqual([...passed].sort((a, b) => a - b));
        expect(new Set(passed).size).toBe(passed.length);
      }),
    );
  });

  it('an in-order stream with every report resent any number of times passes each report exactly once', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 100 }), (copies) => {
        const gate = new SequenceGate();
        const delivered = copies.flatMap((n, seq) => Array.from({ length: n }, () => seq));
        const passed = delivered.filter((seq) => gate.check(seq).kind === 'fresh');
        expect(passed).toEqual(copies.map((_, seq) => seq));
      }),
    );
  });
});
