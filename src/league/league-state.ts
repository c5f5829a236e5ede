import type { LeagueFact, NamedCount, PenaltyKind } from './league-fact.js';
import type { GameOutcome, Side } from './match-result.js';
import { standings, type PlayedMatch, type Standing } from './standings.js';
import type { SwissPlayer } from './swiss-pairing.js';
import { leagueRefusal } from './league-refusal.js';

type Created = Extract<LeagueFact, { type: 'EventCreated' }>;

export interface LeaguePlayer {
  readonly id: string;
  readonly name: string;
  readonly playId: string | null;
  readonly deckRegistrationId: number | null;
  readonly firstRound: number;
  /** The last round the player played before dropping; null while in the event. */
  readonly droppedAfter: number | null;
}

export interface LeagueGame {
  readonly game: number;
  readonly matchId: string;
  readonly outcome: GameOutcome | null;
  readonly prizesTaken: { readonly p1: number; readonly p2: number } | null;
}

export interface TableClock {
  /** Time the table's clock stood still, in ms, pauses ended. */
  readonly pausedMs: number;
  readonly pausedSince: string | null;
  readonly extensionMinutes: number;
}

export interface LeaguePairing {
  readonly table: number;
  readonly tableId: string | null;
  readonly p1: string;
  readonly p2: string | null;
  readonly games: readonly LeagueGame[];
  readonly clock: TableClock;
  readonly timeCalled: { readonly at: string; readonly turnsStarted: number; readonly turnsEnded: number } | null;
  readonly proposal: { readonly outcome: 'p1' | 'p2' | 'tie'; readonly games: readonly GameOutcome[] } | null;
  /** The seats that confirmed the current proposal. */
  readonly confirmedBy: readonly Side[];
  readonly result: { readonly outcome: 'p1' | 'p2' | 'tie'; readonly games: readonly GameOutcome[]; readonly by: string } | null;
}

export interface LeagueRound {
  readonly number: number;
  readonly source: 'swiss' | 'import';
  readonly pairings: readonly LeaguePairing[];
  readonly startedAt: string | null;
  readonly ended: boolean;
}

export interface LeaguePenalty {
  readonly playerId: string;
  readonly kind: PenaltyKind;
  /** A Prize card penalty's size: 2 (Double) or 4 (Quad); older events may hold 1 to 4 cards taken. */
  readonly prizes?: number;
  readonly reason: string;
  readonly judge: string;
  readonly round: number | null;
  readonly table: number | null;
}

export interface LeagueDeckCheck {
  readonly playerId: string;
  readonly tableId: string | null;
  readonly judge: string;
  readonly startedAt: string;
  readonly scanned: readonly { readonly uid: string; readonly cardId: string }[];
  readonly result: { readonly judge: string; readonly missing: readonly NamedCount[]; readonly extra: readonly NamedCount[] } | null;
}

export interface LeagueState {
  readonly event: Omit<Created, 'type'>;
  readonly players: readonly LeaguePlayer[];
  /** Every player ever registered, removed ones included: a new player's id is never one a removed player had. */
  readonly playersRegistered: number;
  readonly rounds: readonly LeagueRound[];
  readonly penalties: readonly LeaguePenalty[];
  /** Every deck check, oldest first; at most one open per player. */
  readonly deckChecks: readonly LeagueDeckCheck[];
}

const NO_CLOCK: TableClock = { pausedMs: 0, pausedSince: null, extensionMinutes: 0 };

/** The event after its first fact, EventCreated. */
export function createdState(fact: LeagueFact): LeagueState {
  if (fact.type !== 'EventCreated') throw new Error(`an event log starts with EventCreated, not ${fact.type}`);
  const { type: _type, ...event } = fact;
  return { event, players: [], playersRegistered: 0, rounds: [], penalties: [], deckChecks: [] };
}

export function evolve(state: LeagueState, fact: LeagueFact): LeagueState {
  switch (fact.type) {
    case 'EventCreated':
      throw new Error('an event is created once');
    case 'PlayerRegistered': {
      const { type: _type, playerId, ...player } = fact;
      return { ...state, players: [...state.players, { id: playerId, ...player, droppedAfter: null }], playersRegistered: state.playersRegistered + 1 };
    }
    case 'PlayerRenamed':
      return mapPlayer(state, fact.playerId, (p) => ({ ...p, name: fact.name }));
    case 'PlayerRemoved':
      return { ...state, players: state.players.filter((p) => p.id !== fact.playerId) };
    case 'DeckRegistered':
      return mapPlayer(state, fact.playerId, (p) => ({ ...p, deckRegistrationId: fact.deckRegistrationId }));
    case 'PlayerDropped':
      return mapPlayer(state, fact.playerId, (p) => ({ ...p, droppedAfter: fact.afterRound }));
    case 'RoundPaired':
      return {
        ...state,
        rounds: [
          ...state.rounds,
          {
            number: fact.round,
            source: fact.source,
            startedAt: null,
            ended: false,
            pairings: fact.pairings.map((p) => ({ ...p, games: [], clock: NO_CLOCK, timeCalled: null, proposal: null, confirmedBy: [], result: null })),
          },
        ],
      };
    case 'RoundStarted':
      return mapRound(state, fact.round, (r) => ({ ...r, startedAt: fact.at }));
    case 'RoundEnded':
      return mapRound(state, fact.round, (r) => ({ ...r, ended: true }));
    case 'GameStarted':
      return mapPairing(state, fact.round, fact.table, (p) => ({ ...p, games: [...p.games, { game: fact.game, matchId: fact.matchId, outcome: null, prizesTaken: null }] }));
    case 'GameFinished':
      return mapPairing(state, fact.round, fact.table, (p) => {
        const known = p.games.some((g) => g.game === fact.game);
        const finished = { outcome: fact.outcome, prizesTaken: fact.prizesTaken };
        // A judge's decision may settle a game no hub table played (a paper table, a game loss).
        const games = known ? p.games.map((g) => (g.game === fact.game ? { ...g, ...finished } : g)) : [...p.games, { game: fact.game, matchId: '', ...finished }];
        return { ...p, games };
      });
    case 'GameReopened':
      return mapPairing(state, fact.round, fact.table, (p) => ({
        ...p,
        games: p.games.map((g) => (g.game === fact.game ? { ...g, outcome: null, prizesTaken: null } : g)),
        proposal: null,
        confirmedBy: [],
        result: null,
      }));
    case 'ClockPaused':
      return mapPairing(state, fact.round, fact.table, (p) => ({ ...p, clock: { ...p.clock, pausedSince: fact.at } }));
    case 'ClockResumed':
      return mapPairing(state, fact.round, fact.table, (p) => {
        const since = p.clock.pausedSince === null ? Date.parse(fact.at) : Date.parse(p.clock.pausedSince);
        return { ...p, clock: { ...p.clock, pausedSince: null, pausedMs: p.clock.pausedMs + Math.max(0, Date.parse(fact.at) - since) } };
      });
    case 'TimeExtended':
      return mapPairing(state, fact.round, fact.table, (p) => ({ ...p, clock: { ...p.clock, extensionMinutes: p.clock.extensionMinutes + fact.minutes } }));
    case 'TimeCalled':
      return mapPairing(state, fact.round, fact.table, (p) => ({ ...p, timeCalled: { at: fact.at, turnsStarted: fact.turnsStarted, turnsEnded: fact.turnsEnded } }));
    case 'ResultProposed':
      return mapPairing(state, fact.round, fact.table, (p) => ({ ...p, proposal: { outcome: fact.outcome, games: fact.games }, confirmedBy: [] }));
    case 'ResultConfirmed':
      return mapPairing(state, fact.round, fact.table, (p) => ({ ...p, confirmedBy: p.confirmedBy.includes(fact.seat) ? p.confirmedBy : [...p.confirmedBy, fact.seat] }));
    case 'MatchResultRecorded':
      return mapPairing(state, fact.round, fact.table, (p) => ({ ...p, result: { outcome: fact.outcome, games: fact.games, by: fact.by } }));
    case 'DeckCheckStarted':
      return { ...state, deckChecks: [...state.deckChecks, { playerId: fact.playerId, tableId: fact.tableId, judge: fact.judge, startedAt: fact.at, scanned: [], result: null }] };
    case 'DeckCardsScanned':
      return mapOpenDeckCheck(state, fact.playerId, (c) => ({ ...c, scanned: [...c.scanned, ...fact.cards] }));
    case 'DeckCheckFinished':
      return mapOpenDeckCheck(state, fact.playerId, (c) => ({ ...c, result: { judge: fact.judge, missing: fact.missing, extra: fact.extra } }));
    case 'PenaltyGiven': {
      const { type: _type, ...penalty } = fact;
      return { ...state, penalties: [...state.penalties, penalty] };
    }
  }
}

export function replay(facts: readonly LeagueFact[]): LeagueState {
  const [first, ...rest] = facts;
  if (first === undefined) throw new Error('an empty event log');
  return rest.reduce(evolve, createdState(first));
}

export function currentRound(state: LeagueState): LeagueRound | undefined {
  return state.rounds.at(-1);
}

export function findPairing(state: LeagueState, round: number, table: number): LeaguePairing | undefined {
  return state.rounds.find((r) => r.number === round)?.pairings.find((p) => p.table === table);
}

/** Every match with a recorded result, byes included, as standings and pairings read them. */
export function playedMatches(state: LeagueState): PlayedMatch[] {
  return state.rounds.flatMap((r) =>
    r.pairings.flatMap((p): PlayedMatch[] => {
      if (p.p2 === null) return [{ round: r.number, p1: p.p1, p2: null, outcome: 'p1' as const }];
      return p.result === null ? [] : [{ round: r.number, p1: p.p1, p2: p.p2, outcome: p.result.outcome }];
    }),
  );
}

export function standingsOf(state: LeagueState): Standing[] {
  return standings(
    state.players.map((p) => ({ id: p.id, name: p.name, firstRound: p.firstRound, dropped: p.droppedAfter !== null })),
    playedMatches(state),
  );
}

/** The players the next round pairs (dropped ones left out), in standings order, as the pairer reads them. */
export function swissPlayers(state: LeagueState): SwissPlayer[] {
  const matches = playedMatches(state);
  const points = new Map(standingsOf(state).map((s) => [s.playerId, s.matchPoints] as const));
  return standingsOf(state)
    .filter((s) => !s.dropped)
    .map((s) => ({
      id: s.playerId,
      points: points.get(s.playerId) ?? 0,
      opponents: matches.flatMap((m) => (m.p2 === null ? [] : m.p1 === s.playerId ? [m.p2] : m.p2 === s.playerId ? [m.p1] : [])),
      hadBye: matches.some((m) => m.p2 === null && m.p1 === s.playerId),
    }));
}

/** "Until one undefeated": the Swiss rounds are over once at most one player has not lost (nor tied). */
export function swissIsOver(state: LeagueState): boolean {
  const played = state.rounds.filter((r) => r.ended).length;
  if (state.event.rounds !== null) return played >= state.event.rounds;
  if (played === 0) return false;
  return standingsOf(state).filter((s) => s.losses === 0 && s.ties === 0).length <= 1;
}

/** The player, or a HubError naming the event. */
export function playerOf(state: LeagueState, playerId: string): LeaguePlayer {
  const player = state.players.find((p) => p.id === playerId);
  if (!player) throw leagueRefusal('not-found', 'player-not-found', { player: playerId, event: state.event.name }, `no player "${playerId}" in ${state.event.name}`);
  return player;
}

/** The first round that pairs the player, if any. */
export function firstPairedRound(state: LeagueState, playerId: string): number | undefined {
  return state.rounds.find((r) => r.pairings.some((p) => p.p1 === playerId || p.p2 === playerId))?.number;
}

export function openDeckCheck(state: LeagueState, playerId: string): LeagueDeckCheck | undefined {
  return state.deckChecks.find((c) => c.playerId === playerId && c.result === null);
}

function mapOpenDeckCheck(state: LeagueState, playerId: string, change: (c: LeagueDeckCheck) => LeagueDeckCheck): LeagueState {
  const open = openDeckCheck(state, playerId);
  return { ...state, deckChecks: state.deckChecks.map((c) => (c === open ? change(c) : c)) };
}

function mapPlayer(state: LeagueState, id: string, change: (p: LeaguePlayer) => LeaguePlayer): LeagueState {
  return { ...state, players: state.players.map((p) => (p.id === id ? change(p) : p)) };
}

function mapRound(state: LeagueState, round: number, change: (r: LeagueRound) => LeagueRound): LeagueState {
  return { ...state, rounds: state.rounds.map((r) => (r.number === round ? change(r) : r)) };
}

function mapPairing(state: LeagueState, round: number, table: number, change: (p: LeaguePairing) => LeaguePairing): LeagueState {
  return mapRound(state, round, (r) => ({ ...r, pairings: r.pairings.map((p) => (p.table === table ? change(p) : p)) }));
}
