import { Inject, Injectable, Optional, type OnModuleInit } from '@nestjs/common';
import { DATABASE, STORE_POSTGRES, type Db } from '../database/database.tokens.js';
import type { SyncPostgres } from '../database/postgres/sync-postgres.js';
import { HubEventBus } from '../kernel/hub-events.js';
import type { LeagueFact } from './league-fact.js';
import { evolve, replay, type LeagueState } from './league-state.js';
import { LEAGUE_CLOCK, type LeagueClock } from './league.ports.js';
import { LeagueLog } from './league-log.js';
import { leagueRefusal } from './league-refusal.js';

declare module '../kernel/hub-events.js' {
  interface HubEventMap {
    /** An event's public view changed: a fact was logged, or a table's extra turn moved on (live topic `league-event`). */
    'league.changed': { eventId: string };
    /** A round of an event ended (its RoundEnded is logged): the scheduled backup takes one, as TOM users are used to. */
    'league.roundEnded': { eventId: string; round: number };
  }
}

export interface RunningEvent {
  readonly eventId: string;
  readonly state: LeagueState;
  readonly seq: number;
  /** The organiser closed the event: its log takes no more facts. */
  readonly closed: boolean;
}

/**
 * The league events in memory, each the fold of its log (league-log.ts), on the store's
 * PostgreSQL when the config names one, else in the hub's SQLite file: replayed on boot,
 * and every change appended to the log before the state moves on, so the state is always what the
 * log says. The league's services read and change events through here only.
 */
@Injectable()
export class LeagueEventsStore implements OnModuleInit {
  private log!: LeagueLog;
  private readonly events = new Map<string, { state: LeagueState; seq: number; closed: boolean }>();

  constructor(
    @Inject(DATABASE) private readonly db: Db,
    @Inject(LEAGUE_CLOCK) private readonly clock: LeagueClock,
    private readonly bus: HubEventBus,
    @Optional() @Inject(STORE_POSTGRES) private readonly postgres: SyncPostgres | null = null,
  ) {}

  onModuleInit(): void {
    const options = { now: () => this.clock.now() };
    this.log = LeagueLog.open(this.db, this.postgres, options);
    for (const record of this.log.list()) {
      const rows = this.log.read(record.eventId);
      this.events.set(record.eventId, { state: replay(rows.map((r) => r.event)), seq: rows.at(-1)?.seq ?? 0, closed: record.endedAt !== undefined });
    }
  }

  create(created: Extract<LeagueFact, { type: 'EventCreated' }>, actor: string): void {
    const rows = this.log.create(created, actor);
    this.events.set(created.eventId, { state: replay([created]), seq: rows.at(-1)?.seq ?? 1, closed: false });
    this.changed(created.eventId);
  }

  get(eventId: string): RunningEvent {
    const running = this.events.get(eventId);
    if (!running) throw leagueRefusal('not-found', 'event-not-found', { event: eventId }, `no league event "${eventId}"`);
    return { eventId, ...running };
  }

  all(): RunningEvent[] {
    return [...this.events].map(([eventId, running]) => ({ eventId, ...running }));
  }

  /** Appends the facts to the event's log, then folds them in. */
  append(eventId: string, actor: string, facts: readonly LeagueFact[]): void {
    const running = this.events.get(eventId);
    if (!running) throw leagueRefusal('not-found', 'event-not-found', { event: eventId }, `no league event "${eventId}"`);
    if (running.closed) throw leagueRefusal('conflict', 'event-closed', { event: running.state.event.name }, `${running.state.event.name} is closed`);
    const rows = this.log.append(eventId, running.seq, actor, facts);
    running.state = facts.reduce(evolve, running.state);
    running.seq = rows.at(-1)?.seq ?? running.seq;
    this.changed(eventId);
    for (const fact of facts) if (fact.type === 'RoundEnded') this.bus.emit('league.roundEnded', { eventId, round: fact.round });
  }

  /** Tells the event's watchers its view changed; `append` calls it, and the service when a table's extra turn moves on (no fact is logged for that). */
  changed(eventId: string): void {
    this.bus.emit('league.changed', { eventId });
  }

  close(eventId: string): void {
    const running = this.events.get(eventId);
    if (!running) throw leagueRefusal('not-found', 'event-not-found', { event: eventId }, `no league event "${eventId}"`);
    this.log.end(eventId);
    running.closed = true;
    this.changed(eventId);
  }

  facts(eventId: string) {
    this.get(eventId);
    return this.log.read(eventId);
  }

  exportLines(eventId: string): string[] {
    return this.log.exportLines(eventId, this.get(eventId).state.event.format);
  }
}
