import { HubError } from '../kernel/hub-error.js';
import type { HubEventBus } from '../kernel/hub-events.js';
import type { Logger } from '../logging/logger.js';
import type { LoggedEvent } from '../match-log/match-log.port.js';
import type { GameDecision, GameKind, RuleViolation } from './game-kind.js';
import type { EndedBy, GameLog, ReopenNote } from './game-log.js';

/** A game changed (started, a command applied, restored, ended, marked): its pages fetch the new view. */
export interface GameChanged {
  /** The game kind's name: 'match', 'raid', 'team'. */
  readonly kind: string;
  readonly gameId: string;
  readonly tableId?: string;
  readonly seq: number;
  readonly finished: boolean;
  /** The seq before the change: its events are those after it. Absent when the change logged none. */
  readonly since?: number;
}

declare module '../kernel/hub-events.js' {
  interface HubEventMap {
    'game.changed': GameChanged;
  }
}

/** A game the host runs: the fold of its log, and where the log stands. */
export interface HostedGame<S> {
  readonly gameId: string;
  readonly tableId?: string;
  readonly state: S;
  /** Seq of the last logged event: what a command is made against. */
  readonly seq: number;
  readonly finished: boolean;
  /** When the log was closed, while the game is over. */
  readonly endedAt?: string;
  /** What closed the game, while it is over and not by its rules. */
  readonly endedBy?: EndedBy;
}

/** An event with its place in the game's log, as one viewer may see it. */
export interface SeqEvent<VE = unknown> {
  readonly seq: number;
  readonly event: VE;
}

export type Applied<S, E> =
  | { readonly ok: true; readonly game: HostedGame<S>; readonly rows: readonly LoggedEvent<E>[] }
  | { readonly ok: false; readonly game: HostedGame<S>; readonly violation: RuleViolation };

export interface GameHostOptions<S, E> {
  /** The position a client sends back with its command (the protocol's state id); `seq <n>` unless given. */
  readonly stateId?: (gameId: string, seq: number) => string;
  /** A snapshot every this many events, where the log keeps snapshots: a resume replays at most that many. */
  readonly snapshotEvery?: number;
  /** About this many of the latest events are kept for `events` (RECENT_EVENTS unless given). */
  readonly recentEvents?: number;
  readonly now?: () => Date;
  /**
   * The owner's own bookkeeping of a change (a restore banner, the dice rolled), from the rows just
   * logged and the state before them: run before the change is announced, so listeners read it whole.
   */
  readonly beforeAnnounce?: (change: { readonly game: HostedGame<S>; readonly rows: readonly LoggedEvent<E>[]; readonly before: S }) => void;
}

/** The events a game keeps for its feed unless told otherwise: about the current and the previous turn of a match. */
export const RECENT_EVENTS = 200;

/** The events one command logged, with the state they were folded onto: what eventsFor redacts them against. */
interface Batch<S, VE> {
  readonly firstSeq: number;
  readonly before: S;
  readonly events: readonly unknown[];
  /** The batch as each viewer sees it: every spectator shares one. */
  readonly byViewer: Map<string, readonly SeqEvent<VE>[]>;
}

interface Running<S, VE = unknown> {
  gameId: string;
  tableId?: string;
  state: S;
  seq: number;
  finished: boolean;
  endedAt?: string;
  endedBy?: EndedBy;
  /** The views of the current state, one per viewer: every spectator shares one. */
  views: { of: S | undefined; byViewer: Map<string, unknown> };
  /** The latest events, about `recentEvents` of them, by the command that logged them. */
  recent: Batch<S, VE>[];
}

/**
 * Runs every game of one kind (as boardgame.io's master): each change goes command -> kind.decide
 * -> the chained log (appended against the seq it was decided at) -> kind.evolve -> `game.changed`
 * on the hub's bus. The state in memory is always the fold of what the log holds, so a crash loses
 * nothing acknowledged, and a resume replays the log from its latest snapshot. A command made
 * against an older seq is refused (stale-state) before the engine sees it. better-sqlite3 is
 * synchronous, so one command is applied completely before the next starts.
 */
export class GameHost<S, C, E, V, W, VE = unknown> {
  private readonly games = new Map<string, Running<S, VE>>();
  private readonly stateIdFor: (gameId: string, seq: number) => string;
  private readonly now: () => Date;

  private readonly recentEvents: number;

  constructor(
    readonly kind: GameKind<S, C, E, V, W, VE>,
    private readonly log: GameLog<S, E>,
    private readonly bus: HubEventBus,
    private readonly logger: Logger,
    private readonly options: GameHostOptions<S, E> = {},
  ) {
    this.stateIdFor = options.stateId ?? ((_gameId, seq) => `seq ${seq}`);
    this.now = options.now ?? (() => new Date());
    this.recentEvents = options.recentEvents ?? RECENT_EVENTS;
  }

  /**
   * Decides the game's first command against the kind's initial state; `create` stores the game's
   * record with those events (one transaction, so no game is stored without its start).
   */
  start(gameId: string, tableId: string | undefined, command: C, create: (events: readonly E[]) => readonly LoggedEvent<E>[]): Applied<S, E> {
    const empty: Running<S, VE> = { gameId, ...(tableId === undefined ? {} : { tableId }), state: this.kind.initial, seq: 0, finished: false, views: noViews(), recent: [] };
    const decision = this.kind.decide(this.kind.initial, command);
    if (!decision.ok) return { ok: false, game: hosted(empty), violation: decision.violation };
    const rows = create(decision.events);
    const game: Running<S, VE> = { ...empty, state: decision.state ?? this.fold(this.kind.initial, decision.events), seq: rows.at(-1)?.seq ?? 0 };
    this.games.set(gameId, game);
    this.afterAppend(game, rows, { seq: 0, state: this.kind.initial });
    return { ok: true, game: hosted(game), rows };
  }

  /**
   * Folds a game's log (from its latest snapshot on) and runs it again; an unfinished game found
   * finished is closed. `ended`: the log's end, for a game closed before (shown as it was, never reopened but by a restore).
   */
  resume(gameId: string, tableId?: string, ended?: { readonly at: string; readonly by?: EndedBy }): { readonly game: HostedGame<S>; readonly fromSnapshot: number | null } {
    const snapshot = this.log.snapshots?.latest(gameId);
    // A snapshot belongs to its point of the chain: the event at its seq must still have its hash.
    const anchor = snapshot ? this.log.read(gameId, snapshot.seq)[0] : undefined;
    const usable = snapshot !== undefined && anchor?.seq === snapshot.seq && anchor.hash === snapshot.hash;
    const from = usable ? snapshot.seq + 1 : 1;
    const rows = this.log.read(gameId, from);
    // The latest events are folded last, onto the state they are kept with for the feed.
    const cut = Math.max(0, rows.length - this.recentEvents);
    const before = this.fold(usable ? snapshot.state : this.kind.initial, rows.slice(0, cut).map((row) => row.event));
    const events = rows.slice(cut).map((row) => row.event);
    const state = this.fold(before, events);
    const seq = rows.at(-1)?.seq ?? (usable ? snapshot.seq : 0);
    const recent = events.length > 0 ? [{ firstSeq: rows[cut]?.seq ?? from, before, events, byViewer: new Map() }] : [];
    const game: Running<S, VE> = { gameId, ...(tableId === undefined ? {} : { tableId }), state, seq, finished: false, views: noViews(), recent };
    this.games.set(gameId, game);
    if (ended === undefined) {
      if (this.kind.isFinished(state)) this.close(game);
    } else {
      game.finished = true;
      game.endedAt = ended.at;
      if (ended.by !== undefined) game.endedBy = ended.by;
    }
    return { game: hosted(game), fromSnapshot: usable ? snapshot.seq : null };
  }

  get(gameId: string): HostedGame<S> | undefined {
    const game = this.games.get(gameId);
    return game && hosted(game);
  }

  /** Stops running a game the owner no longer keeps in memory (a finished raid). */
  forget(gameId: string): void {
    this.games.delete(gameId);
  }

  stateId(game: Pick<HostedGame<S>, 'gameId' | 'seq'>): string {
    return this.stateIdFor(game.gameId, game.seq);
  }

  /** The game, when `madeAgainst` (the state id a client saw; undefined: none sent) is where it stands. */
  at(gameId: string, madeAgainst: string | undefined): HostedGame<S> {
    const game = this.running(gameId);
    const current = this.stateId(game);
    if (madeAgainst !== undefined && madeAgainst !== current) {
      throw new HubError('stale-state', `the command was made against ${madeAgainst}, but ${this.kind.name} ${gameId} is at ${current}`);
    }
    return hosted(game);
  }

  /**
   * Applies one command made against `madeAgainst`. A stale one throws (stale-state), as does one
   * for a finished game; one the rules forbid comes back as a violation and changes nothing.
   * `decide` stands in for the kind's when the caller decides as a viewer (a card it cannot see).
   */
  apply(gameId: string, madeAgainst: string | undefined, command: C, actor: string, decide?: (state: S, command: C) => GameDecision<S, E>): Applied<S, E> {
    this.at(gameId, madeAgainst);
    const game = this.running(gameId);
    if (game.finished) throw new HubError('conflict', `${this.kind.name} ${gameId} is over`);
    const decision = (decide ?? ((s: S, c: C) => this.kind.decide(s, c)))(game.state, command);
    if (!decision.ok) return { ok: false, game: hosted(game), violation: decision.violation };
    if (decision.events.length === 0) return { ok: true, game: hosted(game), rows: [] };
    const before = { seq: game.seq, state: game.state };
    const rows = this.log.append(gameId, game.seq, actor, decision.events);
    game.state = decision.state ?? this.fold(game.state, decision.events);
    game.seq = rows.at(-1)?.seq ?? game.seq;
    this.afterAppend(game, rows, before);
    return { ok: true, game: hosted(game), rows };
  }

  /** The state after log entry `toSeq`, replayed from the log: what a judge's restore hands the engine. */
  stateAt(gameId: string, toSeq: number): S {
    return this.fold(
      this.kind.initial,
      this.log.read(gameId, 1).slice(0, toSeq).map((row) => row.event),
    );
  }

  /**
   * A judge puts the game back to the state after log entry `note.toSeq`: `command` (built from that
   * state, replayed from the log) goes to the engine, which checks it and logs the restore as one more
   * event. A finished game too (an illegal play that ended it is the commonest judge call): the log
   * reopens with the restore's events in one transaction, the end and the restore both stay in it.
   */
  restore(gameId: string, madeAgainst: string, note: ReopenNote, command: (state: S) => C, actor: string): Applied<S, E> {
    const current = this.at(gameId, madeAgainst);
    if (note.toSeq >= current.seq) {
      throw new HubError('invalid-command', `the game is at log entry ${current.seq}; restore to an earlier one, not ${note.toSeq}`);
    }
    const restore = command(this.stateAt(gameId, note.toSeq));
    const game = this.running(gameId);
    if (!game.finished) return this.apply(gameId, madeAgainst, restore, actor);
    if (this.log.reopen === undefined) throw new HubError('conflict', `${this.kind.name} ${gameId} is over and its log cannot be reopened`);
    const decision = this.kind.decide(game.state, restore);
    if (!decision.ok) return { ok: false, game: hosted(game), violation: decision.violation };
    const before = { seq: game.seq, state: game.state };
    const rows = this.log.reopen(gameId, game.seq, actor, decision.events, note);
    game.state = decision.state ?? this.fold(game.state, decision.events);
    game.seq = rows.at(-1)?.seq ?? game.seq;
    game.finished = false;
    delete game.endedAt;
    delete game.endedBy;
    this.afterAppend(game, rows, before);
    return { ok: true, game: hosted(game), rows };
  }

  /** Closes a game whatever its state (the organiser ends it, or the round's time): `by` is logged with the end. */
  end(gameId: string, by?: EndedBy): HostedGame<S> {
    const game = this.running(gameId);
    if (!game.finished) this.close(game, by);
    this.announce(gameId);
    return hosted(game);
  }

  /**
   * Tells the hub the game changed: `since`, the seq before the events a change logged; without it,
   * a change its log does not show (a broken chain found, the organiser's end).
   */
  announce(gameId: string, since?: number): void {
    const game = this.running(gameId);
    this.bus.emit('game.changed', {
      kind: this.kind.name,
      gameId,
      ...(game.tableId === undefined ? {} : { tableId: game.tableId }),
      seq: game.seq,
      finished: game.finished,
      ...(since === undefined ? {} : { since }),
    });
  }

  /** What this viewer may see of the game now; the views of one state are shared by viewers alike. */
  view(gameId: string, viewer: W): V | undefined {
    const game = this.games.get(gameId);
    if (!game) return undefined;
    if (game.views.of !== game.state) game.views = { of: game.state, byViewer: new Map() };
    const key = JSON.stringify(viewer);
    if (!game.views.byViewer.has(key)) game.views.byViewer.set(key, this.kind.viewFor(game.state, viewer, gameId));
    return game.views.byViewer.get(key) as V;
  }

  /**
   * The events after log entry `since` as this viewer may see them (the kind's eventsFor), as far
   * back as the game keeps them (about `recentEvents`); each command's events are redacted once per viewer.
   */
  events(gameId: string, viewer: W, since = 0): SeqEvent<VE>[] {
    const game = this.games.get(gameId);
    if (!game) return [];
    const key = JSON.stringify(viewer);
    const out: SeqEvent<VE>[] = [];
    for (const batch of game.recent) {
      if (batch.firstSeq + batch.events.length - 1 <= since) continue;
      let seen = batch.byViewer.get(key);
      if (seen === undefined) {
        seen = this.kind.eventsFor(batch.before, batch.events as readonly E[], viewer, gameId).map((event, i) => ({ seq: batch.firstSeq + i, event }));
        batch.byViewer.set(key, seen);
      }
      for (const e of seen) if (e.seq > since) out.push(e);
    }
    return out;
  }

  private afterAppend(game: Running<S, VE>, rows: readonly LoggedEvent<E>[], before: { readonly seq: number; readonly state: S }): void {
    this.remember(game, before, rows.map((row) => row.event));
    this.maybeSnapshot(game, before.seq);
    if (this.kind.isFinished(game.state)) this.close(game);
    this.options.beforeAnnounce?.({ game: hosted(game), rows, before: before.state });
    this.announce(game.gameId, before.seq);
  }

  /** Keeps a command's events with the state before them, dropping the oldest beyond about `recentEvents`. */
  private remember(game: Running<S, VE>, before: { readonly seq: number; readonly state: S }, events: readonly E[]): void {
    game.recent.push({ firstSeq: before.seq + 1, before: before.state, events, byViewer: new Map() });
    let kept = game.recent.reduce((n, batch) => n + batch.events.length, 0);
    while (game.recent.length > 1 && kept - (game.recent[0]?.events.length ?? 0) >= this.recentEvents) kept -= game.recent.shift()?.events.length ?? 0;
  }

  private close(game: Running<S, VE>, by?: EndedBy): void {
    const endedAt = this.now().toISOString();
    this.log.end(game.gameId, endedAt, by);
    game.finished = true;
    game.endedAt = endedAt;
    if (by !== undefined) game.endedBy = by;
  }

  private maybeSnapshot(game: Running<S, VE>, previousSeq: number): void {
    const every = this.options.snapshotEvery;
    const snapshots = this.log.snapshots;
    if (every === undefined || snapshots === undefined || Math.floor(previousSeq / every) === Math.floor(game.seq / every)) return;
    try {
      snapshots.save(game.gameId, game.seq, game.state);
    } catch (error) {
      // A snapshot is a cache: without it a resume replays from the start, nothing is lost.
      this.logger.warn({ err: error, gameId: game.gameId, seq: game.seq }, 'could not save a snapshot');
    }
  }

  private fold(from: S, events: readonly E[]): S {
    return events.reduce((state, event) => this.kind.evolve(state, event), from);
  }

  private running(gameId: string): Running<S, VE> {
    const game = this.games.get(gameId);
    if (!game) throw new HubError('not-found', `no ${this.kind.name} "${gameId}" runs here`);
    return game;
  }
}

function noViews<S>(): Running<S>['views'] {
  return { of: undefined, byViewer: new Map() };
}

function hosted<S>(game: Running<S>): HostedGame<S> {
  const { gameId, tableId, state, seq, finished, endedAt, endedBy } = game;
  return {
    gameId,
    ...(tableId === undefined ? {} : { tableId }),
    state,
    seq,
    finished,
    ...(endedAt === undefined ? {} : { endedAt }),
    ...(endedBy === undefined ? {} : { endedBy }),
  };
}
