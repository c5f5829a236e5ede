import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeNdefTlv, findNdefTlv, NTAG_MODELS, parseCapabilityContainer } from './ntag.js';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('NTAG capability container', () => {
  it.each([
    ['NTAG213', 0x12, 144],
    ['NTAG215', 0x3e, 496],
    ['NTAG216', 0x6d, 872],
  ] as const)('recognises a factory %s and its %i-byte data area', (model, size, dataAreaBytes) => {
    expect(parseCapabilityContainer(bytes(0xe1, 0x10, size, 0x00))).toEqual({ ok: true, cc: { model, dataAreaBytes, writable: true } });
    expect(NTAG_MODELS[model].userBytes).toBeGreaterThanOrEqual(dataAreaBytes);
  });

  it('reports a read-only tag as not writable', () => {
    const parsed = parseCapabilityContainer(bytes(0xe1, 0x10, 0x12, 0x0f));
    expect(parsed.ok && parsed.cc.writable).toBe(false);
  });

  it('reports a tag without the NDEF magic number as unformatted', () => {
    expect(parseCapabilityContainer(bytes(0x00, 0x00, 0x00, 0x00))).toEqual({
      ok: false,
      reason: 'not NDEF-formatted (capability container starts 0x00, not 0xE1)',
    });
  });

  it('refuses an unknown mapping version', () => {
    expect(parseCapabilityContainer(bytes(0xe1, 0x20, 0x3e, 0x00)).ok).toBe(false);
  });
});

describe('Type 2 tag TLV blocks', () => {
  it('finds the NDEF message after NULL and lock-control TLVs', () => {
    const area = bytes(0x00, 0x01, 0x03, 0xa0, 0x10, 0x44, 0x03, 0x02, 0xaa, 0xbb, 0xfe);
    expect(findNdefTlv(area, 144)).toEqual({ kind: 'ndef', message: bytes(0xaa, 0xbb) });
  });

  it('reads a three-byte length', () => {
    const message = new Uint8Array(300).fill(7);
    expect(findNdefTlv(encodeNdefTlv(message), 496)).toEqual({ kind: 'ndef', message });
  });

  it('reports no NDEF message when the terminator comes first', () => {
    expect(findNdefTlv(bytes(0xfe, 0x03, 0x00), 144)).toEqual({ kind: 'none' });
  });

  it('asks for more bytes when the NDEF TLV runs past what was read', () => {
    expect(findNdefTlv(bytes(0x03, 0x20, 0xd1), 144)).toEqual({ kind: 'incomplete', needBytes: 34 });
  });

  it('calls a length past the end of the data area garbled', () => {
    expect(findNdefTlv(bytes(0x03, 0xff, 0x01, 0x00), 144)).toEqual({
      kind: 'garbled',
      reason: 'TLV 0x03 at data byte 0 claims 256 bytes, past the 144-byte data area',
    });
  });

  it('calls an unknown TLV tag garbled', () => {
    expect(findNdefTlv(bytes(0x42, 0x00), 144)).toEqual({ kind: 'garbled', reason: 'unknown TLV tag 0x42 at data byte 0' });
  });

  it('calls a length field cut by the end of the data area garbled', () => {
    const area = new Uint8Array(16);
    area[15] = 0x03;
    expect(findNdefTlv(area, 16).kind).toBe('garbled');
  });

  it('always makes progress: an incomplete answer asks for more than it was given', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.integer({ min: 1, max: 109 }), (area, units) => {
        const found = findNdefTlv(area, units * 8);
        if (found.kind === 'incomplete') {
          expect(found.needBytes).toBeGreaterThan(area.length);
          expect(found.needBytes).toBeLessThanOrEqual(units * 8);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('wraps a message as NDEF TLV plus terminator', () => {
    expect(encodeNdefTlv(bytes(0xaa))).toEqual(bytes(0x03, 0x01, 0xaa, 0xfe));
  });
});
