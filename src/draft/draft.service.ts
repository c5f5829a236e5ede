import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { catalogueLookup } from '../decks/catalogue-lookup.js';
import type { DeckRegistration } from '../decks/deck-registry.js';
import { DecksService } from '../decks/decks.service.js';
import { DITTO_DRAFT } from '../formats/advanced.formats.js';
import { passDirection, pick, startDraft, type DraftState } from '../formats/booster-draft.js';
import { LOGGER, type Logger } from '../logging/logger.js';
import { HubError } from '../kernel/hub-error.js';
import { HubEventBus } from '../kernel/hub-events.js';
import type { CardDef } from '../rules/index.js';
import { deckFromPool, unusedCards } from './draft-deck.js';
import type { CreateDraft, DraftDeckBody, PackInput } from '../protocol/draft.schema.js';
import { DraftRepository, type StoredDraft } from './draft.repository.js';

interface CardView {
  readonly id: string;
  readonly name: string;
  readonly supertype: string;
}

export interface DraftStatus {
  readonly id: string;
  readonly name: string;
  readonly players: { seat: number; name: string; picked: boolean; poolSize: number }[];
  readonly round: number;
  readonly rounds: number;
  readonly direction: 'left' | 'right';
  readonly packSize: number;
  readonly finished: boolean;
  readonly createdAt: string;
}

export interface DraftSeatView {
  readonly draft: DraftStatus;
  readonly seat: number;
  readonly name: string;
  readonly pack: CardView[];
  readonly mayPick: boolean;
  readonly pool: CardView[];
  readonly box: CardView[];
  readonly poolList: string;
}

declare module '../kernel/hub-events.js' {
  interface HubEventMap {
    /** A draft was created or a seat picked (its public status and the draft list changed). */
    'draft.changed': { draftId: string };
  }
}

interface Loaded {
  readonly stored: StoredDraft;
  state: DraftState;
  picks: number;
}

/**
 * The Ditto-Draft run by the hub (003 "Ditto-Draft"): the organiser enters every player's packs, each
 * player sees only the pack in front of them and their own picks (their seat's token), the packs go
 * round as booster-draft.ts passes them, and each player's deck is registered from their picks. The
 * packs and every pick are stored, so a restart rebuilds each draft by folding its picks.
 */
@Injectable()
export class DraftService implements OnModuleInit {
  private readonly loaded = new Map<string, Loaded>();
  private readonly log: Logger;

  constructor(
    private readonly repository: DraftRepository,
    @Inject(LOGGER) logger: Logger,
    private readonly catalogue: CatalogueService,
    private readonly decks: DecksService,
    private readonly events: HubEventBus,
  ) {
    this.log = logger.child({ component: 'draft' });
  }

  onModuleInit(): void {
    this.repository.open();
  }

  create(input: CreateDraft): DraftStatus & { tokens: { seat: number; name: string; token: string }[] } {
    const packs = input.players.map((p) => p.packs.map((pack, i) => this.resolvePack(pack, `${p.name}'s pack ${i + 1}`)));
    const players = input.players.map((p) => p.name);
    const boxes = input.players.map((p) => (p.box ? this.boxCards(this.resolvePack(p.box, `${p.name}'s Build & Battle Box`), p.name) : []));
    if (new Set(players).size !== players.length) throw new HubError('invalid-message', 'every player needs a name of their own');
    let state: DraftState;
    try {
      state = startDraft(players, packs);
    } catch (error) {
      throw new HubError('invalid-message', error instanceof Error ? error.message : String(error));
    }
    const stored: StoredDraft = { id: randomUUID(), name: input.name, players, packs, boxes, createdAt: new Date().toISOString(), picks: [] };
    const tokens = this.repository.create(stored);
    this.loaded.set(stored.id, { stored, state, picks: 0 });
    this.log.info({ draft: stored.id, players: players.length, rounds: packs[0]?.length }, 'draft created');
    this.events.emit('draft.changed', { draftId: stored.id });
    return { ...this.status(stored.id), tokens: tokens.map((token, seat) => ({ seat, name: players[seat] ?? '', token })) };
  }

  list(): DraftStatus[] {
    return this.repository.list().map((d) => this.status(d.id));
  }

  status(id: string): DraftStatus {
    const { stored, state } = this.load(id);
    return {
      id: stored.id,
      name: stored.name,
      players: stored.players.map((name, seat) => ({ seat, name, picked: state.picked[seat] ?? false, poolSize: state.pools[seat]?.length ?? 0 })),
      round: state.round + 1,
      rounds: stored.packs[0]?.length ?? 0,
      direction: passDirection(state.round),
      packSize: state.inFront[0]?.length ?? 0,
      finished: state.finished,
      createdAt: stored.createdAt,
    };
  }

  /** What the seat this token opens may see. */
  seatView(id: string, token: string | undefined): DraftSeatView {
    const seat = this.seatOf(id, token);
    const { stored, state } = this.load(id);
    const pool = state.pools[seat] ?? [];
    return {
      draft: this.status(id),
      seat,
      name: stored.players[seat] ?? '',
      pack: (state.inFront[seat] ?? []).map((c) => this.cardView(c)),
      mayPick: !state.finished && !(state.picked[seat] ?? false),
      pool: pool.map((c) => this.cardView(c)),
      box: (stored.boxes[seat] ?? []).map((c) => this.cardView(c)),
      poolList: pool.length === 0 ? '' : this.decks.export({ cards: countIds(pool) }),
    };
  }

  pick(id: string, token: string | undefined, cardId: string): DraftSeatView {
    const seat = this.seatOf(id, token);
    const loaded = this.load(id);
    if (loaded.state.finished) throw new HubError('conflict', 'the draft is over');
    if (loaded.state.picked[seat]) throw new HubError('conflict', 'you have picked from this pack already; wait for the others to pick from theirs');
    const result = pick(loaded.state, seat, cardId);
    if (!result.ok) throw new HubError('invalid-message', result.reason);
    this.repository.addPick(id, loaded.picks, seat, cardId);
    loaded.state = result.state;
    loaded.picks += 1;
    if (result.state.finished) this.log.info({ draft: id }, 'draft finished');
    this.events.emit('draft.changed', { draftId: id });
    return this.seatView(id, token);
  }

  /** Registers the player's deck: drafted cards (no more than picked) and basic Energy, in the Ditto-Draft format. */
  registerDeck(id: string, token: string | undefined, body: DraftDeckBody): { registration: DeckRegistration; unused: CardView[] } {
    const seat = this.seatOf(id, token);
    const { stored, state } = this.load(id);
    if (!state.finished) throw new HubError('conflict', 'the draft is still running; decks are built once every card is picked');
    const deck = body.cards.map(({ id: cardId, count }) => ({ card: this.card(cardId), count }));
    const mine = [...(state.pools[seat] ?? []), ...(stored.boxes[seat] ?? [])];
    const problems = deckFromPool(deck, mine);
    if (problems.length > 0) throw new HubError('invalid-message', problems.map((p) => p.message).join('; '));
    const list = this.decks.export({ cards: body.cards });
    const registration = this.decks.register({ scope: body.scope, scopeId: body.scopeId, player: stored.players[seat] ?? '', format: DITTO_DRAFT.id, list });
    return { registration, unused: unusedCards(deck, mine).map((c) => this.cardView(c)) };
  }

  private load(id: string): Loaded {
    const cached = this.loaded.get(id);
    if (cached) return cached;
    const stored = this.repository.get(id);
    if (!stored) throw new HubError('not-found', `no draft "${id}"`);
    let state = startDraft(stored.players, stored.packs);
    for (const p of stored.picks) {
      const result = pick(state, p.seat, p.cardId);
      if (!result.ok) throw new Error(`draft ${id}: stored pick ${p.cardId} of seat ${p.seat} does not replay: ${result.reason}`);
      state = result.state;
    }
    const loaded = { stored, state, picks: stored.picks.length };
    this.loaded.set(id, loaded);
    return loaded;
  }

  /** A token was given for an existing draft and opens none of its seats: a wrong secret, for the sign-in throttle. */
  tokenRefused(id: string, token: string | undefined): boolean {
    return token !== undefined && this.repository.get(id) !== undefined && this.repository.seatFor(id, token) === undefined;
  }

  private seatOf(id: string, token: string | undefined): number {
    this.load(id);
    const seat = token === undefined ? undefined : this.repository.seatFor(id, token);
    if (seat === undefined) throw new HubError('unauthorized', `this call needs your seat's token for draft "${id}" in the X-Draft-Token header`);
    return seat;
  }

  private resolvePack(pack: PackInput, what: string): string[] {
    if ('cards' in pack) {
      const unknown = pack.cards.filter((id) => this.catalogue.get(id) === undefined);
      if (unknown.length > 0) throw new HubError('invalid-message', `${what}: no card ${unknown.map((id) => `"${id}"`).join(', ')} in the catalogue`);
      return [...pack.cards];
    }
    if ('set' in pack) {
      const lookup = catalogueLookup(this.catalogue);
      const ids: string[] = [];
      const missing: string[] = [];
      for (const number of pack.numbers) {
        const found = lookup.byCode(pack.set, number);
        if (found === undefined) throw new HubError('invalid-message', `${what}: the catalogue knows no set "${pack.set}"`);
        const card = found[0];
        if (card) ids.push(card.id);
        else missing.push(number);
      }
      if (missing.length > 0) throw new HubError('invalid-message', `${what}: set "${pack.set}" has no card number ${missing.join(', ')} in the catalogue`);
      return ids;
    }
    const { cards, problems } = this.decks.parse(pack.list);
    if (problems.length > 0) {
      throw new HubError('invalid-message', `${what}: ${problems.map((p) => `line ${p.line} "${p.text}": ${p.reason}`).join('; ')}`);
    }
    return cards.flatMap((line) => Array.from({ length: line.count }, () => line.card.id));
  }

  /** "Dann werden alle Pokémon aus dem Deck zur Seite gelegt ... Nur die Trainer- und Energiekarten des Decks dürfen verwendet werden." */
  private boxCards(ids: string[], player: string): string[] {
    const pokemon = ids.map((id) => this.card(id)).filter((c) => c.supertype === 'Pokémon');
    if (pokemon.length > 0) {
      throw new HubError('invalid-message', `${player}'s Build & Battle Box: its Pokémon are set aside, only Trainer and Energy cards count (${pokemon.map((c) => c.name).join(', ')})`);
    }
    return ids;
  }

  private card(id: string): CardDef {
    const card = this.catalogue.get(id);
    if (!card) throw new HubError('not-found', `no card "${id}" in the catalogue`);
    return card;
  }

  private cardView(id: string): CardView {
    const card = this.card(id);
    return { id: card.id, name: card.name, supertype: card.supertype };
  }
}

function countIds(ids: readonly string[]): { id: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].map(([id, count]) => ({ id, count }));
}
