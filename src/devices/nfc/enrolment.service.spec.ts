import Database from 'better-sqlite3';
import { pino } from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueService } from '../../catalogue/catalogue.service.js';
import { HubError } from '../../matches/hub-error.js';
import { EnrolmentService } from './enrolment.service.js';
import { encodeNdefTlv } from './ntag.js';
import { ascii, encodeNdefMessage, TNF } from './ndef.js';
import { readTag } from './tag-memory.js';
import { StationError, type StationReader, type TagStation } from './tag-station.js';
import { enrolledTag, MemoryTag } from './testing.js';
import { UidRegistryRepository } from './uid-registry.repository.js';

/** One reader with one tag, in memory. */
class OneTagStation implements TagStation {
  constructor(public tag: MemoryTag | undefined) {}
  stationReaders(): StationReader[] {
    return [{ name: 'Enrolment 00 00' }];
  }
  async withTag<T>(reader: string, work: (tag: MemoryTag, uid: string) => Promise<T>): Promise<T> {
    if (reader !== 'Enrolment 00 00') throw new StationError('no-reader', `no PC/SC reader named "${reader}" is connected`);
    if (!this.tag) throw new StationError('no-tag', `there is no tag on "${reader}"`);
    return work(this.tag, this.tag.uid);
  }
}

const catalogue = { get: (id: string) => (id === 'sv1-25' || id === 'sv2-3' ? { id, name: id === 'sv1-25' ? 'Pikachu' : 'Sprigatito' } : undefined) } as unknown as CatalogueService;

describe('enrolment station', () => {
  let station: OneTagStation;
  let registry: UidRegistryRepository;
  let service: EnrolmentService;

  beforeEach(() => {
    station = new OneTagStation(new MemoryTag('NTAG215', '04010203040506'));
    registry = new UidRegistryRepository(new Database(':memory:'));
    service = new EnrolmentService(station, registry, pino({ level: 'silent' }), catalogue);
  });

  it('writes the card record on a blank sticker, verifies it and registers the UID', async () => {
    const result = await service.enrol({ reader: 'Enrolment 00 00', cardId: 'sv1-25' });
    expect(result).toMatchObject({ uid: '04010203040506', cardId: 'sv1-25', label: 'Pikachu', model: 'NTAG215', capacity: 496, unchanged: false });
    expect(await readTag(station.tag!)).toMatchObject({ identity: { kind: 'card', cardId: 'sv1-25', label: 'Pikachu' } });
    expect(registry.lookup('04010203040506')).toMatchObject({ cardId: 'sv1-25' });
  });

  it('refuses to replace another card without overwrite, and says what the tag holds', async () => {
    station.tag = await enrolledTag('sv2-3', { uid: '04010203040506' });
    await expect(service.enrol({ reader: 'Enrolment 00 00', cardId: 'sv1-25' })).rejects.toThrow(
      new HubError('conflict', 'this tag already holds card sv2-3; send overwrite: true to replace it with sv1-25'),
    );
    expect(await readTag(station.tag)).toMatchObject({ identity: { cardId: 'sv2-3' } });
  });

  it('replaces another card with overwrite: true', async () => {
    station.tag = await enrolledTag('sv2-3', { uid: '04010203040506' });
    expect(await service.enrol({ reader: 'Enrolment 00 00', cardId: 'sv1-25', overwrite: true })).toMatchObject({ replaced: 'card sv2-3' });
    expect(await readTag(station.tag)).toMatchObject({ identity: { cardId: 'sv1-25' } });
  });

  it("asks before overwriting someone else's data too", async () => {
    const url = encodeNdefMessage([{ tnf: TNF.wellKnown, type: ascii('U'), id: new Uint8Array(), payload: Uint8Array.of(4, ...ascii('example.com')) }]);
    station.tag!.setDataArea(encodeNdefTlv(url));
    await expect(service.enrol({ reader: 'Enrolment 00 00', cardId: 'sv1-25' })).rejects.toMatchObject({ code: 'conflict' });
  });

  it('registers a tag that already holds the card without writing it again', async () => {
    station.tag = await enrolledTag('sv1-25', { uid: '04010203040506' });
    expect(await service.enrol({ reader: 'Enrolment 00 00', cardId: 'sv1-25' })).toMatchObject({ unchanged: true, bytes: 0 });
    expect(station.tag.writes).toEqual([]);
    expect(registry.lookup('04010203040506')?.cardId).toBe('sv1-25');
  });

  it('refuses a card the catalogue does not know', async () => {
    await expect(service.enrol({ reader: 'Enrolment 00 00', cardId: 'zz9-999' })).rejects.toThrow('no card "zz9-999" in the catalogue');
  });

  it('refuses what is not a card id before touching the tag', async () => {
    await expect(service.enrol({ reader: 'Enrolment 00 00', cardId: 'Pikachu' })).rejects.toThrow('a card id such as sv1-25');
    expect(station.tag!.writes).toEqual([]);
  });

  it('drops the label rather than fail when only the card id fits', async () => {
    const tiny = new MemoryTag('NTAG213', '04010203040506');
    tiny.memory[14] = 0x06; // a 48-byte data area, as on an NTAG210
    station.tag = tiny;
    expect(await service.enrol({ reader: 'Enrolment 00 00', cardId: 'sv1-25' })).not.toHaveProperty('label');
    expect(await readTag(tiny)).toMatchObject({ identity: { kind: 'card', cardId: 'sv1-25' } });
  });

  it('refuses a record that does not fit the tag at all', async () => {
    const tiny = new MemoryTag('NTAG213', '04010203040506');
    tiny.memory[14] = 0x02;
    station.tag = tiny;
    await expect(service.enrol({ reader: 'Enrolment 00 00', cardId: 'sv1-25' })).rejects.toThrow('sv1-25 does not fit on this tag');
  });

  it('explains a missing tag or reader', async () => {
    station.tag = undefined;
    await expect(service.enrol({ reader: 'Enrolment 00 00', cardId: 'sv1-25' })).rejects.toThrow(new HubError('invalid-command', 'there is no tag on "Enrolment 00 00"'));
    await expect(service.enrol({ reader: 'Elsewhere', cardId: 'sv1-25' })).rejects.toMatchObject({ code: 'invalid-command' });
  });

  it('accepts any well-formed card id when no catalogue is installed', async () => {
    const bare = new EnrolmentService(station, registry, pino({ level: 'silent' }));
    expect(await bare.enrol({ reader: 'Enrolment 00 00', cardId: 'me1-1' })).toMatchObject({ cardId: 'me1-1' });
  });
});

describe('UID registry', () => {
  it('remembers the card of a UID, case-insensitively, and the latest enrolment wins', () => {
    const registry = new UidRegistryRepository(new Database(':memory:'));
    registry.register('04A1B2C3D4E5F6', 'sv1-25', new Date('2026-01-01T00:00:00Z'));
    registry.register('04a1b2c3d4e5f6', 'sv2-3', new Date('2026-01-02T00:00:00Z'));
    expect(registry.lookup('04a1b2c3d4e5f6')).toEqual({ uid: '04a1b2c3d4e5f6', cardId: 'sv2-3', enrolledAt: '2026-01-02T00:00:00.000Z' });
    expect(registry.lookup('04ffffffffffff')).toBeUndefined();
  });

  it('refuses a UID that is not hex', () => {
    expect(() => new UidRegistryRepository(new Database(':memory:')).register('not-a-uid', 'sv1-25', new Date())).toThrow('not a tag UID');
  });
});
