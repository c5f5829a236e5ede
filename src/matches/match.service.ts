import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { HubSecrets } from '../auth/hub-secrets.service.js';
import { JoinCodesService } from '../auth/join-codes.service.js';
import { CoinSourceError } from '../devices/coin-source.js';
import { engineFormat, formatById, FORMATS, withAchievements } from '../formats/index.js';
import { GameHost, type HostedGame } from '../game-host/game-host.js';
import { HubError } from '../kernel/hub-error.js';
import { HubEventBus } from '../kernel/hub-events.js';
import { LOGGER, tableLogger, type Logger } from '../logging/logger.js';
import type { LoggedEvent, MatchRecord } from '../match-log/match-log.port.js';
import {
  describeIssues,
  idleStateId,
  matchStateId,
  type ErrorCode,
  type FeedEvent,
  type MatchSummary,
  type RestoreRequest,
  type StateId,
} from '../protocol/index.js';
import type { StartMatch } from './match.schema.js';
import { CardAliases } from './card-aliases.js';
import { matchGameLog } from './match-game-log.js';
import { matchKind } from './match.kind.js';
import { COIN_SOURCES, MATCH_LOG, type CoinSources, type HubMatchLog } from './match.tokens.js';
import { REGISTERED_DECKS, startingPlayers, type RegisteredDecks } from './registered-decks.js';
import { lastLegalPoint, restoreNote, type RestoreNote } from './restore-point.js';
import {
  recordCoinFlip,
  RULES_ENGINE,
  type EngineCommand,
  type EngineEvent,
  type EngineState,
  type RuleViolation,
  type RulesEngine,
  type ViewedEvent,
  type Viewer,
} from './rules-engine.port.js';
import type { TableChange } from './table-changes.js';
import { TablesService } from './tables.service.js';

export { RECENT_EVENTS } from '../game-host/game-host.js';
export type { TableChange };

/** Resume replays at most this many events (bench/hub.bench.ts measures replay speed). */
export const SNAPSHOT_EVERY = 500;

/** What the match service keeps of a table's match beside its game (the host's: state, seq, end). */
interface RunningMatch {
  readonly matchId: string;
  readonly tableId: string;
  record: MatchRecord;
  readonly log: Logger;
  /** Coin prompts a CoinSource is answering right now. */
  readonly flipping: Set<string>;
  /** The latest judge's restore, for the banner every view shows. */
  restore: RestoreNote | null;
  readonly aliases: CardAliases;
  /** The log's hash chain failed its check (on resume, export or the judge's log view): the first problem. */
  broken: string | null;
}

export type MatchEndedBy = NonNullable<MatchSummary['endedBy']>;

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
 * Runs the matches as a configuration of the game host (src/game-host: the match kind over the
 * match log, with snapshots and the judge's restore): every change goes command -> engine.decide ->
 * match log -> engine.evolve -> `game.changed` on the hub's bus, and boot resumes every unfinished
 * match by replaying its log. The service keeps what is a match's own: the seats' codes, the table's
 * holds, the coin prompts its CoinSource answers, the card aliases and the restore banner.
 */
@Injectable()
export class MatchService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly running = new Map<string, RunningMatch>();
  private readonly holds = new Set<TableHold>();
  private readonly games: GameHost<EngineState, EngineCommand, EngineEvent, unknown, Viewer, ViewedEvent>;
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
    private readonly bus: HubEventBus,
  ) {
    this.games = new GameHost(matchKind(engine, (matchId) => this.aliasesOf(matchId)), matchGameLog(matchLog), bus, logger, {
      stateId: matchStateId,
      snapshotEvery: SNAPSHOT_EVERY,
      beforeAnnounce: ({ game, rows }) => this.settle(game, rows),
    });
  }

  private get aliasKey(): Buffer {
    this.aliasKeyCache ??= this.secrets.key('card-aliases');
    return this.aliasKeyCache;
  }

  onApplicationBootstrap(): void {
    this.stopped = false;
    for (const record of this.matchLog.listMatches({ unfinished: true })) this.resume(record);
    // A table whose last match is over shows it as before the restart: its result, or what ended it.
    for (const table of this.tables.list()) {
      const last = this.running.has(table.id) ? undefined : this.matchLog.latestMatch(table.id);
      if (last?.endedAt !== undefined && this.matchLog.read(last.matchId, 1).length > 0) this.resume(last);
    }
    for (const tableId of this.running.keys()) this.settleCoins(tableId);
  }

  onModuleDestroy(): void {
    this.stopped = true;
    for (const retry of this.flipRetries.values()) clearTimeout(retry.timer);
    this.flipRetries.clear();
  }

  /** While `hold` names a reason for a table, commands there are refused with `table-prompt-open` (see PAST_HOLDS). */
  holdWhile(hold: TableHold): () => void {
    this.holds.add(hold);
    return () => this.holds.delete(hold);
  }

  /** The table's current state id and match (the last one, even when over), for snapshots. */
  current(tableId: string): { stateId: StateId; match: MatchSummary | null } {
    const running = this.running.get(tableId);
    const game = running && this.games.get(running.matchId);
    if (!running || !game) return { stateId: idleStateId(tableId), match: null };
    return { stateId: this.games.stateId(game), match: summaryOf(running, game) };
  }

  /** What this viewer may see of the table's match: the engine's viewFor, nothing else. */
  view(tableId: string, viewer: Viewer): unknown {
    const running = this.running.get(tableId);
    return (running && this.games.view(running.matchId, viewer)) ?? null;
  }

  /**
   * The engine's events after log entry `since` as this viewer may see them (the engine's eventsFor),
   * as far back as the match keeps them: about the current and the previous turn.
   */
  events(tableId: string, viewer: Viewer, since = 0): FeedEvent[] {
    const running = this.running.get(tableId);
    return running ? this.games.events(running.matchId, viewer, since) : [];
  }

  /** The id everyone but the card's owner and judges sees for a card of this match (see card-aliases.ts). */
  publicCardId(matchId: string, uid: string): string {
    return this.aliasesOf(matchId).alias(uid);
  }

  /** A card id a client sent about this match, read back from the alias its view showed. */
  realCardId(matchId: string, id: string): string {
    return this.runningMatch(matchId)?.aliases.realIds(id) ?? id;
  }

  /** `keepJoinCodes`: the next game of the same players' match (a league best-of-three) keeps the seats' codes. */
  start(tableId: string, input: StartMatch, actor: string, options: { readonly keepJoinCodes?: boolean } = {}): MatchSummary {
    const table = this.tables.get(tableId);
    const previous = this.running.get(tableId);
    if (previous && this.games.get(previous.matchId)?.finished === false) {
      throw new HubError('conflict', `table "${tableId}" is running match ${previous.matchId}; end it first`);
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

    const record: MatchRecord = { matchId, tableId, startedAt: new Date().toISOString(), profile, format };
    const running: RunningMatch = {
      matchId,
      tableId,
      record,
      log: tableLogger(this.logger, tableId, matchId),
      flipping: new Set(),
      aliases: new CardAliases(this.aliasKey, matchId),
      broken: null,
      restore: null,
    };
    // The table shows the new match from its first announcement on; a start the engine refuses leaves the previous one.
    this.running.set(tableId, running);
    const create = (events: readonly EngineEvent[]): LoggedEvent<EngineEvent>[] => {
      this.matchLog.createMatch(record);
      const rows = this.matchLog.append(matchId, 0, actor, events);
      running.log.info({ actor, profile, format, events: rows.length }, 'match started');
      if (options.keepJoinCodes !== true) this.joinCodes.rotate(tableId);
      return rows;
    };
    try {
      const started = this.games.start(matchId, tableId, command, create);
      if (!started.ok) throw new HubError('invalid-command', `${started.violation.code}: ${started.violation.message}`);
      if (previous) this.games.forget(previous.matchId);
      return summaryOf(running, started.game);
    } finally {
      if (this.games.get(matchId) === undefined) this.putBack(tableId, previous);
    }
  }

  /**
   * Applies one command made against `stateId`. A stale state id or a malformed command throws a
   * HubError, and so does one made while the table is held (an open table prompt); a command the
   * rules forbid comes back as a violation and changes nothing.
   */
  apply(tableId: string, stateId: StateId, raw: unknown, actor: string, options: ApplyOptions = {}): ApplyResult {
    const { running } = this.runningAt(tableId, stateId);
    const command = this.parseCommand(options.as === undefined ? raw : running.aliases.realIds(raw));
    if (options.pastHolds !== true && !PAST_HOLDS.has(command.type)) {
      for (const hold of this.holds) {
        const reason = hold(tableId);
        if (reason !== null) throw new HubError('table-prompt-open', reason);
      }
    }
    const as = options.as;
    const applied = this.games.apply(running.matchId, stateId, command, actor, as === undefined ? undefined : (state, c) => this.engine.decideAs(state, c, as));
    const now = this.games.stateId(applied.game);
    if (!applied.ok) {
      running.log.info({ actor, command: command.type, violation: applied.violation.code }, 'command refused');
      return { ok: false, stateId: now, violation: applied.violation };
    }
    if (applied.rows.length > 0) running.log.debug({ actor, command: command.type, seq: applied.game.seq }, 'command applied');
    return { ok: true, stateId: now };
  }

  /**
   * A judge puts the game back to an earlier point of its log (see restore-point.ts for "the last
   * legal state"): the state there is replayed from the log and handed to the engine, which checks it
   * and logs the restore as one more event. Nothing in the log is changed or removed. A finished
   * match too (an illegal play that ended the game is the commonest judge call): it is reopened.
   */
  restore(tableId: string, stateId: StateId, request: RestoreRequest, judge: string): ApplyResult {
    const { running, game } = this.runningAt(tableId, stateId, { finished: true });
    let toSeq: number;
    if (request.to.kind === 'seq') {
      toSeq = request.to.seq;
    } else {
      const point = lastLegalPoint(this.matchLog.read(running.matchId, 1));
      if (!point) throw new HubError('conflict', 'nothing to undo: no player or table mirror play since the match started or the last restore');
      toSeq = point.toSeq;
    }
    const note = { judge, reason: request.reason, toSeq };
    running.log.info({ judge, toSeq, to: request.to.kind, reason: request.reason, finished: game.finished }, 'judge asks to restore an earlier state');
    const command = (state: EngineState) => this.parseCommand({ type: 'JudgeRestore', ...note, state });
    const applied = this.games.restore(running.matchId, stateId, note, command, `judge:${judge}`);
    const now = this.games.stateId(applied.game);
    if (!applied.ok) {
      running.log.info({ actor: `judge:${judge}`, command: 'JudgeRestore', violation: applied.violation.code }, 'restore refused');
      return { ok: false, stateId: now, violation: applied.violation };
    }
    if (game.finished) running.log.info({ judge, toSeq, seq: applied.game.seq }, "match reopened by a judge's restore");
    return { ok: true, stateId: now };
  }

  end(tableId: string, actor: string, endedBy: MatchEndedBy = 'organiser'): MatchSummary {
    const running = this.running.get(tableId);
    if (!running || this.games.get(running.matchId)?.finished !== false) throw new HubError('no-match', `no match runs at table "${tableId}"`);
    const game = this.games.end(running.matchId, endedBy);
    running.log.info({ seq: game.seq }, `match ended by ${actor}`);
    return summaryOf(running, game);
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
      this.games.announce(matchId);
    }
  }

  private runningMatch(matchId: string): RunningMatch | undefined {
    for (const running of this.running.values()) if (running.matchId === matchId) return running;
    return undefined;
  }

  private aliasesOf(matchId: string): CardAliases {
    return this.runningMatch(matchId)?.aliases ?? new CardAliases(this.aliasKey, matchId);
  }

  /** A start that did not happen: the table shows its previous match again (or none). */
  private putBack(tableId: string, previous: RunningMatch | undefined): void {
    if (previous) this.running.set(tableId, previous);
    else this.running.delete(tableId);
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
      log.warn({ newer: other.matchId }, 'left an older unfinished match of this table alone');
      return;
    }
    const started = performance.now();
    const running: RunningMatch = {
      matchId: record.matchId,
      tableId: record.tableId,
      record,
      log,
      flipping: new Set(),
      aliases: new CardAliases(this.aliasKey, record.matchId),
      broken: this.matchLog.verifyChain(record.matchId),
      restore: this.latestRestore(record.matchId),
    };
    this.running.set(record.tableId, running);
    if (other) this.games.forget(other.matchId);
    const ended = record.endedAt === undefined ? undefined : { at: record.endedAt, ...(record.endedBy === undefined ? {} : { by: record.endedBy }) };
    const { game, fromSnapshot } = this.games.resume(record.matchId, record.tableId, ended);
    if (running.broken !== null) log.error({ problem: running.broken }, 'the match log was changed after it was written: its hash chain does not verify');
    const replayMs = Math.round(performance.now() - started);
    if (ended !== undefined) {
      log.info({ seq: game.seq, fromSnapshot, replayMs, endedBy: ended.by ?? 'rules' }, 'ended match shown at its table again');
      return;
    }
    log.info({ seq: game.seq, fromSnapshot, replayMs }, 'match resumed');
    if (game.finished) log.info({ seq: game.seq }, 'match found finished on resume');
  }

  /** The match's own bookkeeping of a change, before it is announced: the restore banner, the end, the coins. */
  private settle(game: HostedGame<EngineState>, rows: readonly LoggedEvent<EngineEvent>[]): void {
    const running = this.runningMatch(game.gameId);
    if (!running) return;
    for (const row of rows) running.restore = restoreNote(row) ?? running.restore;
    if (game.finished) running.log.info({ seq: game.seq }, 'match finished by the rules');
    else this.settleCoins(running.tableId);
  }

  /** The running match at this table, if `stateId` is where it stands and it is not over (unless `finished` allows it). */
  private runningAt(tableId: string, stateId: StateId, allow: { finished?: boolean } = {}): { running: RunningMatch; game: HostedGame<EngineState> } {
    const running = this.running.get(tableId);
    if (!running) throw new HubError('no-match', `no match runs at table "${tableId}"`);
    const game = this.games.at(running.matchId, stateId);
    if (game.finished && allow.finished !== true) throw new HubError('no-match', `match ${running.matchId} is over`);
    return { running, game };
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

  /** The table's running match and its game, while it is not over. */
  private playing(tableId: string): { running: RunningMatch; game: HostedGame<EngineState> } | undefined {
    const running = this.running.get(tableId);
    const game = running && this.games.get(running.matchId);
    return running && game && !game.finished ? { running, game } : undefined;
  }

  private settleCoins(tableId: string): void {
    const playing = this.playing(tableId);
    if (!playing || this.stopped) return;
    const { running } = playing;
    for (const prompt of this.engine.pendingCoinFlips(playing.game.state)) {
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
          const now = this.playing(tableId);
          if (this.stopped || now?.running !== running) return;
          if (!this.engine.pendingCoinFlips(now.game.state).some((p) => p.promptId === prompt.promptId)) return;
          try {
            const applied = this.apply(
              tableId,
              this.games.stateId(now.game),
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
      const game = this.playing(tableId)?.game;
      if (!game || !this.engine.pendingCoinFlips(game.state).some((p) => p.promptId === promptId)) {
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
    this.bus.emit('table.problem', { tableId: running.tableId, code, message });
  }
}

function summaryOf(running: RunningMatch, game: HostedGame<EngineState>): MatchSummary {
  const { matchId, tableId, profile, format, startedAt } = running.record;
  return {
    matchId,
    tableId,
    profile,
    format,
    startedAt,
    ...(game.endedAt === undefined ? {} : { endedAt: game.endedAt }),
    seq: game.seq,
    finished: game.finished,
    // A judge's restore reopens the match: what had closed it no longer holds.
    ...(game.endedBy === undefined ? {} : { endedBy: game.endedBy }),
    ...(running.restore === null ? {} : { restore: running.restore }),
    ...(running.broken === null ? {} : { broken: running.broken }),
  };
}
