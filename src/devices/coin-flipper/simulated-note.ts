/**
 * The note a simulated flipper's coin carries (FlipOrigin `simulated`): one English sentence, kept as written in the
 * match log, and its parts read back from it, so a page words them in its own language. The two live together so
 * the reading cannot drift from the wording.
 */
export interface SimulatedFlipper {
  readonly model: string;
  readonly serial: string;
  readonly firmware: string;
  /** The emulated device button's flip number, for a flip from its button. */
  readonly button?: number;
}

export function simulatedFlipNote({ model, serial, firmware, button }: SimulatedFlipper): string {
  return `emulated coin flipper ${model} ${serial} (firmware ${firmware})${button === undefined ? '' : `, button flip #${button}`}; not a real coin`;
}

const NOTE = /^emulated coin flipper (\S+) (\S+) \(firmware ([^)]+)\)(?:, button flip #(\d+))?; not a real coin$/;

/** The parts of a note `simulatedFlipNote` wrote; null for any other note (an older hub's, a test's own). */
export function readSimulatedFlipNote(note: string): SimulatedFlipper | null {
  const m = NOTE.exec(note);
  if (!m) return null;
  const [, model = '', serial = '', firmware = '', button] = m;
  return { model, serial, firmware, ...(button === undefined ? {} : { button: Number(button) }) };
}
