import { extraTurn, type GameProgress } from './extra-turns.js';
import { currentRound, standingsOf, type LeagueState } from './league-state.js';
import { tableTime } from './round-clock.js';

/**
 * What each role sees of an event (the boundary where private data is stripped, as the engine's
 * viewFor does for a game): everyone sees pairings, tables, the clock, results, penalties and the
 * standings; only the organiser sees Play! Pokémon IDs and deck registrations. Seat codes are never
 * in a view (the organiser asks for them apart).
 */
export type LeagueViewer = 'public' | 'organiser';

export function leagueView(state: LeagueState, viewer: LeagueViewer, now: Date, progressOf: (matchId: string) => GameProgress | undefined) {
  const names = new Map(state.players.map((p) => [p.id, p.name] as const));
  const round = currentRound(state);
  return {
    /** The hub's time when this view was made: a page counts a table's clock down from `endsAt` minus this, never from its own clock. */
    now: now.toISOString(),
    event: { ...state.event, rounds: state.event.rounds ?? 'until-one-undefeated' },
    players: state.players.map((p) => ({
      id: p.id,
      name: p.name,
      firstRound: p.firstRound,
      dropped: p.droppedAfter !== null,
      ...(viewer === 'organiser' ? { playId: p.playId, deckRegistrationId: p.deckRegistrationId } : {}),
    })),
    rounds: state.rounds.map((r) => ({
      number: r.number,
      source: r.source,
      startedAt: r.startedAt,
      ended: r.ended,
      pairings: r.pairings.map((p) => {
        const game = p.games.at(-1);
        const progress = game && game.outcome === null ? progressOf(game.matchId) : undefined;
        return {
          table: p.table,
          tableId: p.tableId,
          p1: { id: p.p1, name: names.get(p.p1) ?? p.p1 },
          p2: p.p2 === null ? null : { id: p.p2, name: names.get(p.p2) ?? p.p2 },
          games: p.games.map((g) => ({ game: g.game, matchId: g.matchId, outcome: g.outcome, prizesTaken: g.prizesTaken })),
          clock: r === round && p.p2 !== null ? tableTime(r, p, state.event.roundMinutes, now) : null,
          timeCalled: p.timeCalled === null ? null : { at: p.timeCalled.at, turn: progress ? extraTurn(p.timeCalled, progress).turn : null },
          proposal: p.proposal,
          confirmedBy: p.confirmedBy,
          result: p.result,
        };
      }),
    })),
    penalties: state.penalties.map((x) => ({ ...x, name: names.get(x.playerId) ?? x.playerId })),
    ...(viewer === 'organiser'
      ? { deckChecks: state.deckChecks.map((c) => ({ playerId: c.playerId, tableId: c.tableId, judge: c.judge, startedAt: c.startedAt, scanned: new Set(c.scanned.map((x) => x.uid)).size, result: c.result })) }
      : {}),
    standings: standingsOf(state),
  };
}

export type LeagueView = ReturnType<typeof leagueView>;
