import type { ReaderEvent, ReaderPort } from '../../../src/devices/reader-port.js';

/** Records what a ReaderPort reports, and waits for what a scenario expects next. */
export class ReaderEventLog {
  readonly events: ReaderEvent[] = [];
  private readonly off: () => void;
  private cursor = 0;

  constructor(port: ReaderPort) {
    this.off = port.onEvent((event) => this.events.push(event));
  }

  /** Forgets what came before: the next waits look only at later events. */
  mark(): void {
    this.cursor = this.events.length;
  }

  /** Events since the mark. */
  since(): ReaderEvent[] {
    return this.events.slice(this.cursor);
  }

  async waitFor(what: string, match: (event: ReaderEvent) => boolean, timeoutMs = 3000): Promise<ReaderEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.slice(this.cursor).find(match);
      if (found) return found;
      if (Date.now() > deadline) {
        const seen = this.since().map(describeEvent).join('\n  ');
        throw new Error(`no ${what} within ${timeoutMs} ms; since the mark:\n  ${seen || '(nothing)'}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  async waitForAll(what: string, count: number, match: (event: ReaderEvent) => boolean, timeoutMs = 3000): Promise<ReaderEvent[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.slice(this.cursor).filter(match);
      if (found.length >= count) return found;
      if (Date.now() > deadline) throw new Error(`only ${found.length} of ${count} ${what} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  close(): void {
    this.off();
  }
}

export function describeEvent(event: ReaderEvent): string {
  if (event.type === 'reading') return `${event.zone} ${event.reading.kind} ${JSON.stringify(event.reading)}`;
  return `${event.zone} ${event.type}${event.type === 'disconnected' ? ` (${event.reason})` : ''}`;
}
