import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import { cardById } from '../catalogue/testing.js';
import type { RegisteredTag, UidRegistry } from '../devices/nfc/uid-registry.js';
import { SimulatedReaderPort } from './simulated-reader.port.js';
import { VirtualStickersService } from './virtual-stickers.service.js';

function service() {
  const port = new SimulatedReaderPort('demo', ['p1.active', 'p1.bench.1', 'p2.active'], () => 1000);
  const enrolled = new Map<string, RegisteredTag>();
  const registry: UidRegistry = {
    lookup: (uid) => enrolled.get(uid.toLowerCase()),
    register: (uid, cardId, at) => void enrolled.set(uid.toLowerCase(), { uid: uid.toLowerCase(), cardId, enrolledAt: at.toISOString() }),
  };
  const decks = [
    { id: 'd-xy0-3', name: 'Froakie', setId: 'xy0', cards: [{ id: 'xy0-12', count: 4 }, { id: 'sve-3', count: 12 }] },
    { id: 'd-sv9-1', name: 'Not imported', setId: 'sv9', cards: [{ id: 'sv9-1', count: 4 }, { id: 'sve-4', count: 12 }] },
  ];
  const reads: (readonly string[])[] = [];
  const catalogue = {
    getMany: (ids: readonly string[]) => {
      reads.push(ids);
      return ids.filter((id) => /^(sv1|sve|xy0)-\d+$/.test(id)).map(cardById);
    },
    decks: () => decks.map(({ id, name, setId }) => ({ id, name, setId })),
    deck: (id: string) => decks.find((d) => d.id === id),
  } as unknown as CatalogueService;
  return { port, registry, reads, stickers: new VirtualStickersService([port], catalogue, registry, pino({ level: 'silent' })) };
}

describe("the virtual table's stickers", () => {
  it('are made by the hub and enrolled like real stickers, so the table mirror knows the card under every tag', () => {
    const { stickers, registry, reads } = service();
    const made = stickers.create('demo', { seat: 'p1', cards: ['sv1-74', 'sve-4', 'sv1-74'] });
    expect(reads).toEqual([['sv1-74', 'sve-4']]);
    expect(made.map((s) => [s.seat, s.card.id])).toEqual([
      ['p1', 'sv1-74'],
      ['p1', 'sve-4'],
      ['p1', 'sv1-74'],
    ]);
    expect(new Set(made.map((s) => s.uid)).size).toBe(3);
    for (const s of made) {
      expect(s.uid).toMatch(/^04[0-9A-F]{12}$/);
      expect(registry.lookup(s.uid)?.cardId).toBe(s.card.id);
    }
  });

  it("keep each seat's cards apart, and give back what lies on each zone after a reload of the page", async () => {
    const { stickers, port } = service();
    const [pawmi, energy] = stickers.create('demo', { seat: 'p1', cards: ['sv1-74', 'sve-4'] });
    const [misty] = stickers.create('demo', { seat: 'p2', cards: ['xy0-12'] });
    await port.start();
    port.act('p1.active', { action: 'place', uid: pawmi!.uid, cardId: 'sv1-74' });
    port.act('p1.active', { action: 'several', uids: [pawmi!.uid, energy!.uid] });
    port.act('p2.active', { action: 'place', uid: misty!.uid });
    port.act('p2.active', { action: 'remove' });
    const state = stickers.state('demo');
    expect(state.stickers.filter((s) => s.seat === 'p2').map((s) => s.card.id)).toEqual(['xy0-12']);
    expect(state.zones).toEqual({ 'p1.active': [pawmi!.uid, energy!.uid] });
  });

  it("offer the catalogue's ready-made decks whose every card it has, each card by id and count, read from the catalogue at once", () => {
    const { stickers, reads } = service();
    expect(stickers.readyDecks('demo')).toEqual([
      { id: 'd-xy0-3', name: 'Froakie', setId: 'xy0', cards: [{ cardId: 'xy0-12', count: 4 }, { cardId: 'sve-3', count: 12 }] },
    ]);
    expect(reads).toEqual([['xy0-12', 'sve-3', 'sv9-1', 'sve-4']]);
    expect(() => stickers.readyDecks('store-1')).toThrow('table "store-1" has no simulated zones');
  });

  it('refuse a card the catalogue does not have, and a table with no simulated zones', () => {
    const { stickers } = service();
    expect(() => stickers.create('demo', { seat: 'p1', cards: ['sv1-74', 'nope-1'] })).toThrow('no card "nope-1" in the catalogue');
    expect(() => stickers.create('store-1', { seat: 'p1', cards: ['sv1-74'] })).toThrow('table "store-1" has no simulated zones');
    expect(stickers.state('demo').stickers).toEqual([]);
  });
});
