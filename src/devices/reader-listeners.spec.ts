import { describe, expect, it } from 'vitest';
import type { ReaderEvent } from './reader-port.js';
import { ReaderListeners } from './reader-listeners.js';

const event: ReaderEvent = { type: 'reading', tableId: 't1', zone: 'p1.active', reading: { kind: 'absent' }, at: 0, source: { kind: 'simulated' } };

describe('ReaderListeners', () => {
  it('a listener that throws is reported and the others still hear the event', () => {
    const errors: unknown[] = [];
    const heard: string[] = [];
    const listeners = new ReaderListeners((error) => errors.push(error));
    listeners.add(() => {
      throw new Error('broken listener');
    });
    listeners.add((e) => heard.push(e.zone));
    listeners.emit(event);
    expect(heard).toEqual(['p1.active']);
    expect(errors).toHaveLength(1);
  });

  it('a removed listener hears nothing more', () => {
    const heard: string[] = [];
    const listeners = new ReaderListeners(() => undefined);
    const remove = listeners.add((e) => heard.push(e.zone));
    remove();
    listeners.emit(event);
    expect(heard).toEqual([]);
  });
});
