import { describe, expect, it } from 'vitest';
import { decodeBoardMessage } from './board-message.decoder.js';

const base = 'mirrormat/hub/t1/board/p1';
const json = (value: unknown) => Buffer.from(JSON.stringify(value));

describe('board message decoder', () => {
  it('decodes a zone report with its antenna from the topic', () => {
    const decoded = decodeBoardMessage(
      `${base}/zone/3`,
      json({ v: 1, seq: 42, reading: { kind: 'present', uid: '04A1B2C3D4E5F6', cardId: 'sv1-25' }, uptimeMs: 10 }),
    );
    expect(decoded).toEqual({
      ok: true,
      message: {
        kind: 'zone',
        table: 't1',
        board: 'p1',
        antenna: 3,
        report: { v: 1, seq: 42, reading: { kind: 'present', uid: '04A1B2C3D4E5F6', cardId: 'sv1-25' }, uptimeMs: 10 },
      },
    });
  });

  it('decodes availability, status and responses', () => {
    expect(decodeBoardMessage(`${base}/availability`, json({ v: 1, state: 'offline' })).ok).toBe(true);
    expect(decodeBoardMessage(`${base}/response/identify`, json({ v: 1, id: 'abc', status: 'error', error: 'busy' })).ok).toBe(true);
    const status = {
      v: 1,
      firmware: '1.0.0',
      antennas: [{ antenna: 0, ok: true, resets: 0 }],
      rssi: -60,
      uptimeS: 5,
      pollIntervalMs: 20,
      nextSeq: 7,
      buffer: { used: 0, capacity: 256, dropped: 0 },
    };
    expect(decodeBoardMessage(`${base}/status`, json(status)).ok).toBe(true);
  });

  it.each([
    ['not JSON', '{"v":1,'],
    ['another version', JSON.stringify({ v: 2, seq: 1, reading: { kind: 'absent' }, uptimeMs: 0 })],
    ['a negative sequence number', JSON.stringify({ v: 1, seq: -1, reading: { kind: 'absent' }, uptimeMs: 0 })],
    ['a fractional sequence number', JSON.stringify({ v: 1, seq: 1.5, reading: { kind: 'absent' }, uptimeMs: 0 })],
    ['a lower-case UID', JSON.stringify({ v: 1, seq: 1, reading: { kind: 'present', uid: '04a1b2c3d4e5f6' }, uptimeMs: 0 })],
    ['an unknown reading', JSON.stringify({ v: 1, seq: 1, reading: { kind: 'gone' }, uptimeMs: 0 })],
    ['an extra field', JSON.stringify({ v: 1, seq: 1, reading: { kind: 'absent' }, uptimeMs: 0, extra: 1 })],
    ['three tags', JSON.stringify({ v: 1, seq: 1, reading: { kind: 'several', uids: ['DEADBEEF', 'DEADBEEF', 'DEADBEEF'] }, uptimeMs: 0 })],
    ['a huge payload', JSON.stringify({ v: 1, seq: 1, reading: { kind: 'unreadable', reason: 'x'.repeat(10_000) }, uptimeMs: 0 })],
  ])('rejects %s, naming the board', (_what, payload) => {
    const decoded = decodeBoardMessage(`${base}/zone/0`, Buffer.from(payload));
    expect(decoded.ok).toBe(false);
    expect(decoded).toMatchObject({ board: 'p1' });
  });

  it('rejects topics that are not board topics and requests echoed back', () => {
    expect(decodeBoardMessage('mirrormat/hub/t1/board/p1/zone/x', json({})).ok).toBe(false);
    expect(decodeBoardMessage('mirrormat/hub/t1/board/p1/zone/123', json({})).ok).toBe(false);
    expect(decodeBoardMessage('elsewhere', json({})).ok).toBe(false);
    expect(decodeBoardMessage(`${base}/request/identify`, json({ v: 1, id: 'a', durationMs: 500 })).ok).toBe(false);
  });
});
