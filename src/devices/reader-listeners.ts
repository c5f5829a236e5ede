import type { ReaderEvent, ReaderListener } from './reader-port.js';

/**
 * The listeners of one reader driver. One that throws is reported through `onError` and cannot
 * keep the event from the others (STYLE.md 9).
 */
export class ReaderListeners {
  private readonly listeners = new Set<ReaderListener>();

  constructor(private readonly onError: (error: unknown, event: ReaderEvent) => void) {}

  /** Returns a function that removes the listener. */
  add(listener: ReaderListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  has(listener: ReaderListener): boolean {
    return this.listeners.has(listener);
  }

  emit(event: ReaderEvent): void {
    for (const listener of this.listeners) this.deliver(listener, event);
  }

  deliver(listener: ReaderListener, event: ReaderEvent): void {
    try {
      listener(event);
    } catch (error) {
      this.onError(error, event);
    }
  }
}
