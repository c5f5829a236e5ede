import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardMessage } from './card-record.js';
import { encodeNdefTlv, parseCapabilityContainer } from './ntag.js';
import { readTag, TagCapacityError, writeMessage } from './tag-memory.js';
import { enrolledTag, MemoryTag } from './testing.js';

const ccOf = (tag: MemoryTag) => {
  const parsed = parseCapabilityContainer(tag.memory.slice(12, 16));
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.cc;
};

describe('reading a tag', () => {
  it('gives the card id of an enrolled NTAG215', async () => {
    const tag = await enrolledTag('sv1-25', { label: 'Pikachu' });
    expect(await readTag(tag)).toMatchObject({ kind: 'formatted', identity: { kind: 'card', cardId: 'sv1-25', label: 'Pikachu' } });
  });

  it('gives blank for a factory-fresh tag', async () => {
    expect(await readTag(new MemoryTag('NTAG213'))).toMatchObject({ kind: 'formatted', cc: { model: 'NTAG213' }, identity: { kind: 'blank' } });
  });

  it('gives unformatted when the capability container is missing', async () => {
    const tag = new MemoryTag();
    tag.memory.fill(0, 12, 16);
    expect((await readTag(tag)).kind).toBe('unformatted');
  });

  it('reads a long message in few round trips, not the whole tag', async () => {
    const tag = new MemoryTag('NTAG216');
    tag.setDataArea(encodeNdefTlv(cardMessage('sv1-25', 'x'.repeat(200))));
    const reads: number[] = [];
    const counting = { read: (page: number, length: number) => (reads.push(length), tag.read(page, length)), write: tag.write.bind(tag) };
    expect((await readTag(counting)).kind).toBe('formatted');
    expect(reads.length).toBe(2);
    expect(reads.reduce((a, b) => a + b, 0)).toBeLessThan(300);
  });

  it('calls a TLV length past the end of the data area garbled', async () => {
    const tag = new MemoryTag('NTAG213').setDataArea(Uint8Array.of(0x03, 0xff, 0x02, 0x00));
    expect(await readTag(tag)).toMatchObject({ identity: { kind: 'garbled' } });
  });

  it('never throws and never names a card on random data areas', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 496 }), async (area) => {
        const read = await readTag(new MemoryTag().setDataArea(area));
        expect(read.kind).toBe('formatted');
        if (read.kind === 'formatted' && read.identity.kind === 'card') {
          // Random bytes can only name a card by spelling out our record in full, Text record included.
          expect(Buffer.from(area).includes(Buffer.from('mirrormat.app:card'))).toBe(true);
        }
      }),
      { numRuns: 1500 },
    );
  });
});

describe('writing a card record', () => {
  it('writes page 4 last, so a tag lifted mid-write reads blank rather than half a card', async () => {
    const tag = new MemoryTag();
    await writeMessage(tag, ccOf(tag), cardMessage('sv1-25', 'Pikachu'));
    expect(tag.writes[0]).toBe(4);
    expect(tag.writes.at(-1)).toBe(4);
    expect(await readTag(tag)).toMatchObject({ identity: { kind: 'card', cardId: 'sv1-25' } });
  });

  it('reads blank or the old card, never garbage, whenever the write stops', async () => {
    const full = new MemoryTag();
    await writeMessage(full, ccOf(full), cardMessage('sv1-25', 'Pikachu'));
    const steps = full.writes.length;
    for (let stop = 0; stop < steps; stop++) {
      const tag = await enrolledTag('swsh1-1', { label: 'Celebi V' });
      let left = stop;
      const interrupted = {
        read: tag.read.bind(tag),
        write: async (page: number, data: Uint8Array) => {
          for (let at = 0; at < data.length; at += 4) {
            if (left-- <= 0) throw new Error('tag lifted');
            await tag.write(page + at / 4, data.slice(at, at + 4));
          }
        },
      };
      await expect(writeMessage(interrupted, ccOf(tag), cardMessage('sv1-25', 'Pikachu'))).rejects.toThrow('tag lifted');
      const read = await readTag(tag);
      const identity = read.kind === 'formatted' ? read.identity : undefined;
      expect(identity?.kind === 'blank' || (identity?.kind === 'card' && identity.cardId === 'swsh1-1')).toBe(true);
    }
  });

  it('refuses a message larger than the NTAG213 data area', async () => {
    const tag = new MemoryTag('NTAG213');
    await expect(writeMessage(tag, ccOf(tag), cardMessage('sv1-25', 'x'.repeat(140)))).rejects.toBeInstanceOf(TagCapacityError);
    expect(tag.writes).toEqual([]);
  });
});
