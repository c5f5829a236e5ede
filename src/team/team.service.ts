import { Inject, Injectable, Optional, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DATABASE, STORE_POSTGRES, type Db } from '../database/database.tokens.js';
import type { SyncPostgres } from '../database/postgres/sync-postgres.js';
import { replayTeam, SEATS, teamView, type Seat, type TeamCommand, type TeamEvent, type TeamGameView, type TeamState } from '../game-kinds/team/index.js';
import { GameHost } from '../game-host/game-host.js';
import { teamKind, type TeamViewer } from '../game-kinds/team/team.kind.js';
import { HubEventBus } from '../kernel/hub-events.js';
import { LOGGER, type Logger } from '../logging/logger.js';
import { canonicalJson } from '../match-log/canonical-json.js';
import { HubError } from '../kernel/hub-error.js';
import type { RuleViolation } from '../rules/index.js';
import { TeamGameExistsError, TeamLog, type TeamGameRecord } from './team-log.js';
import { seatRefusal } from './seat-policy.js';
import type { StartTeamGameBody, TeamAction } from '../protocol/team.schema.js';

export interface TeamGameSnapshot {
  readonly game: TeamGameRecord;
  /** The log position of this state: send it back as `seq` to have a stale command refused. */
  readonly seq: number;
  readonly state: TeamGameView;
}

/**
 * Runs Team-Format games at a table (003 "Team-Format (fortgesetzt)") as a configuration of the
 * game host (src/game-host: the team kind over the team log, which replays every unfinished game on
 * boot); keeps the seats' tokens and which seat may play what.
 */
@Injectable()
export class TeamService implements OnModuleInit {
  /** The running games' records; their states are the host's. */
  private readonly records = new Map<string, TeamGameRecord>();
  private readonly log: Logger;
  private repository: TeamLog | undefined;
  private games: GameHost<TeamState, TeamCommand, TeamEvent, TeamGameView, TeamViewer> | undefined;

  constructor(
    @Inject(DATABASE) private readonly db: Db,
    @Inject(LOGGER) logger: Logger,
    private readonly bus: HubEventBus,
    @Optional() @Inject(STORE_POSTGRES) private readonly postgres: SyncPostgres | null = null,
  ) {
    this.log = logger.child({ component: 'team' });
  }

  onModuleInit(): void {
    // On the store's PostgreSQL when the config names one, else in the hub's file.
    this.repository = TeamLog.open(this.db, this.postgres);
    const games = new GameHost<TeamState, TeamCommand, TeamEvent, TeamGameView, TeamViewer>(teamKind, this.repository, this.bus, this.log);
    this.games = games;
    for (const record of this.repository.list({ unfinished: true })) {
      const { game } = games.resume(record.gameId, record.tableId);
      this.records.set(record.gameId, record);
      this.log.info({ gameId: record.gameId, events: game.seq }, 'team game resumed from its log');
    }
  }

  /** Starts the game; answers each seat's token once (X-Team-Token), for the organiser to hand over. */
  start(body: StartTeamGameBody, actor: string): TeamGameSnapshot & { readonly tokens: Readonly<Record<Seat, string>> } {
    const gameId = body.gameId ?? `team-${randomUUID()}`;
    const players = Object.fromEntries(SEATS.map((s) => [s, { name: body.players[s].name, ...body.players[s].prizes }])) as Record<Seat, { name: string; side: number; center: number }>;
    const record: TeamGameRecord = { gameId, tableId: body.tableId, startedAt: new Date().toISOString() };
    let tokens: Record<Seat, string> | undefined;
    const create = (events: readonly TeamEvent[]) => {
      try {
        const created = this.repo().create(record, actor, events);
        tokens = created.tokens;
        return created.rows;
      } catch (error) {
        if (error instanceof TeamGameExistsError) throw new HubError('conflict', error.message);
        throw error;
      }
    };
    const started = this.host().start(gameId, body.tableId, { type: 'StartTeamGame', gameId, players, first: body.first }, create);
    if (!started.ok) throw refused(started.violation);
    if (tokens === undefined) throw new Error('the team log stored the game without its seat tokens');
    this.records.set(gameId, record);
    this.log.info({ gameId, first: body.first, actor }, 'team game started');
    return { ...snapshot(record, started.game), tokens };
  }

  /** `by`: the admin, or the seat whose token came with the command (logged as `seat:A1`). */
  act(gameId: string, action: TeamAction, by: { readonly admin: true } | { readonly token: string | undefined }): TeamGameSnapshot {
    const record = this.running(gameId);
    const seat = 'admin' in by ? undefined : this.seatOf(gameId, by.token);
    const madeAgainst = action.seq === undefined ? undefined : `seq ${action.seq}`;
    const { state } = this.host().at(gameId, madeAgainst);
    const { seq: _seq, ...command } = action;
    const notYours = seat && seatRefusal(seat, command, state);
    if (notYours) throw new HubError('forbidden', notYours);
    const applied = this.host().apply(gameId, madeAgainst, command, seat ? `seat:${seat}` : 'admin');
    if (!applied.ok) throw refused(applied.violation);
    if (!applied.game.finished) return snapshot(record, applied.game);
    const ended = { ...record, ...(applied.game.endedAt === undefined ? {} : { endedAt: applied.game.endedAt }) };
    this.records.delete(gameId);
    this.host().forget(gameId);
    this.log.info({ gameId, winner: applied.game.state.winner }, 'team game ended');
    return snapshot(ended, applied.game);
  }

  get(gameId: string): TeamGameSnapshot {
    const record = this.records.get(gameId);
    const game = this.host().get(gameId);
    if (record && game) return snapshot(record, game);
    const stored = this.repo().get(gameId);
    if (!stored) throw new HubError('not-found', `no team game "${gameId}"`);
    const rows = this.repo().read<TeamEvent>(gameId);
    return snapshot(stored, { seq: rows.at(-1)?.seq ?? 0, state: replayTeam(rows.map((r) => r.event)) });
  }

  list(filter: { unfinished?: boolean } = {}): TeamGameRecord[] {
    return this.repo().list(filter);
  }

  /** The whole log: one canonical JSON line per event, hash chain included. */
  exportJsonl(gameId: string): string {
    if (!this.repo().get(gameId)) throw new HubError('not-found', `no team game "${gameId}"`);
    return this.repo()
      .read(gameId)
      .map((row) => `${canonicalJson(row)}\n`)
      .join('');
  }

  /** A token was given for an existing game and opens none of its seats: a wrong secret, for the sign-in throttle. */
  tokenRefused(gameId: string, token: string | undefined): boolean {
    return token !== undefined && this.repo().get(gameId) !== undefined && this.repo().seatFor(gameId, token) === undefined;
  }

  private seatOf(gameId: string, token: string | undefined): Seat {
    const seat = token === undefined ? undefined : this.repo().seatFor(gameId, token);
    if (!seat) throw new HubError('unauthorized', `this call needs the admin token or a seat's X-Team-Token of team game "${gameId}"`);
    return seat;
  }

  private running(gameId: string): TeamGameRecord {
    const running = this.records.get(gameId);
    if (running) return running;
    if (this.repo().get(gameId)) throw new HubError('conflict', `team game "${gameId}" is over`);
    throw new HubError('not-found', `no team game "${gameId}"`);
  }

  private host(): GameHost<TeamState, TeamCommand, TeamEvent, TeamGameView, TeamViewer> {
    if (!this.games) throw new Error('TeamService used before onModuleInit');
    return this.games;
  }

  private repo(): TeamLog {
    if (!this.repository) throw new Error('TeamService used before onModuleInit');
    return this.repository;
  }
}

function snapshot(game: TeamGameRecord, at: { readonly seq: number; readonly state: TeamState }): TeamGameSnapshot {
  return { game, seq: at.seq, state: teamView(at.state) };
}

/** A rule violation as a REST error: its code, its reason, and where 003 says so. */
function refused(violation: RuleViolation): HubError {
  return new HubError('invalid-command', `${violation.code}: ${violation.message} (${violation.ref.file}, "${violation.ref.section}")`);
}
