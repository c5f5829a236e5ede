import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { AuthService } from '../auth/auth.service.js';
import {
  confirmAchievement,
  DEFAULT_AGREEMENT,
  tallyEvent,
  tallyWith,
  type AchievementConfirmation,
  type AchievementTally,
} from '../formats/achievements.js';
import { ACHIEVEMENTS, ACHIEVEMENT_POINTS_TO_WIN, ERFOLGE } from '../formats/advanced.formats.js';
import { formatById } from '../formats/format-registry.js';
import { playsAchievements, WITH_ACHIEVEMENTS_SUFFIX } from '../formats/with-achievements.js';
import { LOGGER, type Logger } from '../logging/logger.js';
import type { MatchLog, MatchRecord } from '../match-log/match-log.port.js';
import { MATCH_LOG } from '../match-log/match-log.tokens.js';
import { HubError } from '../kernel/hub-error.js';
import { MatchService } from '../matches/match.service.js';
import { onTableChange, type TableChange } from '../matches/table-changes.js';
import { HubEventBus } from '../kernel/hub-events.js';
import { evolve, initialState, type GameEvent, type GameState } from '../rules/index.js';
import { AchievementsRepository } from './achievements.repository.js';
import type { AchievementTallyView, AgreeAchievementsBody, ConfirmAchievementBody } from '../protocol/achievements.schema.js';

/** The fold of one match so far: its engine state and tally after log entry `seq`. */
interface Followed {
  seq: number;
  state: GameState;
  tally: AchievementTally;
  /** The confirmations already folded in (their count: they are read in id order). */
  confirmations: number;
  /** history[seq]: the tally after log entry seq, confirmations made then included (for a judge's restore). */
  readonly history: AchievementTally[];
}

const textOf = new Map<string, string>(ACHIEVEMENTS.map((a) => [a.id, a.text]));

/**
 * 003 "Erfolge" at the table: follows every match played with achievements (format "erfolge", or any
 * format with them, "<format>+erfolge"), folds its log into the tally of src/formats/achievements.ts,
 * keeps what the log cannot reproduce (the players' agreement on what counts, their confirmations,
 * each with who gave it) in its own tables, and ends the game through the engine (DeclareFormatWin)
 * when a player reaches 100 points. The tally is a cache: a restart recomputes it from the log and
 * those tables.
 */
@Injectable()
export class AchievementsService implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly followed = new Map<string, Followed>();
  private readonly cleanups: (() => void)[] = [];
  private readonly log: Logger;

  constructor(
    private readonly repository: AchievementsRepository,
    @Inject(MATCH_LOG) private readonly matchLog: MatchLog & { getMatch(matchId: string): MatchRecord | undefined },
    private readonly matches: MatchService,
    private readonly auth: AuthService,
    @Inject(LOGGER) logger: Logger,
    private readonly bus: HubEventBus,
  ) {
    this.log = logger.child({ component: 'achievements' });
  }

  onModuleInit(): void {
    this.repository.migrate();
  }

  onApplicationBootstrap(): void {
    this.cleanups.push(onTableChange(this.bus, (change) => this.onTableChange(change)));
    // A hub stopped between the 100th point and the win it declares catches up here.
    for (const record of this.matchLog.listMatches({ unfinished: true })) {
      if (withAchievementsFormat(record.format)) this.settle(record);
    }
  }

  onModuleDestroy(): void {
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.followed.clear();
  }

  tally(matchId: string): AchievementTallyView {
    const record = this.achievementMatch(matchId);
    return viewOf(matchId, this.catchUp(record), (uid) => this.matches.publicCardId(matchId, uid));
  }

  confirm(matchId: string, body: ConfirmAchievementBody, address: string): AchievementTallyView {
    const record = this.achievementMatch(matchId);
    const confirmedBy = this.witness(record, body.by, address);
    const followed = this.catchUp(record);
    // The witness names the Pokémon as their view showed it: an alias where it is not their own card.
    const confirmation: AchievementConfirmation = { achievement: body.achievement, player: body.player, pokemon: this.matches.realCardId(matchId, body.pokemon), confirmedBy };
    const outcome = confirmAchievement(followed.tally, confirmation, followed.state);
    if (!outcome.ok) throw new HubError('invalid-command', outcome.reason);
    this.repository.addConfirmation(matchId, followed.seq, { achievement: body.achievement, player: body.player, pokemon: body.pokemon }, confirmedBy, new Date());
    followed.tally = outcome.tally;
    followed.confirmations += 1;
    followed.history[followed.seq] = outcome.tally;
    this.log.info({ matchId, achievement: body.achievement, player: body.player, confirmedBy, points: outcome.tally.points }, 'achievement confirmed');
    this.declareWinner(record, followed);
    return viewOf(matchId, followed, (uid) => this.matches.publicCardId(matchId, uid));
  }

  /** The players' agreement on what counts (003 "Erfolge", Vorbereitung), before the first turn; the tally is recounted with it. */
  agree(matchId: string, body: AgreeAchievementsBody, address: string): AchievementTallyView {
    const record = this.achievementMatch(matchId);
    const witnesses = body.by.map((by) => this.witness(record, by, address));
    const judge = witnesses.find((w) => w.startsWith('judge:'));
    const seats = new Set(witnesses.filter((w) => w === 'p1' || w === 'p2'));
    if (judge === undefined && seats.size < 2) throw new HubError('forbidden', 'both players agree on the achievements (both seats\' join codes), or a judge sets them');
    const state = this.catchUp(record).state;
    if (state.turn !== null || state.result !== null) throw new HubError('conflict', 'the achievements are agreed before the first turn; this game has begun');
    const agreedBy = judge ?? 'p1+p2';
    this.repository.saveAgreement(matchId, body.achievements, agreedBy, new Date());
    this.followed.delete(matchId);
    this.log.info({ matchId, achievements: body.achievements, agreedBy }, 'achievements agreed');
    return viewOf(matchId, this.catchUp(record), (uid) => this.matches.publicCardId(matchId, uid));
  }

  private onTableChange(change: TableChange): void {
    if (change.kind !== 'state') return;
    const match = this.matches.current(change.tableId).match;
    if (match === null || !withAchievementsFormat(match.format)) return;
    const record = this.matchLog.getMatch(match.matchId);
    // Declaring the win applies a command, which calls this listener again: settle after the current change.
    if (record) queueMicrotask(() => this.settle(record));
  }

  private settle(record: MatchRecord): void {
    try {
      this.declareWinner(record, this.catchUp(record));
    } catch (error) {
      this.log.error({ err: error, matchId: record.matchId }, 'could not count achievements');
    }
  }

  /** Folds the log entries (and the confirmations made after them) that came since the last call. */
  private catchUp(record: MatchRecord): Followed {
    const followed = this.followed.get(record.matchId) ?? this.startFollowing(record.matchId);
    this.followed.set(record.matchId, followed);
    const rows = this.matchLog.read<GameEvent>(record.matchId, followed.seq + 1);
    const confirmations = this.repository.confirmations(record.matchId, followed.confirmations);
    let next = 0;
    const confirmUpTo = (seq: number) => {
      for (let row = confirmations[next]; row !== undefined && row.after_seq <= seq; row = confirmations[++next]) {
        const confirmation = { achievement: row.achievement, player: row.player, pokemon: row.pokemon, confirmedBy: row.confirmed_by };
        const outcome = confirmAchievement(followed.tally, confirmation, followed.state);
        if (outcome.ok) followed.tally = outcome.tally;
        followed.confirmations += 1;
      }
      followed.history[seq] = followed.tally;
    };
    confirmUpTo(followed.seq);
    for (const row of rows) {
      followed.state = evolve(followed.state, row.event);
      followed.tally = tallyEvent(followed.tally, row.event, followed.state, followed.history);
      followed.seq = row.seq;
      confirmUpTo(row.seq);
    }
    return followed;
  }

  private startFollowing(matchId: string): Followed {
    const agreed = this.repository.agreement(matchId) ?? DEFAULT_AGREEMENT;
    const tally = tallyWith(agreed);
    return { seq: 0, state: initialState, tally, confirmations: 0, history: [tally] };
  }

  /** 003 "Erfolge": "Der erste Spieler, der 100 Erfolgspunkte (EP) erspielt, gewinnt!" — through the engine, so the log says so. */
  private declareWinner(record: MatchRecord, followed: Followed): void {
    const winner = followed.tally.winner;
    if (winner === null || followed.state.result !== null) return;
    const current = this.matches.current(record.tableId);
    if (current.match?.matchId !== record.matchId || current.match.finished) return;
    const command = { type: 'DeclareFormatWin', winner, reason: 'achievements', score: followed.tally.points };
    const applied = this.matches.apply(record.tableId, current.stateId, command, 'achievements', { pastHolds: true });
    if (!applied.ok) {
      this.log.warn({ matchId: record.matchId, violation: applied.violation }, 'the engine refused the achievements win');
      return;
    }
    this.log.info({ matchId: record.matchId, winner, points: followed.tally.points }, 'achievements game won');
    this.catchUp(record);
  }

  private achievementMatch(matchId: string): MatchRecord {
    const record = this.matchLog.getMatch(matchId);
    if (!record) throw new HubError('no-match', `no match "${matchId}" in the log`);
    if (!withAchievementsFormat(record.format)) {
      throw new HubError('not-found', `match "${matchId}" is played in ${record.format}, without achievements (format "${ERFOLGE.id}", or "<format>${WITH_ACHIEVEMENTS_SUFFIX}")`);
    }
    return record;
  }

  /** Who confirms: a seat at this match's table (its current join code) or a judge. */
  private witness(record: MatchRecord, by: ConfirmAchievementBody['by'], address: string): string {
    if (by.role === 'player' && by.table !== record.tableId) {
      throw new HubError('forbidden', `match "${record.matchId}" is played at table "${record.tableId}", not "${by.table}"`);
    }
    const session = this.auth.authenticate(by, address);
    if (session.role === 'player') return session.seat;
    if (session.role === 'judge') return `judge:${session.name}`;
    throw new HubError('forbidden', 'a player of the match or a judge confirms achievements');
  }
}

/** A match's format (its id in the log) plays with achievements. */
function withAchievementsFormat(id: string): boolean {
  const format = formatById(id);
  return format !== undefined && playsAchievements(format);
}

/** The tally is public: a Pokémon is named by the alias spectators see, never by its tag UID. */
function viewOf(matchId: string, followed: Followed, publicId: (uid: string) => string): AchievementTallyView {
  const { tally } = followed;
  const { pokemonPlayed: _uids, ...counters } = tally.counters;
  return {
    matchId,
    pointsToWin: ACHIEVEMENT_POINTS_TO_WIN,
    agreed: tally.agreed.map((a) => ({ ...a })),
    points: { ...tally.points },
    winner: tally.winner,
    seq: followed.seq,
    awards: tally.awards.map((a) => ({ ...a, ...(a.pokemon === undefined ? {} : { pokemon: publicId(a.pokemon) }), text: textOf.get(a.achievement) ?? a.achievement })),
    counters,
  };
}
