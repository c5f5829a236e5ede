import { describe, expect, it } from 'vitest';
import { readSimulatedFlipNote, simulatedFlipNote } from './simulated-note.js';

describe("the simulated flipper's note", () => {
  it('reads back the parts it was written from, with and without a button flip', () => {
    const flipper = { model: 'MMCF-1-SIM', serial: 'SIM-demo', firmware: '1.0.0' };
    expect(simulatedFlipNote(flipper)).toBe('emulated coin flipper MMCF-1-SIM SIM-demo (firmware 1.0.0); not a real coin');
    expect(readSimulatedFlipNote(simulatedFlipNote(flipper))).toEqual(flipper);
    expect(readSimulatedFlipNote(simulatedFlipNote({ ...flipper, button: 3 }))).toEqual({ ...flipper, button: 3 });
  });

  it('reads nothing from a note of another form', () => {
    expect(readSimulatedFlipNote('a coin a test flipped')).toBeNull();
  });
});
