import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { DATABASE, type Db } from '../database/database.tokens.js';
import { LOGGER, type Logger } from '../logging/logger.js';
import { HubError } from '../kernel/hub-error.js';
import { HubEventBus } from '../kernel/hub-events.js';
import type { CardDef } from '../rules/index.js';
import { rollDie } from './die.js';
import { statOf } from './highest-number.js';
import { playMove, replayGame, startGame, type GameMove, type GameSetup, type MiniGameState } from './minigame.js';
import type { CreateMiniGame, MiniGameMoveBody } from './minigames.schema.js';
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
  private readonly repository: MiniGamesRepository;
  private readonly loaded = new Map<string, Loaded>();
  private readonly log: Logger;

  constructor(
    @Inject(DATABASE) db: Db,
    @Inject(LOGGER) logger: Logger,
    private readonly catalogue: CatalogueService,
    private readonly events: HubEventBus,
  ) {
    this.repository = new MiniGamesRepository(db);
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
    const token = this.repository.create(stored.id, setup, stored.createdAt);
    this.loaded.set(stored.id, { stored, state, moves: 0 });
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
    if (cached) return cached;
    const stored = this.repository.get(id);
    if (!stored) throw new HubError('not-found', `no mini game "${id}"`);
    const loaded = { stored, state: replayGame(stored.setup, stored.moves), moves: stored.moves.length };
    this.loaded.set(id, loaded);
    return loaded;
  }

  private card(id: string): CardDef {
    const card = this.catalogue.get(id);
    if (!card) throw new HubError('not-found', `no card "${id}" in the catalogue`);
    return card;
  }
}
