import { describe, expect, it } from 'vitest';
import type { ReaderEvent } from '../devices/reader-port.js';
import { TURN_TOKEN_ID } from '../table/tokens.js';
import { SimulatedReaderPort } from './simulated-reader.port.js';

function port() {
  const readers = new SimulatedReaderPort('demo', ['p1.active', 'stadium'], () => 1000);
  const events: ReaderEvent[] = [];
  readers.onEvent((e) => events.push(e));
  return { readers, events };
}

describe('the simulated zone readers', () => {
  it('report, like real readers, each zone connected and empty when they start', async () => {
    const { readers, events } = port();
    await readers.start();
    expect(events).toEqual([
      { type: 'connected', tableId: 'demo', zone: 'p1.active', at: 1000, source: { kind: 'simulated' } },
      { type: 'reading', tableId: 'demo', zone: 'p1.active', reading: { kind: 'absent' }, at: 1000, source: { kind: 'simulated' } },
      { type: 'connected', tableId: 'demo', zone: 'stadium', at: 1000, source: { kind: 'simulated' } },
      { type: 'reading', tableId: 'demo', zone: 'stadium', reading: { kind: 'absent' }, at: 1000, source: { kind: 'simulated' } },
    ]);
  });

  it('read a placed card as one tag with its card record, and its removal as absent', async () => {
    const { readers, events } = port();
    await readers.start();
    events.length = 0;
    readers.act('p1.active', { action: 'place', uid: '04A1B2C3D4E5F6', cardId: 'sv1-25' });
    readers.act('p1.active', { action: 'remove' });
    expect(events.map((e) => e.type === 'reading' && e.reading)).toEqual([
      { kind: 'present', uid: '04A1B2C3D4E5F6', cardId: 'sv1-25' },
      { kind: 'absent' },
    ]);
  });

  it('tap a turn token: its tag with the token id, then nothing, and the same tag on every tap', async () => {
    const { readers, events } = port();
    await readers.start();
    events.length = 0;
    readers.act('p1.active', { action: 'tap-token' });
    readers.act('p1.active', { action: 'tap-token' });
    const readings = events.map((e) => e.type === 'reading' && e.reading);
    expect(readings).toEqual([
      { kind: 'present', uid: expect.stringMatching(/^04[0-9A-F]{12}$/), cardId: TURN_TOKEN_ID },
      { kind: 'absent' },
      { kind: 'present', uid: (readings[0] as { uid: string }).uid, cardId: TURN_TOKEN_ID },
      { kind: 'absent' },
    ]);
  });

  it('give a blank tag an NTAG-like UID', async () => {
    const { readers, events } = port();
    await readers.start();
    readers.act('stadium', { action: 'place' });
    const last = events.at(-1);
    expect(last?.type === 'reading' && last.reading).toMatchObject({ kind: 'present', uid: expect.stringMatching(/^04[0-9A-F]{12}$/) });
  });

  it('can misread and lose a reader, the way hardware does', async () => {
    const { readers, events } = port();
    await readers.start();
    events.length = 0;
    readers.act('stadium', { action: 'several', uids: ['04AAAAAAAAAAAA'] });
    readers.act('stadium', { action: 'unreadable', reason: 'collision' });
    readers.act('stadium', { action: 'disconnect', reason: 'cable' });
    expect(events.map((e) => (e.type === 'reading' ? e.reading.kind : e.type))).toEqual(['several', 'unreadable', 'disconnected']);
  });

  it('refuse zones they do not serve, and actions before start', async () => {
    const { readers } = port();
    expect(() => readers.act('p1.active', { action: 'remove' })).toThrow(/not running/);
    await readers.start();
    expect(() => readers.act('p2.active', { action: 'remove' })).toThrow(/no simulated zone/);
  });
});
