import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { formatById } from '../formats/index.js';
import { LOGGER, type Logger } from '../logging/logger.js';
import { toCsv } from './csv.js';
import { extraTurn, foldProgress, NO_PROGRESS, type GameProgress } from './extra-turns.js';
import type { LeagueFact, PairingFact } from './league-fact.js';
import { LeagueEventsStore, type RunningEvent } from './league-events.store.js';
import { currentRound, findPairing, firstPairedRound, playerOf, standingsOf, swissIsOver, swissPlayers, type LeaguePairing, type LeagueRound, type LeagueState } from './league-state.js';
import { leagueView, type LeagueViewer } from './league-view.js';
import {
  LEAGUE_CHANCE,
  LEAGUE_CLOCK,
  LEAGUE_DECKS,
  LEAGUE_TABLES,
  type LeagueChance,
  type LeagueClock,
  type LeagueDecks,
  type LeagueTables,
} from './league.ports.js';
import type { CreateEvent, PenaltyBody, RegisterPlayer } from './league.schema.js';
import { gameAtTime, matchOutcome, type GameOutcome } from './match-result.js';
import { importPairings } from './pairings-import.js';
import { tableTime } from './round-clock.js';
import { swissPairer, type SwissPlayer } from './swiss-pairing.js';
import { leagueRefusal } from './league-refusal.js';

/** How often the hub looks whether a table's time is up. */
const TICK_MS = 1000;

/**
 * League events at the hub: each event is a hash-chained log of facts (league-log.ts) and
 * its state the fold of them (league-state.ts). Runs the round: Swiss pairings, games started at the
 * event's tables, the round clock on the hub's time, time called per table and the three extra turns
 * counted from each game's engine events, results from the finished games or confirmed by the players
 * or a judge, penalties, standings. A refusal is a HubError saying why.
 */
@Injectable()
export class LeagueService implements OnApplicationBootstrap, OnModuleDestroy {
  /** Each running game's progress, folded from its match log as it grows; rebuilt from the log after a restart. */
  private readonly progress = new Map<string, GameProgress>();
  private stopListening: (() => void) | undefined;
  private ticker: NodeJS.Timeout | undefined;

  constructor(
    private readonly events: LeagueEventsStore,
    @Inject(LEAGUE_TABLES) private readonly tables: LeagueTables,
    @Inject(LEAGUE_CLOCK) private readonly clock: LeagueClock,
    @Inject(LEAGUE_CHANCE) private readonly chance: LeagueChance,
    @Inject(LEAGUE_DECKS) private readonly decks: LeagueDecks,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.stopListening = this.tables.onChange((tableId) => this.settleTable(tableId));
    // A game may have ended while the hub was down between the engine's log and ours: look once.
    for (const { state } of this.events.all()) for (const p of activePairings(state)) if (p.tableId !== null) this.settleTable(p.tableId);
    this.ticker = setInterval(() => this.tick(), TICK_MS);
    this.ticker.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.ticker);
    this.stopListening?.();
  }

  // --- events and players ---

  createEvent(input: CreateEvent, actor: string) {
    if (!formatById(input.format)) throw leagueRefusal('invalid-message', 'format-unknown', { format: input.format }, `no format "${input.format}"`);
    for (const tableId of input.tableIds) if (!this.tables.tableExists(tableId)) throw leagueRefusal('unknown-table', 'table-not-found', { table: tableId }, `no table "${tableId}"`);
    if (new Set(input.tableIds).size !== input.tableIds.length) throw leagueRefusal('invalid-message', 'table-listed-twice', {}, 'a table is listed twice');
    const eventId = randomUUID();
    const created: LeagueFact = {
      type: 'EventCreated',
      eventId,
      name: input.name,
      date: input.date,
      format: input.format,
      profile: input.profile,
      bestOf: input.bestOf,
      roundMinutes: input.roundMinutes,
      rounds: input.rounds === 'until-one-undefeated' ? null : input.rounds,
      tableIds: input.tableIds,
    };
    this.events.create(created, actor);
    this.logger.info({ eventId, name: input.name, actor }, 'league event created');
    return this.view(eventId, 'organiser');
  }

  list() {
    return this.events.all().map(({ state, closed }) => ({
      ...state.event,
      rounds: state.event.rounds ?? 'until-one-undefeated',
      players: state.players.length,
      roundsPaired: state.rounds.length,
      closed,
    }));
  }

  /** The event is over: no round runs, and its log is closed for good (the results stand as logged). */
  closeEvent(eventId: string) {
    const round = currentRound(this.get(eventId).state);
    if (round && !round.ended) throw leagueRefusal('conflict', 'round-not-over', { round: round.number }, `round ${round.number} is not over yet`);
    this.events.close(eventId);
    return this.view(eventId, 'organiser');
  }

  view(eventId: string, viewer: LeagueViewer) {
    return leagueView(this.get(eventId).state, viewer, this.clock.now(), (matchId) => this.progress.get(matchId));
  }

  /** What a player sees: their pairing this round (table, opponent, clock, extra turn, result) and their standing. */
  playerView(eventId: string, playerId: string) {
    const view = this.view(eventId, 'public');
    const player = view.players.find((p) => p.id === playerId);
    if (!player) throw leagueRefusal('not-found', 'player-not-found', { player: playerId, event: view.event.name }, `no player "${playerId}" in ${view.event.name}`);
    const round = view.rounds.at(-1);
    const pairing = round?.pairings.find((p) => p.p1.id === playerId || p.p2?.id === playerId) ?? null;
    return {
      player,
      round: round?.number ?? null,
      pairing: pairing === null ? null : { ...pairing, seat: pairing.p1.id === playerId ? 'p1' : 'p2' },
      standing: view.standings.find((r) => r.playerId === playerId) ?? null,
      penalties: view.penalties.filter((x) => x.playerId === playerId),
    };
  }

  registerPlayer(eventId: string, input: RegisterPlayer, actor: string) {
    const { state } = this.get(eventId);
    if (input.playId !== undefined && state.players.some((p) => p.playId === input.playId)) {
      throw leagueRefusal('conflict', 'play-id-registered', { playId: input.playId }, `Play! Pokémon ID ${input.playId} is registered already`);
    }
    if (state.rounds.length > 0 && swissIsOver(state)) throw leagueRefusal('conflict', 'entries-closed', {}, 'the Swiss rounds are over: no more entries');
    const playerId = `P${state.playersRegistered + 1}`;
    const deckRegistrationId = input.deckList === undefined ? null : this.decks.register(eventId, playerId, state.event.format, input.deckList);
    // A late entry plays from the next round the hub pairs.
    this.append(eventId, actor, [{ type: 'PlayerRegistered', playerId, name: input.name, playId: input.playId ?? null, deckRegistrationId, firstRound: state.rounds.length + 1 }]);
    return { playerId, ...this.view(eventId, 'organiser') };
  }

  renamePlayer(eventId: string, playerId: string, name: string, by: string) {
    const { state } = this.get(eventId);
    this.player(state, playerId);
    this.append(eventId, by, [{ type: 'PlayerRenamed', playerId, name, by }]);
    return this.view(eventId, 'organiser');
  }

  /**
   * A player registered by mistake leaves the event as if never entered. Once paired, they have played
   * (or had a bye) and the standings count it: they are dropped instead. A penalty or a deck check on
   * record names them, so it keeps them too.
   */
  removePlayer(eventId: string, playerId: string, by: string) {
    const { state } = this.get(eventId);
    const player = this.player(state, playerId);
    const paired = firstPairedRound(state, playerId);
    if (paired !== undefined) throw leagueRefusal('conflict', 'paired-drop-instead', { player: player.name, round: paired }, `${player.name} is paired in round ${paired}: drop them instead`);
    if (state.penalties.some((x) => x.playerId === playerId)) {
      throw leagueRefusal('conflict', 'penalty-drop-instead', { player: player.name }, `${player.name} has a penalty on record: drop them instead`);
    }
    if (state.deckChecks.some((c) => c.playerId === playerId)) {
      throw leagueRefusal('conflict', 'deck-check-drop-instead', { player: player.name }, `${player.name} has a deck check on record: drop them instead`);
    }
    this.append(eventId, by, [{ type: 'PlayerRemoved', playerId, by }]);
    return this.view(eventId, 'organiser');
  }

  registerDeck(eventId: string, playerId: string, list: string, actor: string) {
    const { state } = this.get(eventId);
    const player = this.player(state, playerId);
    if (player.deckRegistrationId !== null) throw leagueRefusal('conflict', 'deck-registered-already', { player: player.name }, `${player.name} has registered a deck already`);
    const deckRegistrationId = this.decks.register(eventId, playerId, state.event.format, list);
    this.append(eventId, actor, [{ type: 'DeckRegistered', playerId, deckRegistrationId }]);
    return this.view(eventId, 'organiser');
  }

  dropPlayer(eventId: string, playerId: string, by: string) {
    const { state } = this.get(eventId);
    const player = this.player(state, playerId);
    if (player.droppedAfter !== null) throw leagueRefusal('conflict', 'dropped-already', { player: player.name }, `${player.name} has dropped already`);
    this.append(eventId, by, [{ type: 'PlayerDropped', playerId, afterRound: state.rounds.length, by }]);
    return this.view(eventId, 'organiser');
  }

  // --- pairings and rounds ---

  pairNextRound(eventId: string, actor: string) {
    const { state } = this.get(eventId);
    this.readyToPair(state);
    const pairs = swissPairer.pair(this.shuffledWithinScoreGroups(swissPlayers(state)));
    // Table 1 for the highest pairing; the bye after every table.
    const played = pairs.filter((p) => p.p2 !== null);
    const byes = pairs.filter((p) => p.p2 === null);
    const pairings: PairingFact[] = [...played, ...byes].map((p, i) => ({
      table: i + 1,
      tableId: p.p2 === null ? null : (state.event.tableIds[i] ?? null),
      p1: p.p1,
      p2: p.p2,
    }));
    this.append(eventId, actor, [{ type: 'RoundPaired', round: state.rounds.length + 1, source: 'swiss', pairings }]);
    return this.view(eventId, 'organiser');
  }

  importRound(eventId: string, csv: string, actor: string) {
    const { state } = this.get(eventId);
    this.readyToPair(state, { imported: true });
    const imported = importPairings(csv, state.players, state.event.tableIds);
    if (!imported.ok) {
      const problems = imported.problems.map((p) => (p.row > 0 ? `row ${p.row}: ${p.reason}` : p.reason)).join('; ');
      throw leagueRefusal('invalid-message', 'pairings-import-invalid', { problems }, `the pairings cannot be imported: ${problems}`);
    }
    this.append(eventId, actor, [{ type: 'RoundPaired', round: state.rounds.length + 1, source: 'import', pairings: imported.pairings }]);
    return this.view(eventId, 'organiser');
  }

  /** The round's clock starts on the hub's time and game 1 starts at every hub table of the round. */
  startRound(eventId: string, actor: string) {
    const { state } = this.get(eventId);
    const round = currentRound(state);
    if (!round || round.ended) throw leagueRefusal('conflict', 'pair-round-first', {}, 'pair the next round first');
    if (round.startedAt !== null) throw leagueRefusal('conflict', 'round-started-already', { round: round.number }, `round ${round.number} has started already`);
    const busy = round.pairings.flatMap((p) => (p.tableId !== null && p.p2 !== null && this.tables.gameRunning(p.tableId) ? [p.tableId] : []));
    if (busy.length > 0) throw leagueRefusal('conflict', 'games-still-running', { tables: busy.join(', ') }, `a game is still running at ${busy.join(', ')}: end it before the round starts`);
    this.append(eventId, actor, [{ type: 'RoundStarted', round: round.number, at: this.clock.now().toISOString() }]);
    for (const p of round.pairings) if (p.tableId !== null && p.p2 !== null) this.startGame(eventId, round.number, p, 1, actor);
    return this.view(eventId, 'organiser');
  }

  /** The organiser's or a judge's "time": every table of the round, or one. The tables' own clocks call it by themselves (tick). */
  callTime(eventId: string, by: string, table?: number) {
    const round = this.startedRound(eventId);
    const pairings = round.pairings.filter((p) => p.p2 !== null && p.result === null && p.timeCalled === null && (table === undefined || p.table === table));
    if (table !== undefined && pairings.length === 0) throw leagueRefusal('conflict', 'no-running-match-at-table', { table }, `table ${table} has no match whose time is running`);
    this.timeCalled(eventId, round.number, pairings, by);
    return this.view(eventId, 'public');
  }

  pauseTable(eventId: string, table: number, judge: string, reason: string) {
    const round = this.startedRound(eventId);
    const p = this.openPairing(round, table);
    if (p.clock.pausedSince !== null) throw leagueRefusal('conflict', 'clock-paused-already', { table }, `table ${table}'s clock is paused already`);
    this.append(eventId, judge, [{ type: 'ClockPaused', round: round.number, table, at: this.clock.now().toISOString(), judge, reason }]);
    return this.view(eventId, 'public');
  }

  resumeTable(eventId: string, table: number, judge: string) {
    const round = this.startedRound(eventId);
    const p = this.openPairing(round, table);
    if (p.clock.pausedSince === null) throw leagueRefusal('conflict', 'clock-running', { table }, `table ${table}'s clock is running`);
    this.append(eventId, judge, [{ type: 'ClockResumed', round: round.number, table, at: this.clock.now().toISOString(), judge }]);
    return this.view(eventId, 'public');
  }

  extendTable(eventId: string, table: number, minutes: number, judge: string, reason: string) {
    const round = this.startedRound(eventId);
    const p = this.openPairing(round, table);
    if (p.timeCalled !== null) throw leagueRefusal('conflict', 'time-called', { table }, `time has been called at table ${table}: the extra turns are being played`);
    this.append(eventId, judge, [{ type: 'TimeExtended', round: round.number, table, minutes, judge, reason }]);
    return this.view(eventId, 'public');
  }

  /** Both players confirm the hub's proposal with their seats' codes. */
  confirmResult(eventId: string, roundNumber: number, table: number, codes: { p1: string; p2: string }) {
    const { p, proposal } = this.proposalAt(eventId, roundNumber, table);
    if (p.tableId === null || this.tables.seatFor(p.tableId, codes.p1) !== 'p1' || this.tables.seatFor(p.tableId, codes.p2) !== 'p2') {
      throw leagueRefusal('forbidden', 'both-seat-codes', {}, "both players confirm with their own seat's join code");
    }
    this.append(eventId, 'players', [{ type: 'MatchResultRecorded', round: roundNumber, table, outcome: proposal.outcome, games: proposal.games, by: 'players' }]);
    return this.view(eventId, 'public');
  }

  /**
   * One player confirms the hub's proposal from their own tablet, with their seat's code: logged per
   * seat, the result is recorded once both seats have confirmed the same proposal.
   */
  confirmSeat(eventId: string, roundNumber: number, table: number, code: string) {
    const { p, proposal } = this.proposalAt(eventId, roundNumber, table);
    const seat = p.tableId === null ? undefined : this.tables.seatFor(p.tableId, code);
    if (seat === undefined) throw leagueRefusal('forbidden', 'own-seat-code', {}, "a player confirms with their own seat's join code");
    if (p.confirmedBy.includes(seat)) return this.view(eventId, 'public');
    const confirmed: LeagueFact = { type: 'ResultConfirmed', round: roundNumber, table, seat };
    const both = p.confirmedBy.length === 1;
    this.append(eventId, 'players', both ? [confirmed, { type: 'MatchResultRecorded', round: roundNumber, table, outcome: proposal.outcome, games: proposal.games, by: 'players' }] : [confirmed]);
    return this.view(eventId, 'public');
  }

  /** The match at the table with the hub's proposal still open: what the players confirm. */
  private proposalAt(eventId: string, roundNumber: number, table: number) {
    const { state } = this.get(eventId);
    const p = findPairing(state, roundNumber, table);
    if (!p || p.p2 === null) throw leagueRefusal('not-found', 'no-match-at-table', { table, round: roundNumber }, `no match at table ${table} in round ${roundNumber}`);
    if (p.result !== null) throw leagueRefusal('conflict', 'result-recorded', { table }, `table ${table}'s result is recorded: a judge changes it`);
    if (p.proposal === null) throw leagueRefusal('conflict', 'no-result-to-propose', { table }, `the hub has no result to propose at table ${table} yet`);
    return { p, proposal: p.proposal };
  }

  /** A judge (or the organiser) decides the result: the hub's proposal when no outcome is given. */
  decideResult(eventId: string, roundNumber: number, table: number, judge: string, outcome?: 'p1' | 'p2' | 'tie') {
    const { state } = this.get(eventId);
    const p = findPairing(state, roundNumber, table);
    if (!p || p.p2 === null) throw leagueRefusal('not-found', 'no-match-at-table', { table, round: roundNumber }, `no match at table ${table} in round ${roundNumber}`);
    const decided = outcome ?? p.proposal?.outcome;
    if (decided === undefined) throw leagueRefusal('invalid-message', 'name-the-outcome', { table }, `the hub has no result to propose at table ${table}: name the outcome`);
    if (p.tableId !== null && p.result === null) this.tables.endGame(p.tableId, 'organiser');
    const games = p.games.flatMap((g) => (g.outcome === null ? [] : [g.outcome]));
    this.append(eventId, judge, [{ type: 'MatchResultRecorded', round: roundNumber, table, outcome: decided, games, by: judge }]);
    return this.view(eventId, 'public');
  }

  endRound(eventId: string, actor: string) {
    const round = this.startedRound(eventId);
    const open = round.pairings.filter((p) => p.p2 !== null && p.result === null);
    if (open.length > 0) throw leagueRefusal('conflict', 'results-missing', { round: round.number, tables: open.map((p) => p.table).join(', ') }, `round ${round.number} has no result yet at table${open.length > 1 ? 's' : ''} ${open.map((p) => p.table).join(', ')}`);
    this.append(eventId, actor, [{ type: 'RoundEnded', round: round.number }]);
    return this.view(eventId, 'public');
  }

  /**
   * A judge's penalty (Play! Pokémon Penalty Guidelines: warning, Prize card penalty, game loss). A game
   * loss ends the player's current game as lost; the match goes on as its games say.
   */
  givePenalty(eventId: string, body: Omit<PenaltyBody, 'judge'>, judge: string) {
    const { state } = this.get(eventId);
    this.player(state, body.playerId);
    const round = currentRound(state);
    const pairing = round && !round.ended ? round.pairings.find((p) => p.p2 !== null && (p.p1 === body.playerId || p.p2 === body.playerId)) : undefined;
    const prizeCards = body.kind === 'prize-penalty' ? this.prizeCardPenalty(pairing, body, judge) : {};
    this.append(eventId, judge, [
      { type: 'PenaltyGiven', playerId: body.playerId, kind: body.kind, ...prizeCards, reason: body.reason, judge, round: round?.number ?? null, table: pairing?.table ?? null },
    ]);
    if (body.kind === 'game-loss' && round && pairing && pairing.result === null && round.startedAt !== null) {
      const game = pairing.games.find((g) => g.outcome === null);
      if (pairing.tableId !== null && game) this.tables.endGame(pairing.tableId, 'organiser');
      const loser: GameOutcome = pairing.p1 === body.playerId ? 'p2' : 'p1';
      const number = game?.game ?? pairing.games.length + 1;
      this.append(eventId, judge, [{ type: 'GameFinished', round: round.number, table: pairing.table, game: number, outcome: loser, prizesTaken: this.prizesOf(game?.matchId), how: 'judge' }]);
      this.afterGame(eventId, round.number, pairing.table, judge);
    }
    return this.view(eventId, 'public');
  }

  /**
   * A Double or Quad Prize Card penalty in the running game's match log, as a judge correction: the
   * offending player's opponent wins on 2 (4) fewer Prize cards (src/rules TOURNAMENT_REFS.doublePrizeCard).
   * Between two games, or where the hub runs no game, the event log alone records it.
   */
  private prizeCardPenalty(pairing: LeaguePairing | undefined, body: Omit<PenaltyBody, 'judge'>, judge: string): { prizes: number; matchId?: string } {
    const prizes = body.prizes ?? 2;
    const game = pairing?.games.find((g) => g.outcome === null);
    if (!pairing || pairing.tableId === null || !game) return { prizes };
    const opponent = pairing.p1 === body.playerId ? 'p2' : 'p1';
    this.tables.judgeCorrect(pairing.tableId, game.matchId, { judge, reason: `Prize card penalty: ${body.reason}`, action: { kind: 'prize-card-penalty', player: opponent, count: prizes } });
    return { prizes, matchId: game.matchId };
  }

  seatCodes(eventId: string) {
    const round = currentRound(this.get(eventId).state);
    if (!round) return [];
    return round.pairings.flatMap((p) => (p.tableId === null || p.p2 === null ? [] : [{ table: p.table, tableId: p.tableId, codes: this.tables.joinCodes(p.tableId) }]));
  }

  // --- exports ---

  standingsCsv(eventId: string): string {
    const rows = standingsOf(this.get(eventId).state);
    const pct = (x: number) => (x * 100).toFixed(2);
    return toCsv([
      ['rank', 'player', 'name', 'match points', 'wins', 'losses', 'ties', "opponents' win %", "opponents' opponents' win %", 'dropped'],
      ...rows.map((r) => [r.rank, r.playerId, r.name, r.matchPoints, r.wins, r.losses, r.ties, pct(r.owp), pct(r.oowp), r.dropped ? 'yes' : 'no']),
    ]);
  }

  pairingsCsv(eventId: string): string {
    const { state } = this.get(eventId);
    const name = (id: string | null) => (id === null ? 'BYE' : (state.players.find((p) => p.id === id)?.name ?? id));
    const round = currentRound(state);
    return toCsv([
      ['table', 'player1', 'player2', 'name1', 'name2', 'result'],
      ...(round?.pairings ?? []).map((p) => [p.table, p.p1, p.p2 ?? 'BYE', name(p.p1), name(p.p2), p.p2 === null ? 'bye' : (p.result?.outcome ?? '')]),
    ]);
  }

  /** The event as JSON (organiser's view) with its log: everything another tool needs. */
  exportJson(eventId: string) {
    return { ...this.view(eventId, 'organiser'), log: this.events.facts(eventId) };
  }

  exportLog(eventId: string): string {
    return `${this.events.exportLines(eventId).join('\n')}\n`;
  }

  // --- the hub's own moves ---

  /** Calls time at every table whose clock has run out. */
  tick(): void {
    const now = this.clock.now();
    for (const { eventId, state } of this.events.all()) {
      const round = currentRound(state);
      if (!round || round.startedAt === null || round.ended) continue;
      const due = round.pairings.filter((p) => {
        if (p.p2 === null || p.result !== null || p.timeCalled !== null) return false;
        const time = tableTime(round, p, state.event.roundMinutes, now);
        return !time.paused && time.remainingMs === 0;
      });
      if (due.length > 0) this.guard(() => this.timeCalled(eventId, round.number, due, 'clock'), eventId);
    }
  }

  /** A table's game changed: fold its new engine events; a game over or the third extra turn ended moves the match on. */
  settleTable(tableId: string): void {
    for (const { eventId, state } of this.events.all()) {
      const round = currentRound(state);
      if (round && round.startedAt !== null && !round.ended) this.guard(() => this.followRestore(eventId, round, tableId), eventId);
      const p = round && round.startedAt !== null && !round.ended ? round.pairings.find((x) => x.tableId === tableId && x.p2 !== null && x.result === null && x.proposal === null) : undefined;
      if (!round || !p) continue;
      this.guard(() => this.settle(eventId, round.number, p), eventId);
    }
  }

  /**
   * A judge's restore that reopened the table's last scored game (it was won, its log now says it is not):
   * the league takes its score back and follows the game again, so the match result comes from the
   * game as it ends now. A round that has ended keeps its results.
   */
  private followRestore(eventId: string, round: LeagueRound, tableId: string): void {
    const p = round.pairings.find((x) => x.tableId === tableId && x.p2 !== null);
    const game = p?.games.at(-1);
    if (!p || !game || game.outcome === null || game.matchId === '' || this.progress.get(game.matchId)?.won !== true) return;
    const now = this.foldGame(game.matchId);
    if (now.won) return;
    const { judge, reason } = now.restoredBy ?? { judge: 'judge', reason: '' };
    this.append(eventId, `judge:${judge}`, [{ type: 'GameReopened', round: round.number, table: p.table, game: game.game, judge, reason }]);
  }

  private settle(eventId: string, round: number, p: LeaguePairing): void {
    const game = p.games.find((g) => g.outcome === null);
    if (!game) return;
    const before = this.progress.get(game.matchId) ?? NO_PROGRESS;
    const progress = this.foldGame(game.matchId);
    // No fact is logged for an extra turn: the watchers still see "Turn 1 of 3" as it starts.
    if (p.timeCalled !== null && extraTurn(p.timeCalled, before).turn !== extraTurn(p.timeCalled, progress).turn) this.events.changed(eventId);
    if (progress.won) {
      const outcome: GameOutcome = progress.winner ?? 'tie';
      this.append(eventId, 'hub', [{ type: 'GameFinished', round, table: p.table, game: game.game, outcome, prizesTaken: progress.prizesTaken, how: 'rules' }]);
      this.afterGame(eventId, round, p.table, 'hub');
    } else if (p.timeCalled !== null && extraTurn(p.timeCalled, progress).over) {
      if (p.tableId !== null) this.tables.endGame(p.tableId, 'time');
      this.append(eventId, 'hub', [{ type: 'GameFinished', round, table: p.table, game: game.game, outcome: gameAtTime(progress.prizesTaken), prizesTaken: progress.prizesTaken, how: 'time' }]);
      this.afterGame(eventId, round, p.table, 'hub');
    }
  }

  /** After a game: the match is won, or time has ended it (a proposal to confirm), or its next game starts. */
  private afterGame(eventId: string, round: number, table: number, actor: string): void {
    const { state } = this.get(eventId);
    const p = findPairing(state, round, table);
    if (!p) return;
    const games = p.games.flatMap((g) => (g.outcome === null ? [] : [g.outcome]));
    if (p.timeCalled !== null) {
      this.append(eventId, 'hub', [{ type: 'ResultProposed', round, table, outcome: matchOutcome(state.event.bestOf, games, true) ?? 'tie', games }]);
      return;
    }
    const decided = matchOutcome(state.event.bestOf, games, false);
    if (decided !== null) this.append(eventId, actor, [{ type: 'MatchResultRecorded', round, table, outcome: decided, games, by: 'games' }]);
    else if (p.tableId !== null) this.startGame(eventId, round, p, p.games.length + 1, actor);
  }

  /** Time at these tables: one append for all (Turn 0 everywhere at once), then each table moves on. */
  private timeCalled(eventId: string, round: number, pairings: readonly LeaguePairing[], by: string): void {
    const at = this.clock.now().toISOString();
    const facts = pairings.map((p): LeagueFact => {
      const game = p.games.find((g) => g.outcome === null);
      const progress = game ? this.foldGame(game.matchId) : NO_PROGRESS;
      return { type: 'TimeCalled', round, table: p.table, at, turnsStarted: progress.turnsStarted, turnsEnded: progress.turnsEnded };
    });
    if (facts.length > 0) this.append(eventId, by, facts);
    for (const p of pairings) {
      const after = findPairing(this.get(eventId).state, round, p.table);
      // Between two games of a match: no new game starts after time, the games played decide.
      if (after && !after.games.some((g) => g.outcome === null) && after.games.length > 0) this.afterGame(eventId, round, p.table, by);
      else if (after) this.settle(eventId, round, after);
    }
  }

  private startGame(eventId: string, round: number, p: LeaguePairing, number: number, actor: string): void {
    const { state } = this.get(eventId);
    if (p.tableId === null || p.p2 === null) return;
    const names = (id: string) => state.players.find((x) => x.id === id)?.name ?? id;
    const matchId = this.tables.startGame(p.tableId, { players: [names(p.p1), names(p.p2)], format: state.event.format, profile: state.event.profile, sameSeats: number > 1 });
    this.append(eventId, actor, [{ type: 'GameStarted', round, table: p.table, game: number, matchId }]);
  }

  private foldGame(matchId: string): GameProgress {
    const before = this.progress.get(matchId) ?? NO_PROGRESS;
    const after = foldProgress(before, this.tables.gameLog(matchId, before.seq));
    this.progress.set(matchId, after);
    return after;
  }

  private prizesOf(matchId: string | undefined): { p1: number; p2: number } {
    return matchId === undefined ? { p1: 0, p2: 0 } : this.foldGame(matchId).prizesTaken;
  }

  private append(eventId: string, actor: string, facts: readonly LeagueFact[]): void {
    this.events.append(eventId, actor, facts);
  }

  private guard(work: () => void, eventId: string): void {
    try {
      work();
    } catch (error) {
      this.logger.error({ err: error, eventId }, 'the league could not follow a table');
    }
  }

  private get(eventId: string): RunningEvent {
    return this.events.get(eventId);
  }

  private player(state: LeagueState, playerId: string) {
    return playerOf(state, playerId);
  }

  private readyToPair(state: LeagueState, options: { imported?: boolean } = {}): void {
    const round = currentRound(state);
    if (round && !round.ended) throw leagueRefusal('conflict', 'round-not-over', { round: round.number }, `round ${round.number} is not over yet`);
    if (!options.imported && swissIsOver(state)) throw leagueRefusal('conflict', 'swiss-over', {}, 'the Swiss rounds are over');
    if (state.players.filter((p) => p.droppedAfter === null).length < 2) throw leagueRefusal('conflict', 'two-players-needed', {}, 'pairings need two players at least');
  }

  private startedRound(eventId: string): LeagueRound {
    const round = currentRound(this.get(eventId).state);
    if (!round || round.startedAt === null || round.ended) throw leagueRefusal('conflict', 'no-round-running', {}, 'no round is running');
    return round;
  }

  private openPairing(round: LeagueRound, table: number): LeaguePairing {
    const p = round.pairings.find((x) => x.table === table);
    if (!p || p.p2 === null) throw leagueRefusal('not-found', 'no-match-at-table', { table, round: round.number }, `no match at table ${table} in round ${round.number}`);
    if (p.result !== null) throw leagueRefusal('conflict', 'match-over', { table }, `table ${table}'s match is over`);
    return p;
  }

  /** TOM pairs players of one record at random: the order within a score group comes from chance. */
  private shuffledWithinScoreGroups(players: readonly SwissPlayer[]): SwissPlayer[] {
    const groups = new Map<number, SwissPlayer[]>();
    for (const p of players) groups.set(p.points, [...(groups.get(p.points) ?? []), p]);
    return [...groups.entries()]
      .sort(([a], [b]) => b - a)
      .flatMap(([, group]) => {
        const shuffled = [...group];
        for (let i = shuffled.length - 1; i > 0; i -= 1) {
          const j = this.chance.int(i + 1);
          [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
        }
        return shuffled;
      });
  }
}

function activePairings(state: LeagueState): LeaguePairing[] {
  const round = currentRound(state);
  if (!round || round.startedAt === null || round.ended) return [];
  return round.pairings.filter((p) => p.p2 !== null && p.result === null);
}
