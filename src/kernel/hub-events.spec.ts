import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { HubEventBus } from './hub-events.js';

declare module './hub-events.js' {
  interface HubEventMap {
    'test.ping': { n: number };
  }
}

describe('HubEventBus', () => {
  it('delivers an event to every subscriber until it unsubscribes', () => {
    const bus = new HubEventBus(pino({ level: 'silent' }));
    const seen: number[] = [];
    const off = bus.on('test.ping', ({ n }) => seen.push(n));
    bus.on('test.ping', ({ n }) => seen.push(n * 10));
    bus.emit('test.ping', { n: 1 });
    off();
    bus.emit('test.ping', { n: 2 });
    expect(seen).toEqual([1, 10, 20]);
  });

  it('logs a listener that throws and still runs the others', () => {
    const errors: unknown[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => errors.push(JSON.parse(line)) });
    const bus = new HubEventBus(logger);
    const seen: number[] = [];
    bus.on('test.ping', () => {
      throw new Error('broken page');
    });
    bus.on('test.ping', ({ n }) => seen.push(n));
    bus.emit('test.ping', { n: 3 });
    expect(seen).toEqual([3]);
    expect(errors).toMatchObject([{ event: 'test.ping', msg: 'a hub event listener failed' }]);
  });
});
