import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc16Hex } from './crc16.js';
import { decodeLine, encodeFrame } from './protocol.js';

const line = (body: string): string => `${body}*${crc16Hex(body)}`;

describe('coin flipper protocol v1 (PROTOCOL.md)', () => {
  it('uses CRC-16/CCITT-FALSE: check value 29B1, and the example frame FLIP id=7 n=3*27AC', () => {
    expect(crc16Hex('123456789')).toBe('29B1');
    expect(encodeFrame({ type: 'FLIP', id: 7, n: 3 })).toBe('FLIP id=7 n=3*27AC\n');
  });

  it('decodes the device hello into model, firmware, serial number, protocol version and the WHO it answers', () => {
    expect(decodeLine(line('HELLO model=MMCF-1 fw=1.2.0 sn=E66058A1 proto=1'))).toEqual({
      kind: 'frame',
      frame: { type: 'HELLO', model: 'MMCF-1', fw: '1.2.0', sn: 'E66058A1', proto: 1 },
    });
    expect(decodeLine(line('HELLO model=MMCF-1 fw=1.2.0 sn=E66058A1 proto=1 id=12'))).toMatchObject({ kind: 'frame', frame: { type: 'HELLO', id: 12 } });
  });

  it('decodes results as faces in flip order, with the request id', () => {
    expect(decodeLine(line('RESULT id=42 faces=HHT'))).toEqual({
      kind: 'frame',
      frame: { type: 'RESULT', id: 42, faces: ['heads', 'heads', 'tails'] },
    });
  });

  it('decodes "the sensor cannot tell" as an unreadable error naming the coin', () => {
    expect(decodeLine(line('ERR id=5 code=unreadable coin=2'))).toEqual({
      kind: 'frame',
      frame: { type: 'ERR', id: 5, code: 'unreadable', coin: 2 },
    });
  });

  it('decodes a button flip with its own sequence number', () => {
    expect(decodeLine(line('BUTTON seq=3 faces=T'))).toEqual({ kind: 'frame', frame: { type: 'BUTTON', seq: 3, faces: ['tails'] } });
  });

  it('ignores keys a newer version-1 firmware may add', () => {
    expect(decodeLine(line('PONG id=9 bad=0 up=12 temp=31'))).toEqual({ kind: 'frame', frame: { type: 'PONG', id: 9, bad: 0, up: 12 } });
  });

  it('accepts a carriage return before the newline and ignores empty lines', () => {
    expect(decodeLine(`${line('ACK id=1')}\r`)).toEqual({ kind: 'frame', frame: { type: 'ACK', id: 1 } });
    expect(decodeLine('')).toEqual({ kind: 'empty' });
  });

  it.each([
    ['a wrong CRC', 'RESULT id=1 faces=H*0000', 'CRC mismatch'],
    ['no CRC', 'RESULT id=1 faces=H', 'no *CRC suffix'],
    ['a lower-case CRC', `RESULT id=1 faces=H*${crc16Hex('RESULT id=1 faces=H').toLowerCase()}`, 'no *CRC suffix'],
    ['a non-ASCII byte', line('RESULT id=1 faces=H\u00ff'), 'byte outside printable ASCII'],
    ['an overlong line', line(`HELLO model=${'M'.repeat(90)}`), 'longer than 96 bytes'],
    ['broken grammar under a valid CRC', line('RESULT id=1  faces=H'), 'malformed frame'],
  ])('drops a frame with %s as bad', (_what, text, reason) => {
    expect(decodeLine(text)).toEqual({ kind: 'bad', reason });
  });

  it.each([
    ['an unknown type', 'DANCE id=1'],
    ['a missing request id', 'RESULT faces=H'],
    ['an id with a leading zero', 'RESULT id=01 faces=H'],
    ['an id beyond 32 bits', 'RESULT id=4294967296 faces=H'],
    ['a face that is neither H nor T', 'RESULT id=1 faces=HX'],
    ['an unknown error code', 'ERR id=1 code=melted'],
  ])('rejects a CRC-valid frame with %s as invalid, never acting on it', (_what, body) => {
    expect(decodeLine(line(body)).kind).toBe('bad');
  });

  it('detects every single-bit error in any result frame', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 0xffff_ffff }),
        fc.array(fc.constantFrom('H', 'T'), { minLength: 1, maxLength: 16 }),
        fc.nat(),
        fc.integer({ min: 0, max: 6 }),
        (id, faces, position, bit) => {
          const text = line(`RESULT id=${id} faces=${faces.join('')}`);
          const at = position % text.length;
          const damaged = text.slice(0, at) + String.fromCharCode(text.charCodeAt(at) ^ (1 << bit)) + text.slice(at + 1);
          expect(decodeLine(damaged).kind).toBe('bad');
        },
      ),
    );
  });

  it('round-trips every request frame the hub sends through its own CRC check', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 0xffff_ffff }), fc.integer({ min: 1, max: 16 }), (id, n) => {
        const text = encodeFrame({ type: 'FLIP', id, n });
        expect(text.endsWith('\n')).toBe(true);
        const body = text.slice(0, -6);
        expect(text.slice(-5, -1)).toBe(crc16Hex(body));
        expect(body).toBe(`FLIP id=${id} n=${n}`);
      }),
    );
  });
});
