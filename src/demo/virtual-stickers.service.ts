import { Inject, Injectable } from '@nestjs/common';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { UID_REGISTRY, type UidRegistry } from '../devices/nfc/uid-registry.js';
import { LOGGER, tableLogger, type Logger } from '../logging/logger.js';
import { HubError } from '../kernel/hub-error.js';
import type { CardDef } from '../rules/index.js';
import { SIMULATED_READERS } from './demo.service.js';
import { randomUid, type SimulatedReaderPort } from './simulated-reader.port.js';
import type { CreateStickers, ReadyDeck } from '../protocol/virtual-sticker.schema.js';

/** Enough for two decks of 60 and what a game adds; beyond it a page is making stickers in a loop. */
const MAX_PER_SEAT = 200;

export interface VirtualSticker {
  readonly uid: string;
  readonly seat: 'p1' | 'p2';
  readonly card: CardDef;
}

/** A simulated table as the virtual table page lays it out again: every player's stickers and the tags on each zone. */
export interface VirtualTableState {
  readonly stickers: readonly VirtualSticker[];
  readonly zones: Readonly<Record<string, readonly string[]>>;
}

/**
 * The stickers of the virtual table's cards. The hub makes each one, with a fresh UID, and enrols it
 * in the UID registry as the enrolment station does a real sticker, so the table mirror knows the
 * card under every tag of a stack (an Energy or an evolution on a Pokémon) without asking. A page
 * cannot name the UID: no request can re-enrol a sticker already on a real card.
 */
@Injectable()
export class VirtualStickersService {
  private readonly byTable = new Map<string, VirtualSticker[]>();

  constructor(
    @Inject(SIMULATED_READERS) private readonly ports: readonly SimulatedReaderPort[],
    private readonly catalogue: CatalogueService,
    @Inject(UID_REGISTRY) private readonly registry: UidRegistry,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  create(tableId: string, input: CreateStickers, now = new Date()): VirtualSticker[] {
    this.portOf(tableId);
    const known = new Map(this.catalogue.getMany([...new Set(input.cards)]).map((card) => [card.id, card]));
    const unknown = input.cards.filter((id) => !known.has(id));
    if (unknown.length > 0) throw new HubError('invalid-message', `no card ${unknown.map((id) => `"${id}"`).join(', ')} in the catalogue`);
    const cards = input.cards.flatMap((id) => known.get(id) ?? []);
    const stickers = this.byTable.get(tableId) ?? [];
    const mine = stickers.filter((s) => s.seat === input.seat).length;
    if (mine + cards.length > MAX_PER_SEAT) {
      throw new HubError('conflict', `${input.seat} has ${mine} virtual stickers at table "${tableId}"; at most ${MAX_PER_SEAT}`);
    }
    const made = cards.map((card) => ({ uid: randomUid(), seat: input.seat, card }));
    for (const sticker of made) this.registry.register(sticker.uid, sticker.card.id, now);
    this.byTable.set(tableId, [...stickers, ...made]);
    tableLogger(this.logger, tableId).info({ seat: input.seat, count: made.length }, 'virtual stickers enrolled');
    return made;
  }

  state(tableId: string): VirtualTableState {
    const port = this.portOf(tableId);
    return { stickers: this.byTable.get(tableId) ?? [], zones: port.cardsOnZones() };
  }

  /**
   * The decks a newcomer can lay out at once: the catalogue's ready-made ones (the demo's theme decks), those whose
   * every card it has, so each copy gets its sticker.
   */
  readyDecks(tableId: string): ReadyDeck[] {
    this.portOf(tableId);
    const decks = this.catalogue.decks().flatMap(({ id }) => this.catalogue.deck(id) ?? []);
    // One read for every deck's cards: a read per deck line was 72 for the demo's four decks.
    const known = new Set(this.catalogue.getMany([...new Set(decks.flatMap((deck) => deck.cards.map((line) => line.id)))]).map((card) => card.id));
    return decks
      .filter((deck) => deck.cards.every((line) => known.has(line.id)))
      .map((deck) => ({ id: deck.id, name: deck.name, setId: deck.setId, cards: deck.cards.map((line) => ({ cardId: line.id, count: line.count })) }));
  }

  private portOf(tableId: string): SimulatedReaderPort {
    const port = this.ports.find((p) => p.tableId === tableId);
    if (!port) throw new HubError('unknown-table', `table "${tableId}" has no simulated zones`);
    return port;
  }
}
