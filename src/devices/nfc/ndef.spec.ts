import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ascii, decodeNdefMessage, encodeNdefMessage, readTextRecord, textRecord, TNF, type NdefRecord } from './ndef.js';

const bytes = (...values: number[]) => Uint8Array.from(values);
const record = (over: Partial<NdefRecord> = {}): NdefRecord => ({
  tnf: TNF.wellKnown,
  type: ascii('T'),
  id: new Uint8Array(),
  payload: bytes(0x02, 0x65, 0x6e, 0x68, 0x69),
  ...over,
});

describe('NDEF message codec', () => {
  it('encodes a one-record Text message as NDEF 1.0 short record bytes', () => {
    expect(Buffer.from(encodeNdefMessage([textRecord('hi')])).toString('hex')).toBe('d101055402656e6869');
  });

  it('decodes what it encodes, for any records', () => {
    const anyRecord = fc.record({
      tnf: fc.constantFrom(TNF.wellKnown, TNF.media, TNF.absoluteUri, TNF.external),
      type: fc.uint8Array({ minLength: 1, maxLength: 20 }),
      id: fc.uint8Array({ maxLength: 4 }),
      payload: fc.uint8Array({ maxLength: 300 }),
    });
    fc.assert(
      fc.property(fc.array(anyRecord, { minLength: 1, maxLength: 4 }), (records) => {
        const decoded = decodeNdefMessage(encodeNdefMessage(records));
        expect(decoded).toEqual({ ok: true, records });
      }),
    );
  });

  it('reads the Text record back as text', () => {
    const decoded = decodeNdefMessage(encodeNdefMessage([textRecord('Pikachu · sv1-25')]));
    expect(decoded.ok && readTextRecord(decoded.records[0]!)).toBe('Pikachu · sv1-25');
  });

  it.each([
    ['an empty message', bytes(), 'empty NDEF message'],
    ['a first record without the begin flag', bytes(0x51, 0x01, 0x00, 0x54), 'message-begin'],
    ['a payload length past the end', bytes(0xd1, 0x01, 0x20, 0x54, 0x02), 'only 5 remain'],
    ['a header cut short', bytes(0xd1, 0x01), "header runs past the end"],
    ['a long-record length cut short', bytes(0xc1, 0x01, 0x00, 0x00), "header runs past the end"],
    ['no last record', encodeNdefMessage([record()]).slice(0).map((b, i) => (i === 0 ? b & ~0x40 : b)), 'ends without a last record'],
    ['bytes after the last record', bytes(...encodeNdefMessage([record()]), 0x00), 'follow the last record'],
    ['the reserved type name format', bytes(0xd7, 0x01, 0x00, 0x54), 'reserved type name format'],
    ['a chunked record', bytes(0xf1, 0x01, 0x00, 0x54), 'chunked'],
    ['a well-known record without a type', bytes(0xd1, 0x00, 0x00), 'has no type'],
    ['an empty record with data', bytes(0xd0, 0x00, 0x01, 0x00), 'empty record carries data'],
    ['a second begin flag', bytes(0x91, 0x01, 0x00, 0x54, 0xd1, 0x01, 0x00, 0x54), 'repeats the message-begin flag'],
  ])('reports %s as garbled', (_what, input, reason) => {
    const decoded = decodeNdefMessage(input);
    expect(decoded.ok).toBe(false);
    expect(!decoded.ok && decoded.reason).toContain(reason);
  });

  it('never throws on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (input) => {
        const decoded = decodeNdefMessage(input);
        expect(typeof decoded.ok).toBe('boolean');
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses a Text record payload flagged UTF-16 rather than misreading it', () => {
    expect(readTextRecord(record({ payload: bytes(0x82, 0x65, 0x6e, 0x00, 0x41) }))).toBeUndefined();
  });
});
