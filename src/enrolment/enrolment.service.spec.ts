import Database from 'better-sqlite3';
import fc from 'fast-check';
import { pino } from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import { HubError } from '../kernel/hub-error.js';
import { DITTO_MARKER_ID, TURN_TOKEN_ID } from '../table/tokens.js';
import type { DeckRegistration } from '../decks/deck-registry.js';
import { EnrolmentService, type DeckRegistrations } from './enrolment.service.js';
import { encodeNdefTlv } from '../devices/nfc/ntag.js';
import { ascii, encodeNdefMessage, TNF } from '../devices/nfc/ndef.js';
import { readTag } from '../devices/nfc/tag-memory.js';
import { StationError, type StationReader, type TagStation } from '../devices/nfc/tag-station.js';
import { enrolledTag, MemoryTag } from '../devices/nfc/testing.js';
import { DeckStickersRepository } from './deck-stickers.repository.js';
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
    const db = new Database(':memory:');
    registry = new UidRegistryRepository(db);
    service = new EnrolmentService(station, registry, new DeckStickersRepository(db), pino({ level: 'silent' }), undefined, catalogue);
  });

  it('writes the card record on a blank sticker, verifies it and registers the UID', async () => {
    const result = await service.enrol({ reader: 'Enrolment 00 00', cardId: 'sv1-25' });
    expect(result).toMatchObject({ uid: '04010203040506', cardId: 'sv1-25', label: 'Pikachu', model: 'NTAG215', capacity: 496, unchanged: false });
    expect(await readTag(station.tag!)).toMatchObject({ identity: { kind: 'card', cardId: 'sv1-25', label: 'Pikachu' } });
    expect(registry.lookup('04010203040506')).toMatchObject({ cardId: 'sv1-25' });
  });

  it('writes a turn token, which no catalogue holds, with its label, and registers it', async () => {
    const result = await service.enrol({ reader: 'Enrolment 00 00', cardId: TURN_TOKEN_ID });
    expect(result).toMatchObject({ cardId: TURN_TOKEN_ID, label: 'Mirrormat turn token', unchanged: false });
    expect(await readTag(station.tag!)).toMatchObject({ identity: { kind: 'card', cardId: TURN_TOKEN_ID, label: 'Mirrormat turn token' } });
    expect(registry.lookup('04010203040506')).toMatchObject({ cardId: TURN_TOKEN_ID });
  });

  it('writes a Ditto marker token the same way (003 "Entwicklungsvorteil": the marker is a token, not a card)', async () => {
    const result = await service.enrol({ reader: 'Enrolment 00 00', cardId: DITTO_MARKER_ID });
    expect(result).toMatchObject({ cardId: DITTO_MARKER_ID, unchanged: false });
    expect(await readTag(station.tag!)).toMatchObject({ identity: { kind: 'card', cardId: DITTO_MARKER_ID } });
    expect(registry.lookup('04010203040506')).toMatchObject({ cardId: DITTO_MARKER_ID });
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
    const bare = new EnrolmentService(station, registry, new DeckStickersRepository(new Database(':memory:')), pino({ level: 'silent' }));
    expect(await bare.enrol({ reader: 'Enrolment 00 00', cardId: 'me1-1' })).toMatchObject({ cardId: 'me1-1' });
  });
});

/** Registered decks as DecksService answers for them: unknown ids are a not-found HubError. */
function registrations(...decks: DeckRegistration[]): DeckRegistrations {
  return {
    registration(id) {
      const found = decks.find((d) => d.id === id);
      if (!found) throw new HubError('not-found', `no deck registration ${id}`);
      return { ...found, export: '' };
    },
  };
}

const pikachuDeck: DeckRegistration = {
  id: 7,
  scope: 'event',
  scopeId: 'league-2026-11',
  player: 'Ash',
  format: 'standard',
  list: '4 Pikachu SVI 25\n2 Sprigatito PAL 3',
  cards: [
    { id: 'sv1-25', count: 4 },
    { id: 'sv2-3', count: 2 },
  ],
  registeredAt: '2026-11-20T18:00:00.000Z',
};

describe('enrolling a registered deck', () => {
  const misty: DeckRegistration = { ...pikachuDeck, id: 8, player: 'Misty', cards: [{ id: 'sv1-25', count: 2 }] };
  let db: Database.Database;
  let registry: UidRegistryRepository;
  let station: OneTagStation;
  let service: EnrolmentService;
  let uids = 0;

  /** A new blank sticker on the station, enrolled. */
  async function sticker(cardId: string, registrationId?: number) {
    station.tag = new MemoryTag('NTAG215', `04aa00000000${(++uids).toString(16).padStart(2, '0')}`);
    return service.enrol({ reader: 'Enrolment 00 00', cardId, ...(registrationId === undefined ? {} : { registrationId }) });
  }
  const enrolledIn = (registrationId: number) => service.deck(registrationId).cards.map((c) => [c.cardId, c.enrolled, c.missing]);

  beforeEach(() => {
    db = new Database(':memory:');
    registry = new UidRegistryRepository(db);
    station = new OneTagStation(undefined);
    service = new EnrolmentService(station, registry, new DeckStickersRepository(db), pino({ level: 'silent' }), registrations(pikachuDeck, misty), catalogue);
  });

  it('lists every card of the deck with its name and count, nothing enrolled before the first sticker', () => {
    expect(service.deck(7)).toEqual({
      registrationId: 7,
      player: 'Ash',
      format: 'standard',
      scope: 'event',
      scopeId: 'league-2026-11',
      cards: [
        { cardId: 'sv1-25', name: 'Pikachu', count: 4, enrolled: 0, missing: 4 },
        { cardId: 'sv2-3', name: 'Sprigatito', count: 2, enrolled: 0, missing: 2 },
      ],
      next: 'sv1-25',
    });
  });

  it('counts the stickers enrolled for the deck, card by card, and names the first card still missing one', async () => {
    await sticker('sv1-25', 7);
    await sticker('sv1-25', 7);
    await sticker('sv2-3'); // enrolled outside the deck: someone else's card
    registry.register('04ffffffffff01', 'sv2-3', new Date());
    expect(enrolledIn(7)).toEqual([
      ['sv1-25', 2, 2],
      ['sv2-3', 0, 2],
    ]);
    expect(service.deck(7).next).toBe('sv1-25');
  });

  it("two players' decks with the same card each need, and count, their own stickers", async () => {
    for (let i = 0; i < 4; i++) await sticker('sv1-25', 7);
    await sticker('sv1-25', 8);
    expect(enrolledIn(7)[0]).toEqual(['sv1-25', 4, 0]);
    expect(enrolledIn(8)).toEqual([['sv1-25', 1, 1]]);
    expect(service.deck(7).next).toBe('sv2-3');
  });

  it('has no next card once every copy has a sticker, and never counts below zero missing', async () => {
    for (let i = 0; i < 3; i++) await sticker('sv1-25', 8);
    expect(service.deck(8)).toMatchObject({ cards: [{ enrolled: 3, missing: 0 }] });
    expect(service.deck(8)).not.toHaveProperty('next');
  });

  it('counts a re-enrolled sticker for the card it now holds, and for no deck once written without one', async () => {
    await sticker('sv1-25', 7);
    await service.enrol({ reader: 'Enrolment 00 00', cardId: 'sv2-3', overwrite: true, registrationId: 7 });
    expect(enrolledIn(7)).toEqual([
      ['sv1-25', 0, 4],
      ['sv2-3', 1, 1],
    ]);
    await service.enrol({ reader: 'Enrolment 00 00', cardId: 'sv1-25', overwrite: true });
    expect(enrolledIn(7).map(([, enrolled]) => enrolled)).toEqual([0, 0]);
  });

  it('counts a sticker made earlier once it is shown to the station with its deck, without writing it', async () => {
    station.tag = await enrolledTag('sv2-3', { uid: '04010203040506' });
    expect(await service.enrol({ reader: 'Enrolment 00 00', cardId: 'sv2-3', registrationId: 7 })).toMatchObject({ unchanged: true });
    expect(station.tag.writes).toEqual([]);
    expect(enrolledIn(7)[1]).toEqual(['sv2-3', 1, 1]);
  });

  it('refuses a card that is not in the deck, or an unknown deck, before touching the tag', async () => {
    station.tag = new MemoryTag('NTAG215', '04010203040506');
    await expect(service.enrol({ reader: 'Enrolment 00 00', cardId: 'sv2-3', registrationId: 8 })).rejects.toThrow(new HubError('invalid-command', 'sv2-3 is not in deck 8'));
    await expect(service.enrol({ reader: 'Enrolment 00 00', cardId: 'sv2-3', registrationId: 9 })).rejects.toThrow(new HubError('not-found', 'no deck registration 9'));
    expect(station.tag.writes).toEqual([]);
    expect(registry.lookup('04010203040506')).toBeUndefined();
  });

  it('for any stickers, each deck counts exactly the stickers enrolled for it that hold each card', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ cardId: fc.constantFrom('sv1-25', 'sv2-3'), deck: fc.constantFrom(7, 8, undefined) }), { maxLength: 10 }), async (stickers) => {
        db = new Database(':memory:');
        registry = new UidRegistryRepository(db);
        service = new EnrolmentService(station, registry, new DeckStickersRepository(db), pino({ level: 'silent' }), registrations(pikachuDeck, { ...misty, cards: pikachuDeck.cards }), catalogue);
        for (const { cardId, deck } of stickers) await sticker(cardId, deck);
        for (const deck of [7, 8]) {
          const view = service.deck(deck);
          for (const card of view.cards) {
            const enrolled = stickers.filter((s) => s.deck === deck && s.cardId === card.cardId).length;
            expect(card).toMatchObject({ enrolled, missing: Math.max(0, card.count - enrolled) });
          }
          expect(view.next).toBe(view.cards.find((c) => c.enrolled < c.count)?.cardId);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('refuses an unknown registration with a not-found error naming it', () => {
    expect(() => service.deck(9)).toThrow(new HubError('not-found', 'no deck registration 9'));
  });

  it('names the card by its id when the hub has no catalogue', () => {
    const bare = new EnrolmentService(station, registry, new DeckStickersRepository(db), pino({ level: 'silent' }), registrations(pikachuDeck));
    expect(bare.deck(7).cards[1]).toMatchObject({ cardId: 'sv2-3', name: 'sv2-3' });
  });

  it('says so when the hub has no deck registrations at all', () => {
    const bare = new EnrolmentService(station, registry, new DeckStickersRepository(db), pino({ level: 'silent' }));
    expect(() => bare.deck(7)).toThrow(new HubError('not-found', 'this hub has no deck registrations'));
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
