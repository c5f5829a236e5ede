import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { HubSecrets } from '../auth/hub-secrets.service.js';
import { JoinCodesService } from '../auth/join-codes.service.js';
import { CoinSourceError } from '../devices/coin-source.js';
import { engineFormat, formatById, FORMATS, withAchievements } from '../formats/index.js';
import { LOGGER, tableLogger, type Logger } from '../logging/logger.js';
import type { MatchRecord } from '../match-log/match-log.port.js';
import {
  describeIssues,
  idleStateId,
  matchStateId,
  type ErrorCode,
  type MatchSummary,
  type RestoreRequest,
  type StateId,
} from '../protocol/index.js';
import { HubError } from '../kernel/hub-error.js';
import type { StartMatch } from './match.schema.js';
import { COIN_SOURCES, MATCH_LOG, type CoinSources, type HubMatchLog } from './match.tokens.js';
import {
  recordCoinFlip,
  RULES_ENGINE,
  type EngineCommand,
  type EngineState,
  type RuleViolation,
  type RulesEngine,
  type Viewer,
} from './rules-engine.port.js';
import { CardAliases } from './card-aliases.js';
import { REGISTERED_DECKS, startingPlayers, type RegisteredDecks } from './registered-decks.js';
import { lastLegalPoint, restoreNote, type RestoreNote } from './restore-point.js';
import { TablesService } from './tables.service.js';

/** Resume replays at most this many events (bench/hub.bench.ts measures replay speed). */
export const SNAPSHOT_EVERY = 500;

/** The events a snapshot frame carries: about the current and the previous turn (a turn rarely logs more than 100). */
export const RECENT_EVENTS = 200;

/** An engine event with its place in the match log, as one viewer may see it. */
export interface SeqEvent {
  readonly seq: number;
  readonly event: unknown;
}

/** The events one command logged, with the state they were folded onto: what eventsFor redacts them against. */
interface Batch {
  readonly firstSeq: number;
  readonly before: EngineState;
  readonly events: readonly unknown[];
  /** The batch as each kind of viewer sees it: every spectator shares one. */
  readonly byViewer: Map<string, readonly SeqEvent[]>;
}

interface RunningMatch {
  record: MatchRecord;
  state: EngineState;
  /** Seq of the last logged event: the state id's counter. */
  seq: number;
  finished: boolean;
  readonly log: Logger;
  /** Coin prompts a CoinSource is answering right now. */
  readonly flipping: Set<string>;
  /** The latest judge's restore, for the banner every view shows. */
  restore: RestoreNote | null;
  readonly aliases: CardAliases;
  /** The log's hash chain failed its check (on resume, export or the judge's log view): the first problem. */
  broken: string | null;
  /** The views of the current state, one per kind of viewer: every spectator shares one. */
  views: { readonly of: EngineState; readonly byViewer: Map<string, unknown> };
  /** The latest RECENT_EVENTS events or so, by the command that logged them. */
  recent: Batch[];
}

export type TableChange =
  /** `since`: the log's seq before the change, whose events are those after it; absent when it logged none. */
  | { readonly kind: 'state'; readonly tableId: string; readonly since?: number }
  | { readonly kind: 'problem'; readonly tableId: string; readonly code: ErrorCode; readonly message: string };

/** Something that keeps a table's game still (the table mirror's open prompts): why, or null when it does not. */
export type TableHold = (tableId: string) => string | null;

/**
 * Commands that go through while a table is held: a judge's correction, a concession (it ends the
 * game whatever lies on the table), and a coin the flipper has already thrown.
 */
const PAST_HOLDS = new Set(['JudgeCorrect', 'JudgeRestore', 'Concede', 'RecordCoinFlip']);

export interface ApplyOptions {
  /** The command resolves what holds the table (an answer to a table prompt) or comes from the holder itself. */
  readonly pastHolds?: boolean;
  /**
   * The client who made the command, as the engine sees viewers: the ids it names are read back from
   * the aliases its view showed, and a card it cannot see is answered as one not in the game.
   */
  readonly as?: Viewer;
}

const FLIP_RETRY_FIRST_MS = 1000;
const FLIP_RETRY_MAX_MS = 30_000;

export type ApplyResult =
  | { readonly ok: true; readonly stateId: StateId }
  | { readonly ok: false; readonly stateId: StateId; readonly violation: RuleViolation };

/**
 * Runs the matches: every change goes command -> engine.decide -> match log (appended with the
 * expected seq, committed) -> engine.evolve -> listeners. The state in memory is always the fold
 * of what the log holds, so a crash loses nothing that was acknowledged, and boot resumes every
 * unfinished match by replaying its log. Coin prompts are answered by the table's CoinSource.
 * better-sqlite3 is synchronous, so one command is applied completely before the next starts.
 */
@Injectable()
export class MatchService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly running = new Map<string, RunningMatch>();
  private readonly listeners = new Set<(change: TableChange) => void>();
  private readonly holds = new Set<TableHold>();
  private stopped = false;
  /** Failed flips asked again by themselves: a flipper unplugged for a moment must not stall the table. */
  private readonly flipRetries = new Map<string, { attempts: number; timer: NodeJS.Timeout | undefined }>();

  /** The key of this hub's card aliases, kept in its database: a restart shows the same aliases. */
  private aliasKeyCache: Buffer | undefined;

  constructor(
    @Inject(RULES_ENGINE) private readonly engine: RulesEngine,
    @Inject(MATCH_LOG) private readonly matchLog: HubMatchLog,
    @Inject(COIN_SOURCES) private readonly coins: CoinSources,
    private readonly tables: TablesService,
    private readonly joinCodes: JoinCodesService,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly secrets: HubSecrets,
    @Inject(REGISTERED_DECKS) private readonly decks: RegisteredDecks,
  ) {}

  private get aliasKey(): Buffer {
    this.aliasKeyCache ??= this.secrets.key('card-aliases');
    return this.aliasKeyCache;
  }

  onApplicationBootstrap(): void {
    this.stopped = false;
    for (const record of this.matchLog.listMatches({ unfinished: true })) this.resume(record);
    for (const tableId of this.running.keys()) this.settleCoins(tableId);
  }

  onModuleDestroy(): void {
    this.stopped = true;
    for (const retry of this.flipRetries.values()) clearTimeout(retry.timer);
    this.flipRetries.clear();
    this.listeners.clear();
  }

  onChange(listener: (change: TableChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** While `hold` names a reason for a table, commands there are refused with `table-prompt-open` (see PAST_HOLDS). */
  holdWhile(hold: TableHold): () => void {
    this.holds.add(hold);
    return () => this.holds.delete(hold);
  }

  /** The table's current state id and match (the last one, even when over), for snapshots. */
  current(tableId: string): { stateId: StateId; match: MatchSummary | null } {
    const running = this.running.get(tableId);
    if (!running) return { stateId: idleStateId(tableId), match: null };
    return { stateId: stateIdOf(running), match: summaryOf(running) };
  }

  /** What this viewer may see of the table's match: the engine's viewFor, nothing else. */
  view(tableId: string, viewer: Viewer): unknown {
    const running = this.running.get(tableId);
    if (!running) return null;
    if (running.views.of !== running.state) running.views = { of: running.state, byViewer: new Map() };
    const key = viewerKey(viewer);
    let view = running.views.byViewer.get(key);
    if (view === undefined) {
      view = this.engine.viewFor(running.state, viewer, (uid) => running.aliases.alias(uid));
      running.views.byViewer.set(key, view);
    }
    return view;
  }

  /**
   * The engine's events after log entry `since` as this viewer may see them (the engine's eventsFor),
   * as far back as the match keeps them: about the current and the previous turn.
   */
  events(tableId: string, viewer: Viewer, since = 0): SeqEvent[] {
    const running = this.running.get(tableId);
    if (!running) return [];
    const key = viewerKey(viewer);
    const out: SeqEvent[] = [];
    for (const batch of running.recent) {
      if (batch.firstSeq + batch.events.length - 1 <= since) continue;
      let seen = batch.byViewer.get(key);
      if (seen === undefined) {
        seen = this.engine.eventsFor(batch.before, batch.events, viewer, (uid) => running.aliases.alias(uid)).map((event, i) => ({ seq: batch.firstSeq + i, event }));
        batch.byViewer.set(key, seen);
      }
      for (const e of seen) if (e.seq > since) out.push(e);
    }
    return out;
  }

  /** The id everyone but the card's owner and judges sees for a card of this match (see card-aliases.ts). */
  publicCardId(matchId: string, uid: string): string {
    return (this.runningMatch(matchId)?.aliases ?? new CardAliases(this.aliasKey, matchId)).alias(uid);
  }

  /** A card id a client sent about this match, read back from the alias its view showed. */
  realCardId(matchId: string, id: string): string {
    return this.runningMatch(matchId)?.aliases.realIds(id) ?? id;
  }

  /** `keepJoinCodes`: the next game of the same players' match (a league best-of-three) keeps the seats' codes. */
  start(tableId: string, input: StartMatch, actor: string, options: { readonly keepJoinCodes?: boolean } = {}): MatchSummary {
    const table = this.tables.get(tableId);
    const previous = this.running.get(tableId);
    if (previous && !previous.finished) {
      throw new HubError('conflict', `table "${tableId}" is running match ${previous.record.matchId}; end it first`);
    }
    const matchId = randomUUID();
    const profile = input.profile ?? table.profile;
    const requested = input.format ?? table.format;
    const named = formatById(requested);
    if (!named) {
      throw new HubError('invalid-message', `no format "${requested}"; the hub knows ${FORMATS.map((f) => f.id).join(', ')}`);
    }
    const definition = input.achievements === true ? withAchievements(named) : named;
    if (!definition) throw new HubError('invalid-message', `${named.name.en} cannot be played with achievements (003 "Erfolge")`);
    const format = definition.id;
    const players = startingPlayers(input.players, [named.id, format], this.decks);
    const command = this.parseCommand({ type: 'StartMatch', matchId, profile, format: engineFormat(definition), players });
    const decision = this.engine.decide(this.engine.initialState, command);
    if (!decision.ok) throw new HubError('invalid-command', `${decision.violation.code}: ${decision.violation.message}`);

    const record: MatchRecord = { matchId, tableId, startedAt: new Date().toISOString(), profile, format };
    this.matchLog.createMatch(record);
    const rows = this.matchLog.append(matchId, 0, actor, decision.events);
    const running: RunningMatch = {
      record,
      state: decision.events.reduce<EngineState>((s, e) => this.engine.evolve(s, e), this.engine.initialState),
      seq: rows.at(-1)?.seq ?? 0,
      finished: false,
      log: tableLogger(this.logger, tableId, matchId),
      flipping: new Set(),
      aliases: new CardAliases(this.aliasKey, matchId),
      views: { of: undefined, byViewer: new Map() },
      recent: [],
      broken: null,
      restore: null,
    };
    remember(running, rows[0]?.seq ?? 1, this.engine.initialState, decision.events);
    this.running.set(tableId, running);
    running.log.info({ actor, profile, format, events: rows.length }, 'match started');
    if (options.keepJoinCodes !== true) this.joinCodes.rotate(tableId);
    this.afterChange(tableId, running, 0);
    return summaryOf(running);
  }

  /**
   * Applies one command made against `stateId`. A stale state id or a malformed command throws a
   * HubError, and so does one made while the table is held (an open table prompt); a command the
   * rules forbid comes back as a violation and changes nothing.
   */
  apply(tableId: string, stateId: StateId, raw: unknown, actor: string, options: ApplyOptions = {}): ApplyResult {
    const running = this.runningAt(tableId, stateId);
    const current = stateIdOf(running);
    const command = this.parseCommand(options.as === undefined ? raw : running.aliases.realIds(raw));
    if (options.pastHolds !== true && !PAST_HOLDS.has(command.type)) {
      for (const hold of this.holds) {
        const reason = hold(tableId);
        if (reason !== null) throw new HubError('table-prompt-open', reason);
      }
    }
    const decision = options.as === undefined ? this.engine.decide(running.state, command) : this.engine.decideAs(running.state, command, options.as);
    if (!decision.ok) {
      running.log.info({ actor, command: command.type, violation: decision.violation.code }, 'command refused');
      return { ok: false, stateId: current, violation: decision.violation };
    }
    if (decision.events.length > 0) {
      const previousSeq = running.seq;
      const rows = this.matchLog.append(running.record.matchId, running.seq, actor, decision.events);
      remember(running, previousSeq + 1, running.state, decision.events);
      running.state = decision.state;
      running.seq = rows.at(-1)?.seq ?? running.seq;
      for (const row of rows) running.restore = restoreNote(row) ?? running.restore;
      this.maybeSnapshot(running, previousSeq);
      running.log.debug({ actor, command: command.type, seq: running.seq }, 'command applied');
      if (this.engine.isFinished(running.state)) this.finish(running, 'finished by the rules');
      this.afterChange(tableId, running, previousSeq);
    }
    return { ok: true, stateId: stateIdOf(running) };
  }

  /**
   * A judge puts the game back to an earlier point of its log (see restore-point.ts for "the last
   * legal state"): the state there is replayed from the log and handed to the engine, which checks it
   * and logs the restore as one more event. Nothing in the log is changed or removed.
   */
  restore(tableId: string, stateId: StateId, request: RestoreRequest, judge: string): ApplyResult {
    // A finished match too: an illegal play that ended the game is the commonest judge call.
    const running = this.runningAt(tableId, stateId, { finished: true });
    const entries = this.matchLog.read(running.record.matchId, 1);
    let toSeq: number;
    if (request.to.kind === 'seq') {
      toSeq = request.to.seq;
      if (toSeq >= running.seq) {
        throw new HubError('invalid-command', `the game is at log entry ${running.seq}; restore to an earlier one, not ${toSeq}`);
      }
    } else {
      const point = lastLegalPoint(entries);
      if (!point) throw new HubError('conflict', 'nothing to undo: no player or table mirror play since the match started or the last restore');
      toSeq = point.toSeq;
    }
    const state = this.engine.replay(entries.slice(0, toSeq).map((entry) => entry.event));
    const command = { type: 'JudgeRestore', judge, reason: request.reason, toSeq, state };
    running.log.info({ judge, toSeq, to: request.to.kind, reason: request.reason, finished: running.finished }, 'judge asks to restore an earlier state');
    if (!running.finished) return this.apply(tableId, stateId, command, `judge:${judge}`);
    return this.reopen(running, command, { judge, reason: request.reason, toSeq });
  }

  /**
   * The judge's restore of a finished match: the engine accepts it only for a point before the end,
   * and the match log reopens the match with the restore's events in one transaction, so the end
   * and the restore that undid it both stay in the log. The match then runs again.
   */
  private reopen(running: RunningMatch, raw: unknown, note: { judge: string; reason: string; toSeq: number }): ApplyResult {
    const command = this.parseCommand(raw);
    const decision = this.engine.decide(running.state, command);
    if (!decision.ok) {
      running.log.info({ actor: `judge:${note.judge}`, command: command.type, violation: decision.violation.code }, 'restore of a finished match refused');
      return { ok: false, stateId: stateIdOf(running), violation: decision.violation };
    }
    const previousSeq = running.seq;
    const rows = this.matchLog.reopen(running.record.matchId, running.seq, `judge:${note.judge}`, decision.events, note);
    remember(running, previousSeq + 1, running.state, decision.events);
    running.state = decision.state;
    running.seq = rows.at(-1)?.seq ?? running.seq;
    for (const row of rows) running.restore = restoreNote(row) ?? running.restore;
    running.record = this.matchLog.getMatch(running.record.matchId) ?? running.record;
    running.finished = false;
    this.maybeSnapshot(running, previousSeq);
    running.log.info({ judge: note.judge, toSeq: note.toSeq, seq: running.seq }, 'match reopened by a judge\'s restore');
    if (this.engine.isFinished(running.state)) this.finish(running, 'finished by the rules');
    this.afterChange(running.record.tableId, running, previousSeq);
    return { ok: true, stateId: stateIdOf(running) };
  }

  end(tableId: string, actor: string): MatchSummary {
    const running = this.running.get(tableId);
    if (!running || running.finished) throw new HubError('no-match', `no match runs at table "${tableId}"`);
    this.finish(running, `ended by ${actor}`);
    this.afterChange(tableId, running);
    return summaryOf(running);
  }

  /** Asks the coin source again for prompts whose flip failed (flipper unplugged, timeout...). */
  retryCoinFlips(tableId: string): void {
    if (!this.running.has(tableId)) throw new HubError('no-match', `no match runs at table "${tableId}"`);
    this.settleCoins(tableId);
  }

  list(filter: { tableId?: string; unfinished?: boolean }): MatchRecord[] {
    return this.matchLog.listMatches(filter);
  }

  /** The match's log as JSON Lines: a header, then each event with its hash chain (verify with `npm run matchlog`). */
  exportJsonl(matchId: string): string {
    if (!this.matchLog.getMatch(matchId)) throw new HubError('no-match', `no match "${matchId}" in the log`);
    this.checkChain(matchId);
    return this.matchLog
      .exportLines(matchId)
      .map((line) => `${line}\n`)
      .join('');
  }

  /** Verifies the stored chain; a broken one is logged and marked on the match every client sees. */
  private checkChain(matchId: string): void {
    const broken = this.matchLog.verifyChain(matchId);
    if (broken === null) return;
    const running = this.runningMatch(matchId);
    (running?.log ?? this.logger).error({ matchId, problem: broken }, 'the match log was changed after it was written: its hash chain does not verify');
    if (running && running.broken === null) {
      running.broken = broken;
      this.afterChange(running.record.tableId, running);
    }
  }

  private runningMatch(matchId: string): RunningMatch | undefined {
    for (const running of this.running.values()) if (running.record.matchId === matchId) return running;
    return undefined;
  }

  private resume(record: MatchRecord): void {
    const log = tableLogger(this.logger, record.tableId, record.matchId);
    if (this.matchLog.read(record.matchId, 1).length === 0) {
      // The hub stopped between creating the match and logging its start: nothing was acknowledged.
      this.matchLog.endMatch(record.matchId, new Date().toISOString());
      log.warn('ended a match that has no events');
      return;
    }
    const other = this.running.get(record.tableId);
    if (other && other.record.startedAt > record.startedAt) {
      log.warn({ newer: other.record.matchId }, 'left an older unfinished match of this table alone');
      return;
    }
    const started = performance.now();
    const { state, seq, fromSnapshot, recent } = this.fold(record.matchId);
    const running: RunningMatch = {
      record,
      state,
      seq,
      finished: false,
      log,
      flipping: new Set(),
      aliases: new CardAliases(this.aliasKey, record.matchId),
      views: { of: undefined, byViewer: new Map() },
      recent: recent.events.length > 0 ? [{ ...recent, byViewer: new Map() }] : [],
      broken: this.matchLog.verifyChain(record.matchId),
      restore: this.latestRestore(record.matchId),
    };
    this.running.set(record.tableId, running);
    if (running.broken !== null) log.error({ problem: running.broken }, 'the match log was changed after it was written: its hash chain does not verify');
    log.info({ seq, fromSnapshot, replayMs: Math.round(performance.now() - started) }, 'match resumed');
    if (this.engine.isFinished(state)) this.finish(running, 'found finished on resume');
  }

  /**
   * The match's current state: the latest snapshot (when it still belongs to this chain: the
   * event at its seq has the hash it was taken at) plus the events after it, the last RECENT_EVENTS
   * of them kept with the state before them for the event feed.
   */
  private fold(matchId: string): { state: EngineState; seq: number; fromSnapshot: number | null; recent: Omit<Batch, 'byViewer'> } {
    const snapshot = this.matchLog.latestSnapshot<EngineState>(matchId);
    const anchor = snapshot ? this.matchLog.read(matchId, snapshot.seq)[0] : undefined;
    const usable = snapshot !== undefined && anchor?.seq === snapshot.seq && anchor.hash === snapshot.hash;
    const from = usable ? snapshot.seq + 1 : 1;
    const rows = this.matchLog.read(matchId, from);
    const cut = Math.max(0, rows.length - RECENT_EVENTS);
    const before = this.engine.replay(
      rows.slice(0, cut).map((row) => row.event),
      usable ? snapshot.state : this.engine.initialState,
    );
    const events = rows.slice(cut).map((row) => row.event);
    const state = this.engine.replay(events, before);
    const recent = { firstSeq: rows[cut]?.seq ?? from, before, events };
    return { state, seq: rows.at(-1)?.seq ?? (usable ? snapshot.seq : 0), fromSnapshot: usable ? snapshot.seq : null, recent };
  }

  /** Every SNAPSHOT_EVERY events a snapshot, so a resume never replays more than that many. */
  private maybeSnapshot(running: RunningMatch, previousSeq: number): void {
    if (Math.floor(previousSeq / SNAPSHOT_EVERY) === Math.floor(running.seq / SNAPSHOT_EVERY)) return;
    try {
      this.matchLog.saveSnapshot(running.record.matchId, running.seq, running.state);
    } catch (error) {
      // A snapshot is a cache: without it a resume replays from the start, nothing is lost.
      running.log.warn({ err: error, seq: running.seq }, 'could not save a snapshot');
    }
  }

  private finish(running: RunningMatch, why: string): void {
    const endedAt = new Date().toISOString();
    this.matchLog.endMatch(running.record.matchId, endedAt);
    running.record = { ...running.record, endedAt };
    running.finished = true;
    running.log.info({ seq: running.seq }, `match ${why}`);
  }

  /** The running match at this table, if `stateId` is where it stands and it is not over (unless `finished` allows it). */
  private runningAt(tableId: string, stateId: StateId, allow: { finished?: boolean } = {}): RunningMatch {
    const running = this.running.get(tableId);
    if (!running) throw new HubError('no-match', `no match runs at table "${tableId}"`);
    const current = stateIdOf(running);
    if (stateId !== current) {
      throw new HubError('stale-state', `the command was made against ${stateId}, but the table is at ${current}`);
    }
    if (running.finished && allow.finished !== true) throw new HubError('no-match', `match ${running.record.matchId} is over`);
    return running;
  }

  /** The latest restore in a match's log (read on resume; a running match keeps its own). */
  private latestRestore(matchId: string): RestoreNote | null {
    let latest: RestoreNote | null = null;
    for (const entry of this.matchLog.read(matchId, 1)) latest = restoreNote(entry) ?? latest;
    return latest;
  }

  private parseCommand(raw: unknown): EngineCommand {
    const parsed = this.engine.commandSchema.safeParse(raw);
    if (!parsed.success) throw new HubError('invalid-command', describeIssues(parsed.error));
    return parsed.data as EngineCommand;
  }

  private afterChange(tableId: string, running: RunningMatch, since?: number): void {
    this.emit(since === undefined ? { kind: 'state', tableId } : { kind: 'state', tableId, since });
    if (!running.finished) this.settleCoins(tableId);
  }

  private settleCoins(tableId: string): void {
    const running = this.running.get(tableId);
    if (!running || running.finished || this.stopped) return;
    for (const prompt of this.engine.pendingCoinFlips(running.state)) {
      if (running.flipping.has(prompt.promptId)) continue;
      const source = this.coins.forTable(tableId);
      if (!source) {
        this.problem(running, 'coin-flip-failed', `table "${tableId}" has no coin flipper and may not flip in software`);
        continue;
      }
      running.flipping.add(prompt.promptId);
      running.log.info({ promptId: prompt.promptId, request: prompt.request, reason: prompt.reason }, 'flipping coins');
      source.flip(prompt.request).then(
        (result) => {
          running.flipping.delete(prompt.promptId);
          this.flipRetries.delete(`${tableId}/${prompt.promptId}`);
          if (this.stopped || this.running.get(tableId) !== running || running.finished) return;
          if (!this.engine.pendingCoinFlips(running.state).some((p) => p.promptId === prompt.promptId)) return;
          try {
            const applied = this.apply(
              tableId,
              stateIdOf(running),
              recordCoinFlip(prompt.promptId, result.results, result.origin),
              'coin-flipper',
            );
            if (!applied.ok) this.problem(running, 'coin-flip-failed', `the rules refused the flip: ${applied.violation.message}`);
          } catch (error) {
            this.problem(running, 'coin-flip-failed', `recording the flip failed: ${String(error)}`);
          }
        },
        (error: unknown) => {
          running.flipping.delete(prompt.promptId);
          if (this.stopped) return;
          this.problem(running, 'coin-flip-failed', `coin flip failed: ${error instanceof Error ? error.message : String(error)}`);
          if (!(error instanceof CoinSourceError && error.code === 'software-flips-forbidden')) this.retryFlipLater(tableId, prompt.promptId);
        },
      );
    }
  }

  /** Asks the coin source again after 1 s, 2 s, 4 s … up to every 30 s, until the flip lands or the prompt is gone. */
  private retryFlipLater(tableId: string, promptId: string): void {
    const key = `${tableId}/${promptId}`;
    const retry = this.flipRetries.get(key) ?? { attempts: 0, timer: undefined };
    clearTimeout(retry.timer);
    const delay = Math.min(FLIP_RETRY_MAX_MS, FLIP_RETRY_FIRST_MS * 2 ** retry.attempts);
    retry.attempts += 1;
    retry.timer = setTimeout(() => {
      retry.timer = undefined;
      const running = this.running.get(tableId);
      if (!running || !this.engine.pendingCoinFlips(running.state).some((p) => p.promptId === promptId)) {
        this.flipRetries.delete(key);
        return;
      }
      this.settleCoins(tableId);
    }, delay);
    retry.timer.unref();
    this.flipRetries.set(key, retry);
  }

  private problem(running: RunningMatch, code: ErrorCode, message: string): void {
    running.log.error({ code }, message);
    this.emit({ kind: 'problem', tableId: running.record.tableId, code, message });
  }

  private emit(change: TableChange): void {
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch (error) {
        this.logger.error({ err: error, tableId: change.tableId }, 'a table listener failed');
      }
    }
  }
}

function viewerKey(viewer: Viewer): string {
  return viewer.role === 'player' ? viewer.seat : viewer.role;
}

/** Keeps a command's events for the event feed, dropping the oldest commands' beyond RECENT_EVENTS. */
function remember(running: RunningMatch, firstSeq: number, before: EngineState, events: readonly unknown[]): void {
  running.recent.push({ firstSeq, before, events, byViewer: new Map() });
  let kept = running.recent.reduce((n, b) => n + b.events.length, 0);
  while (running.recent.length > 1 && kept - (running.recent[0]?.events.length ?? 0) >= RECENT_EVENTS) kept -= running.recent.shift()?.events.length ?? 0;
}

function stateIdOf(running: RunningMatch): StateId {
  return matchStateId(running.record.matchId, running.seq);
}

function summaryOf(running: RunningMatch): MatchSummary {
  const { matchId, tableId, profile, format, startedAt, endedAt } = running.record;
  return {
    matchId,
    tableId,
    profile,
    format,
    startedAt,
    ...(endedAt === undefined ? {} : { endedAt }),
    seq: running.seq,
    finished: running.finished,
    ...(running.restore === null ? {} : { restore: running.restore }),
    ...(running.broken === null ? {} : { broken: running.broken }),
  };
}
