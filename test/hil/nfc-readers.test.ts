import Database from 'better-sqlite3';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config/config.schema.js';
import { DeckStickersRepository } from '../../src/enrolment/deck-stickers.repository.js';
import { EnrolmentService } from '../../src/enrolment/enrolment.service.js';
import { UidRegistryRepository } from '../../src/enrolment/uid-registry.repository.js';
import { HealthRegistry } from '../../src/health/health.js';
import type { ReaderEvent } from '../../src/devices/reader-port.js';
import { NfcPcscBackend } from '../../src/devices/nfc/nfc-pcsc.backend.js';
import { PcscReaderDriver } from '../../src/devices/nfc/pcsc-reader.driver.js';
import { enrolledTag, MemoryTag } from '../../src/devices/nfc/testing.js';
import { PcscdHarness, requirePcscHarness } from '../support/pcsc/pcscd-harness.js';
import { ReaderEventLog } from '../support/pcsc/reader-events.js';
import { VirtualNtag } from '../support/pcsc/virtual-ntag.js';

/**
 * The real stack: pcscd with 14 vpcd readers (7 entries), the project's virtual NTAG215 cards,
 * nfc-pcsc, and the driver, checked through the ReaderPort the table mirror uses.
 */
const ZONES = ['active', 'bench.1', 'bench.2', 'bench.3', 'bench.4', 'bench.5', 'tap'].flatMap((z) => [`p1.${z}`, `p2.${z}`]);

let harness: PcscdHarness;
let cards: VirtualNtag;
let driver: PcscReaderDriver;
let log: ReaderEventLog;
let health: HealthRegistry;
let registry: UidRegistryRepository;
let db: Database.Database;
/** zone -> virtual reader */
const readerOf = new Map<string, { name: string; port: number; entry: number }>();

const isReading = (zone: string, kind: string) => (e: ReaderEvent) => e.type === 'reading' && e.zone === zone && e.reading.kind === kind;
const isType = (zone: string, type: ReaderEvent['type']) => (e: ReaderEvent) => e.type === type && e.zone === zone;
const port = (zone: string) => readerOf.get(zone)!.port;
/**
 * After pcscd restarts, all 14 zones report their reading again, one by one. Waiting for every
 * one keeps a late reading from landing in the next scenario.
 */
async function everyZoneReadAgain(): Promise<void> {
  const deadline = Date.now() + 5000;
  const zonesRead = () => new Set(log.since().filter((e) => e.type === 'reading').map((e) => e.zone));
  while (zonesRead().size < ZONES.length) {
    if (Date.now() > deadline) throw new Error(`only ${zonesRead().size} of ${ZONES.length} zones read again after the restart`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeAll(async () => {
  requirePcscHarness();
  harness = await PcscdHarness.start({ entries: 7 });
  // libpcsclite reads this once, on the first PC/SC call: set before the driver starts.
  process.env.PCSCLITE_CSOCK_NAME = harness.socketPath;
  cards = await VirtualNtag.start();
  ZONES.forEach((zone, i) => readerOf.set(zone, harness.readers[i]!));
  const zones = ZONES.map((zone, i) =>
    // One zone bound by pattern, the rest by exact name, as both are in real configs.
    zone === 'p2.tap' ? { zone, reader: { pcscPattern: `^Mat Reader 7 00 01$` } } : { zone, reader: { pcsc: harness.readers[i]!.name } },
  );
  const config = configSchema.parse({ auth: { adminToken: 'x'.repeat(16) }, tables: [{ id: 'hil', name: 'HIL table', zones }] });
  db = new Database(':memory:');
  registry = new UidRegistryRepository(db);
  health = new HealthRegistry();
  driver = new PcscReaderDriver(config, new NfcPcscBackend(), registry, health, pino({ level: process.env.HIL_LOG ?? 'silent' }));
  log = new ReaderEventLog(driver);
  await driver.start();
});

afterAll(async () => {
  log?.close();
  await driver?.stop();
  await cards?.close();
  await harness?.close();
});

beforeEach(() => log.mark());

describe('PC/SC zone readers, end to end over pcscd and vpcd', () => {
  it('reports all 14 readers connected, each with an empty zone', async () => {
    log.events.length = 0;
    log.mark();
    const late = new ReaderEventLog(driver);
    await late.waitForAll('empty zones', 14, (e) => e.type === 'reading' && e.reading.kind === 'absent', 5000);
    expect(new Set(late.events.filter((e) => e.type === 'connected').map((e) => e.zone))).toEqual(new Set(ZONES));
    late.close();
    const readers = health.snapshot().filter((c) => c.kind === 'reader');
    expect(readers).toHaveLength(14);
    expect(readers.every((c) => c.status === 'up')).toBe(true);
    expect(health.snapshot()[0]).toMatchObject({ name: 'pcsc', status: 'up' });
  });

  it('place card X on zone Y: present with its UID and the card id from its NDEF record', async () => {
    const tag = await enrolledTag('sv1-25', { uid: '04a1000000002a', label: 'Pikachu' });
    await cards.insert(port('p1.active'), tag.uid, { memory: tag.hex() });
    const event = await log.waitFor('Pikachu on p1.active', isReading('p1.active', 'present'));
    expect(event).toMatchObject({ tableId: 'hil', reading: { uid: '04a1000000002a', cardId: 'sv1-25' }, source: { kind: 'pcsc', readerName: 'Mat Reader 1 00 00' } });
    expect(log.since().filter((e) => e.zone !== 'p1.active')).toEqual([]);
  });

  it('remove it: absent', async () => {
    await cards.remove(port('p1.active'));
    await log.waitFor('p1.active emptied', isReading('p1.active', 'absent'));
  });

  it('a tag without a card id is looked up in the UID registry', async () => {
    registry.register('04b2000000002b', 'swsh1-1', new Date());
    await cards.insert(port('p2.bench.3'), '04b2000000002b');
    await log.waitFor('registered blank tag', (e) => isReading('p2.bench.3', 'present')(e) && e.type === 'reading' && e.reading.kind === 'present' && e.reading.cardId === 'swsh1-1');
    await cards.remove(port('p2.bench.3'));
    await log.waitFor('p2.bench.3 emptied', isReading('p2.bench.3', 'absent'));
  });

  it('garbled NDEF: unreadable, never a card', async () => {
    const tag = new MemoryTag('NTAG215', '04c3000000002c').setDataArea(Uint8Array.of(0x03, 0x30, 0xd1, 0x01, 0xff, 0x54));
    await cards.insert(port('p2.tap'), tag.uid, { memory: tag.hex() });
    const event = await log.waitFor('garbled tag', isReading('p2.tap', 'unreadable'));
    expect(event).toMatchObject({ reading: { reason: expect.stringContaining('garbled NDEF') } });
    await cards.remove(port('p2.tap'));
    await log.waitFor('p2.tap emptied', isReading('p2.tap', 'absent'));
  });

  it('two cards on one reader: unreadable (the reader cannot connect), then absent when lifted', async () => {
    await cards.collide(port('p1.bench.2'));
    const event = await log.waitFor('collision', isReading('p1.bench.2', 'unreadable'));
    expect(event).toMatchObject({ reading: { reason: expect.stringContaining('could not connect') } });
    expect(log.since().some(isReading('p1.bench.2', 'present'))).toBe(false);
    await cards.remove(port('p1.bench.2'));
    await log.waitFor('p1.bench.2 emptied', isReading('p1.bench.2', 'absent'));
  });

  it('a card on every zone at once: 14 presents, each on its own zone', async () => {
    const placed = await Promise.all(
      ZONES.map(async (zone, i) => {
        const tag = await enrolledTag(`sv1-${i + 1}`, { uid: `04d4${String(i).padStart(10, '0')}` });
        await cards.insert(port(zone), tag.uid, { memory: tag.hex() });
        return [zone, `sv1-${i + 1}`] as const;
      }),
    );
    const events = await log.waitForAll('presents', 14, (e) => e.type === 'reading' && e.reading.kind === 'present', 5000);
    const seen = new Map(events.map((e) => [e.zone, e.type === 'reading' && e.reading.kind === 'present' ? e.reading.cardId : undefined]));
    expect(seen).toEqual(new Map(placed));
    await Promise.all(ZONES.map((zone) => cards.remove(port(zone))));
    await log.waitForAll('absents', 14, (e) => e.type === 'reading' && e.reading.kind === 'absent', 5000);
  });

  it('unplug a reader: its zones are disconnected, not emptied, and come back with the card still there', async () => {
    const tag = await enrolledTag('sv3-100', { uid: '04e5000000002e' });
    await cards.insert(port('p1.bench.4'), tag.uid, { memory: tag.hex() });
    await log.waitFor('card on p1.bench.4', isReading('p1.bench.4', 'present'));
    const entry = readerOf.get('p1.bench.4')!.entry;
    const sameEntry = ZONES.filter((zone) => readerOf.get(zone)!.entry === entry).sort();
    expect(sameEntry).toEqual(['p1.bench.4', 'p2.bench.4']);
    log.mark();

    await harness.unplug(entry);
    await log.waitFor('p1.bench.4 disconnected', isType('p1.bench.4', 'disconnected'));
    await log.waitFor('p1.active reconnected', isType('p1.active', 'connected'), 8000);
    expect(log.since().some(isReading('p1.bench.4', 'absent'))).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(log.since().some(isType('p1.bench.4', 'connected'))).toBe(false);
    const unplugged = health.snapshot().filter((c) => c.kind === 'reader' && c.status === 'down');
    expect(unplugged.map((c) => c.detail?.zone).sort()).toEqual(sameEntry);
    expect(health.snapshot()[0]).toMatchObject({ name: 'pcsc', status: 'up' });

    log.mark();
    await harness.unplug();
    await log.waitFor('p1.bench.4 back', isType('p1.bench.4', 'connected'), 8000);
    const back = await log.waitFor('the card still on p1.bench.4', isReading('p1.bench.4', 'present'));
    expect(back).toMatchObject({ reading: { cardId: 'sv3-100' } });
    expect(log.since().some(isReading('p1.bench.4', 'absent'))).toBe(false);
    await cards.remove(port('p1.bench.4'));
    await log.waitFor('p1.bench.4 emptied', isReading('p1.bench.4', 'absent'));
    await everyZoneReadAgain();
  });

  it('a card taken off while its reader was unplugged is reported gone once the reader is back', async () => {
    const entry = readerOf.get('p2.bench.4')!.entry;
    const tag = await enrolledTag('sv3-101', { uid: '04e5000000003e' });
    await cards.insert(port('p2.bench.4'), tag.uid, { memory: tag.hex() });
    await log.waitFor('card on p2.bench.4', isReading('p2.bench.4', 'present'));
    await harness.unplug(entry);
    await log.waitFor('p2.bench.4 disconnected', isType('p2.bench.4', 'disconnected'));
    await cards.remove(port('p2.bench.4'));
    log.mark();
    await harness.unplug();
    await log.waitFor('p2.bench.4 back', isType('p2.bench.4', 'connected'), 8000);
    await log.waitFor('p2.bench.4 empty', isReading('p2.bench.4', 'absent'), 3000);
    expect(log.since().some(isReading('p2.bench.4', 'present'))).toBe(false);
    await everyZoneReadAgain();
  });

  it('pcscd stops: every zone disconnected and PC/SC down in health; it restarts: picked up again without restarting the hub', async () => {
    await harness.stopPcscd();
    await log.waitForAll('disconnections', 14, (e) => e.type === 'disconnected');
    expect(log.since().some((e) => e.type === 'reading' && e.reading.kind === 'absent')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(health.snapshot()[0]).toMatchObject({ name: 'pcsc', status: 'down', detail: { reason: expect.stringContaining('pcscd') } });
    expect(health.snapshot().filter((c) => c.kind === 'reader').every((c) => c.status === 'down')).toBe(true);

    log.mark();
    await harness.startPcscd();
    await log.waitForAll('reconnections', 14, (e) => e.type === 'connected', 10_000);
    expect(health.snapshot()[0]).toMatchObject({ status: 'up' });
  });

  it('enrolment: a blank virtual tag is written on one reader and read back as the card on another', async () => {
    const station = new EnrolmentService(driver, registry, new DeckStickersRepository(db), pino({ level: 'silent' }));
    await cards.insert(port('p1.tap'), '04f6000000002f');
    await log.waitFor('blank tag on p1.tap', isReading('p1.tap', 'present'));

    const result = await station.enrol({ reader: 'Mat Reader 7 00 00', cardId: 'sv2-3' });
    expect(result).toMatchObject({ uid: '04f6000000002f', cardId: 'sv2-3', model: 'NTAG215', capacity: 496, unchanged: false });
    await log.waitFor('p1.tap re-read after enrolment', (e) => e.type === 'reading' && e.zone === 'p1.tap' && e.reading.kind === 'present' && e.reading.cardId === 'sv2-3');
    await expect(station.enrol({ reader: 'Mat Reader 7 00 00', cardId: 'sv2-4' })).rejects.toMatchObject({ code: 'conflict' });

    const memory = await cards.remove(port('p1.tap'));
    expect(memory).not.toBeNull();
    registry.register('04f6000000002f', 'zz-0', new Date()); // the tag itself must be what names the card
    await cards.insert(port('p2.active'), '04f6000000002f', { memory: memory! });
    const event = await log.waitFor('enrolled tag on p2.active', isReading('p2.active', 'present'));
    expect(event).toMatchObject({ reading: { uid: '04f6000000002f', cardId: 'sv2-3' } });
    await cards.remove(port('p2.active'));
    await log.waitFor('p2.active emptied', isReading('p2.active', 'absent'));
  });
});
