import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DATABASE, type Db } from '../database/database.tokens.js';
import {
  decideTeam,
  initialTeamState,
  prizesLeft,
  prizesTaken,
  replayTeam,
  SEATS,
  type Seat,
  type Team,
  type TeamEvent,
  type TeamState,
} from '../formats/team/index.js';
import { LOGGER, type Logger } from '../logging/logger.js';
import { canonicalJson } from '../match-log/canonical-json.js';
import { HubError } from '../kernel/hub-error.js';
import { HubEventBus } from '../kernel/hub-events.js';
import type { RuleViolation } from '../rules/rulebook.js';
import { TeamGameExistsError, TeamLogRepository, type TeamGameRecord } from './team-log.repository.js';
import { seatRefusal } from './seat-policy.js';
import type { StartTeamGameBody, TeamAction } from './team.schema.js';

declare module '../kernel/hub-events.js' {
  interface HubEventMap {
    /** A team game started, moved on or ended (its GET /api/team-games/:id and the game list changed). */
    'team.changed': { gameId: string };
  }
}

interface RunningGame {
  record: TeamGameRecord;
  state: TeamState;
  seq: number;
}

export interface TeamGameView extends TeamState {
  /** Prize cards each team has taken, counted across the three fields (003 "Preiskarten"). */
  readonly taken: Readonly<Record<Team, number>>;
  /** Prize cards each player has left, wherever they lie. */
  readonly left: Readonly<Record<Seat, number>>;
}

export interface TeamGameSnapshot {
  readonly game: TeamGameRecord;
  /** The log position of this state: send it back as `seq` to have a stale command refused. */
  readonly seq: number;
  readonly state: TeamGameView;
}

/**
 * Runs Team-Format games at a table (003 "Team-Format (fortgesetzt)"): asks the pure core
 * (src/formats/team), appends its events to the team log, and on boot replays every unfinished
 * game from its log.
 */
@Injectable()
export class TeamService implements OnModuleInit {
  private readonly games = new Map<string, RunningGame>();
  private readonly log: Logger;
  private repository: TeamLogRepository | undefined;

  constructor(
    @Inject(DATABASE) private readonly db: Db,
    @Inject(LOGGER) logger: Logger,
    private readonly events: HubEventBus,
  ) {
    this.log = logger.child({ component: 'team' });
  }

  onModuleInit(): void {
    this.repository = TeamLogRepository.open(this.db);
    for (const record of this.repository.list({ unfinished: true })) {
      const rows = this.repository.read<TeamEvent>(record.gameId);
      this.games.set(record.gameId, { record, state: replayTeam(rows.map((r) => r.event)), seq: rows.at(-1)?.seq ?? 0 });
      this.log.info({ gameId: record.gameId, events: rows.length }, 'team game resumed from its log');
    }
  }

  /** Starts the game; answers each seat's token once (X-Team-Token), for the organiser to hand over. */
  start(body: StartTeamGameBody, actor: string): TeamGameSnapshot & { readonly tokens: Readonly<Record<Seat, string>> } {
    const gameId = body.gameId ?? `team-${randomUUID()}`;
    const players = Object.fromEntries(SEATS.map((s) => [s, { name: body.players[s].name, ...body.players[s].prizes }])) as Record<Seat, { name: string; side: number; center: number }>;
    const decision = decideTeam(initialTeamState, { type: 'StartTeamGame', gameId, players, first: body.first });
    if (!decision.ok) throw refused(decision.violation);
    const record: TeamGameRecord = { gameId, tableId: body.tableId, startedAt: new Date().toISOString() };
    let tokens: Record<Seat, string>;
    try {
      tokens = this.repo().create(record, actor, decision.events).tokens;
    } catch (error) {
      if (error instanceof TeamGameExistsError) throw new HubError('conflict', error.message);
      throw error;
    }
    const running: RunningGame = { record, state: replayTeam(decision.events), seq: decision.events.length };
    this.games.set(gameId, running);
    this.log.info({ gameId, first: body.first, actor }, 'team game started');
    this.events.emit('team.changed', { gameId });
    return { ...snapshot(running), tokens };
  }

  /** `by`: the admin, or the seat whose token came with the command (logged as `seat:A1`). */
  act(gameId: string, action: TeamAction, by: { readonly admin: true } | { readonly token: string | undefined }): TeamGameSnapshot {
    const running = this.running(gameId);
    const seat = 'admin' in by ? undefined : this.seatOf(gameId, by.token);
    if (action.seq !== undefined && action.seq !== running.seq) {
      throw new HubError('stale-state', `the command was made against seq ${action.seq}, but team game ${gameId} is at seq ${running.seq}`);
    }
    const { seq: _seq, ...command } = action;
    const notYours = seat && seatRefusal(seat, command, running.state);
    if (notYours) throw new HubError('forbidden', notYours);
    const actor = seat ? `seat:${seat}` : 'admin';
    const decision = decideTeam(running.state, command);
    if (!decision.ok) throw refused(decision.violation);
    const rows = this.repo().append(gameId, running.seq, actor, decision.events);
    running.state = replayTeam(decision.events, running.state);
    running.seq = rows.at(-1)?.seq ?? running.seq;
    if (running.state.phase === 'finished') {
      const endedAt = new Date().toISOString();
      this.repo().end(gameId, endedAt);
      running.record = { ...running.record, endedAt };
      this.games.delete(gameId);
      this.log.info({ gameId, winner: running.state.winner }, 'team game ended');
    }
    this.events.emit('team.changed', { gameId });
    return snapshot(running);
  }

  get(gameId: string): TeamGameSnapshot {
    const running = this.games.get(gameId);
    if (running) return snapshot(running);
    const record = this.repo().get(gameId);
    if (!record) throw new HubError('not-found', `no team game "${gameId}"`);
    const rows = this.repo().read<TeamEvent>(gameId);
    return snapshot({ record, seq: rows.at(-1)?.seq ?? 0, state: replayTeam(rows.map((r) => r.event)) });
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

  private running(gameId: string): RunningGame {
    const running = this.games.get(gameId);
    if (running) return running;
    if (this.repo().get(gameId)) throw new HubError('conflict', `team game "${gameId}" is over`);
    throw new HubError('not-found', `no team game "${gameId}"`);
  }

  private repo(): TeamLogRepository {
    if (!this.repository) throw new Error('TeamService used before onModuleInit');
    return this.repository;
  }
}

function snapshot(running: RunningGame): TeamGameSnapshot {
  const { state } = running;
  return {
    game: running.record,
    seq: running.seq,
    state: {
      ...state,
      taken: { A: prizesTaken(state, 'A'), B: prizesTaken(state, 'B') },
      left: Object.fromEntries(SEATS.map((s) => [s, prizesLeft(state.players[s])])) as Record<Seat, number>,
    },
  };
}

/** A rule violation as a REST error: its code, its reason, and where 003 says so. */
function refused(violation: RuleViolation): HubError {
  return new HubError('invalid-command', `${violation.code}: ${violation.message} (${violation.ref.file}, "${violation.ref.section}")`);
}
