import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { LOGGER, type Logger } from '../logging/logger.js';
import { compareDeck } from './deck-check.js';
import { LeagueEventsStore } from './league-events.store.js';
import { openDeckCheck, playerOf, type LeagueDeckCheck } from './league-state.js';
import { LEAGUE_CLOCK, LEAGUE_DECKS, LEAGUE_READERS, LEAGUE_TABLES, type LeagueClock, type LeagueDecks, type LeagueReaders, type LeagueTables } from './league.ports.js';
import { leagueRefusal } from './league-refusal.js';

/**
 * Deck checks at a league event: a judge starts one for a player, the player's cards are read on a
 * free table's zone readers (or sent by a station), each sticker counted once, and the judge's finish
 * compares them with the registered list (deck-check.ts). Start, every card and the result go into
 * the event log with the judge's name; only the organiser's view and the judge see them.
 */
@Injectable()
export class DeckCheckService implements OnApplicationBootstrap, OnModuleDestroy {
  private stopReading: (() => void) | undefined;

  constructor(
    private readonly events: LeagueEventsStore,
    @Inject(LEAGUE_TABLES) private readonly tables: LeagueTables,
    @Inject(LEAGUE_READERS) private readonly readers: LeagueReaders,
    @Inject(LEAGUE_DECKS) private readonly decks: LeagueDecks,
    @Inject(LEAGUE_CLOCK) private readonly clock: LeagueClock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.stopReading = this.readers.onCardRead((tableId, uid, cardId) => this.cardRead(tableId, uid, cardId));
  }

  onModuleDestroy(): void {
    this.stopReading?.();
  }

  /** A judge starts a player's deck check; the cards are then read on `tableId`'s zones (or sent with scanCards). */
  startDeckCheck(eventId: string, playerId: string, tableId: string | null, judge: string) {
    const { state } = this.events.get(eventId);
    const player = playerOf(state, playerId);
    if (player.deckRegistrationId === null) throw leagueRefusal('conflict', 'no-deck-to-check', { player: player.name }, `${player.name} has registered no deck list to check against`);
    if (openDeckCheck(state, playerId)) throw leagueRefusal('conflict', 'deck-check-open', { player: player.name }, `${player.name}'s deck is being checked already`);
    if (tableId !== null) {
      if (!this.tables.tableExists(tableId)) throw leagueRefusal('unknown-table', 'table-not-found', { table: tableId }, `no table "${tableId}"`);
      if (this.tables.gameRunning(tableId)) throw leagueRefusal('conflict', 'deck-check-table-game', { table: tableId }, `a game runs at ${tableId}: check the deck at a free table`);
      if (this.deckCheckAt(tableId)) throw leagueRefusal('conflict', 'deck-check-table-busy', { table: tableId }, `another deck check reads at ${tableId}`);
    }
    this.events.append(eventId, judge, [{ type: 'DeckCheckStarted', playerId, tableId, judge, at: this.clock.now().toISOString() }]);
    return this.deckCheckView(eventId, playerId);
  }

  /** Cards read at a station that is not a table's zone. */
  scanCards(eventId: string, playerId: string, cards: readonly { uid: string; cardId: string }[], judge: string) {
    const { state } = this.events.get(eventId);
    const check = openDeckCheck(state, playerId);
    if (!check) throw leagueRefusal('conflict', 'no-deck-check-open', { player: playerOf(state, playerId).name }, `no deck check of ${playerOf(state, playerId).name} is open`);
    const seen = new Set(check.scanned.map((c) => c.uid));
    const fresh: { uid: string; cardId: string }[] = [];
    for (const card of cards) {
      if (seen.has(card.uid)) continue;
      seen.add(card.uid);
      fresh.push(card);
    }
    if (fresh.length > 0) this.events.append(eventId, judge, [{ type: 'DeckCardsScanned', playerId, cards: fresh }]);
    return this.deckCheckView(eventId, playerId);
  }

  /** The judge ends the check: the missing and extra cards by name, logged with the judge's name. */
  finishDeckCheck(eventId: string, playerId: string, judge: string) {
    const { state } = this.events.get(eventId);
    const check = openDeckCheck(state, playerId);
    const player = playerOf(state, playerId);
    if (!check || player.deckRegistrationId === null) throw leagueRefusal('conflict', 'no-deck-check-open', { player: player.name }, `no deck check of ${player.name} is open`);
    const { missing, extra } = compareDeck(this.decks.cards(player.deckRegistrationId), check.scanned);
    const named = (list: readonly { cardId: string; count: number }[]) => list.map((c) => ({ ...c, name: this.decks.cardName(c.cardId) }));
    this.events.append(eventId, judge, [{ type: 'DeckCheckFinished', playerId, judge, missing: named(missing), extra: named(extra) }]);
    return this.deckCheckView(eventId, playerId);
  }

  private cardRead(tableId: string, uid: string, cardId: string): void {
    const found = this.deckCheckAt(tableId);
    if (!found || found.check.scanned.some((c) => c.uid === uid)) return;
    try {
      this.events.append(found.eventId, found.check.judge, [{ type: 'DeckCardsScanned', playerId: found.check.playerId, cards: [{ uid, cardId }] }]);
    } catch (error) {
      this.logger.error({ err: error, eventId: found.eventId, tableId }, 'a deck check could not take a card read');
    }
  }

  private deckCheckAt(tableId: string): { eventId: string; check: LeagueDeckCheck } | undefined {
    for (const { eventId, state, closed } of this.events.all()) {
      const check = closed ? undefined : state.deckChecks.find((c) => c.tableId === tableId && c.result === null);
      if (check) return { eventId, check };
    }
    return undefined;
  }

  /** What the judge sees of a deck check: how many cards were read, and once finished what is missing and extra. */
  private deckCheckView(eventId: string, playerId: string) {
    const checks = this.events.get(eventId).state.deckChecks.filter((c) => c.playerId === playerId);
    const check = checks.at(-1)!;
    return { playerId, tableId: check.tableId, judge: check.judge, startedAt: check.startedAt, scanned: new Set(check.scanned.map((c) => c.uid)).size, result: check.result };
  }
}
