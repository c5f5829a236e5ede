import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Optional, type OnModuleInit } from '@nestjs/common';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { LOGGER, type Logger } from '../logging/logger.js';
import { HubError } from '../kernel/hub-error.js';
import { HubEventBus } from '../kernel/hub-events.js';
import type { CardDef } from '../rules/index.js';
import { rollDie } from './die.js';
import { statOf } from './highest-number.js';
import { playMove, replayGame, startGame, type GameMove, type GameSetup, type MiniGameState } from './minigame.js';
import type { CreateMiniGame, MiniGameMoveBody } from '../protocol/minigames.schema.js';
import { MiniGamesRepository, type StoredGame } from './minigames.repository.js';

export interface MiniGameView {
  readonly id: string;
  readonly kind: string;
  readonly createdAt: string;
  readonly moves: number;
  readonly state: MiniGameState;
}

declare module '../kernel/hub-events.js' {
  interface HubEventMap {
    /** A mini game started or took a move (its GET /api/minigames/:id changed). */
    'minigame.changed': { gameId: string };
  }
}

/** Games the hub keeps: beyond it, starting one deletes the game played least recently. */
export const MAX_STORED_MINIGAMES = 1_000;
/** Games kept replayed in memory; the others are replayed from the database when next played. */
export const MAX_LOADED_MINIGAMES = 100;
/** No game of 003 comes near it; a token holder cannot grow one game's rows without end. */
export const MAX_MOVES_PER_MINIGAME = 1_000;

export interface MiniGameLimits {
  readonly stored: number;
  readonly loaded: number;
  readonly moves: number;
}
const DEFAULT_LIMITS: MiniGameLimits = { stored: MAX_STORED_MINIGAMES, loaded: MAX_LOADED_MINIGAMES, moves: MAX_MOVES_PER_MINIGAME };
/** Other limits than the defaults, for tests that fill the store. */
export const MINIGAME_LIMITS = Symbol('MINIGAME_LIMITS');

interface Loaded {
  readonly stored: StoredGame;
  state: MiniGameState;
  moves: number;
}

/**
 * The mini games of 003 (Poké-Fang and Boosterspaß) with the hub as the companion that keeps score
 * and rolls the die: cards resolved from the catalogue, rolls made with crypto.randomInt (or a table
 * die's value typed in) and stored with their origin, every move stored so a restart replays the game.
 */
@Injectable()
export class MiniGamesService implements OnModuleInit {
  private readonly loaded = new Map<string, Loaded>();
  private readonly log: Logger;

  constructor(
    private readonly repository: MiniGamesRepository,
    @Inject(LOGGER) logger: Logger,
    private readonly catalogue: CatalogueService,
    private readonly events: HubEventBus,
    @Optional() @Inject(MINIGAME_LIMITS) private readonly limits: MiniGameLimits = DEFAULT_LIMITS,
  ) {
    this.log = logger.child({ component: 'minigames' });
  }

  onModuleInit(): void {
    this.repository.open();
  }

  create(input: CreateMiniGame): MiniGameView & { token: string } {
    const setup: GameSetup = input.kind === 'poke-fang' ? { ...input, rows: input.rows.map((row) => row.map((id) => this.card(id))) } : input;
    let state: MiniGameState;
    try {
      state = startGame(setup);
    } catch (error) {
      throw new HubError('invalid-message', error instanceof Error ? error.message : String(error));
    }
    const stored: StoredGame = { id: randomUUID(), setup, createdAt: new Date().toISOString(), moves: [] };
    this.makeRoom();
    const token = this.repository.create(stored.id, setup, stored.createdAt);
    this.remember(stored.id, { stored, state, moves: 0 });
    this.log.info({ game: stored.id, kind: input.kind }, 'mini game started');
    this.events.emit('minigame.changed', { gameId: stored.id });
    return { ...this.view(stored.id), token };
  }

  view(id: string): MiniGameView {
    const { stored, state, moves } = this.load(id);
    return { id, kind: state.kind, createdAt: stored.createdAt, moves, state };
  }

  /** A token was given for an existing game and is not its token: a wrong secret, for the sign-in throttle. */
  tokenRefused(id: string, token: string | undefined): boolean {
    return token !== undefined && this.repository.get(id) !== undefined && !this.repository.tokenMatches(id, token);
  }

  play(id: string, token: string | undefined, body: MiniGameMoveBody): MiniGameView {
    const loaded = this.load(id);
    if (token === undefined || !this.repository.tokenMatches(id, token)) {
      throw new HubError('unauthorized', `moves need the game's token in the X-Minigame-Token header`);
    }
    if (loaded.moves >= this.limits.moves) throw new HubError('invalid-command', `a mini game takes at most ${this.limits.moves} moves: start a new one`);
    const move = this.resolve(loaded.state, body);
    const outcome = playMove(loaded.state, move);
    if (!outcome.ok) throw new HubError('invalid-command', outcome.reason);
    this.repository.addMove(id, loaded.moves, move);
    loaded.state = outcome.state;
    loaded.moves += 1;
    if (move.type === 'roll') this.log.info({ game: id, roll: move.roll }, 'die rolled');
    this.events.emit('minigame.changed', { gameId: id });
    return this.view(id);
  }

  /** The move to store: the die rolled here, cards resolved, compared values read off the catalogue where it has them. */
  private resolve(state: MiniGameState, body: MiniGameMoveBody): GameMove {
    switch (body.type) {
      case 'roll':
        return { type: 'roll', roll: body.value === undefined ? rollDie(6) : { sides: 6, value: body.value, origin: { kind: 'table', enteredBy: 'players' } } };
      case 'compare': {
        if (body.values) return { type: 'compare', values: body.values };
        const stat = state.kind === 'highest-number' ? state.stat : null;
        if (!body.cards || stat === null) throw new HubError('invalid-message', 'compare needs the two values, or the two cards once the die has chosen a value');
        const [a, b] = body.cards.map((id) => statOf(this.card(id), stat));
        if (a === null || b === null || a === undefined || b === undefined) {
          throw new HubError('invalid-message', `the catalogue does not hold this value (${stat}): read it off the cards and send values`);
        }
        return { type: 'compare', values: [a, b] };
      }
      case 'lay-out':
      case 'replace':
        return { ...body, card: this.card(body.card) };
      default:
        return body;
    }
  }

  private load(id: string): Loaded {
    const cached = this.loaded.get(id);
    if (cached) {
      this.remember(id, cached);
      return cached;
    }
    const stored = this.repository.get(id);
    if (!stored) throw new HubError('not-found', `no mini game "${id}"`);
    const loaded = { stored, state: replayGame(stored.setup, stored.moves), moves: stored.moves.length };
    this.remember(id, loaded);
    return loaded;
  }

  /** Keeps the game in memory as the most recently used; a Map's insertion order is the LRU order, no library needed. */
  private remember(id: string, loaded: Loaded): void {
    this.loaded.delete(id);
    this.loaded.set(id, loaded);
    for (const oldest of this.loaded.keys()) {
      if (this.loaded.size <= this.limits.loaded) break;
      this.loaded.delete(oldest);
    }
  }

  /** At the cap, the game played least recently goes (an abandoned one, as a rule): the database stays bounded. */
  private makeRoom(): void {
    const excess = this.repository.count() - this.limits.stored + 1;
    if (excess <= 0) return;
    const deleted = this.repository.deleteLeastRecentlyPlayed(excess);
    for (const id of deleted) this.loaded.delete(id);
    this.log.info({ deleted: deleted.length }, 'mini games played least recently deleted to stay within the cap');
  }

  private card(id: string): CardDef {
    const card = this.catalogue.get(id);
    if (!card) throw new HubError('not-found', `no card "${id}" in the catalogue`);
    return card;
  }
}
