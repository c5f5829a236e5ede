import type { TeamEvent } from './team-event.js';
import { freshFields, initialTeamState, otherTeam, sideField, teamOf, type TeamState } from './team-state.js';

export function evolveTeam(state: TeamState, event: TeamEvent): TeamState {
  switch (event.type) {
    case 'TeamGameStarted':
      return { ...initialTeamState, gameId: event.gameId, phase: 'playing', turn: 1, activeTeam: event.first, players: event.players };
    case 'CardPlayed': {
      const field = state.fields[event.field];
      return { ...state, fields: { ...state.fields, [event.field]: { ...field, played: { ...field.played, [event.kind]: field.played[event.kind] + 1 } } } };
    }
    case 'FieldTurnEnded':
      return { ...state, fields: { ...state.fields, [event.field]: { ...state.fields[event.field], ended: true } } };
    case 'PrizesTaken': {
      const players = { ...state.players };
      for (const { seat, count } of event.takers) {
        const p = players[seat];
        players[seat] = { ...p, prizes: event.field === 'center' ? { ...p.prizes, center: p.prizes.center - count } : { ...p.prizes, side: p.prizes.side - count } };
      }
      return { ...state, players };
    }
    case 'GxOrVstarUsed':
      return { ...state, gxUsed: [...state.gxUsed, { team: teamOf(event.seat), field: event.field }] };
    case 'FieldEmptinessReported': {
      const others = state.empty.filter((e) => !(e.team === event.team && e.field === event.field));
      return { ...state, empty: event.empty ? [...others, { team: event.team, field: event.field }] : others };
    }
    case 'PlayerOut': {
      // 003: the player's cards leave their side field; their cards on the center stay.
      const team = teamOf(event.seat);
      const field = sideField(event.seat);
      const others = state.empty.filter((e) => !(e.team === team && e.field === field));
      return { ...state, players: { ...state.players, [event.seat]: { ...state.players[event.seat], out: true } }, empty: [...others, { team, field }] };
    }
    case 'CenterChoiceMade':
      return state;
    case 'TurnEnded':
      return { ...state, turn: state.turn + 1, activeTeam: otherTeam(event.team), fields: freshFields };
    case 'TeamWon':
      return { ...state, phase: 'finished', winner: event.team, winReason: event.reason };
  }
}

export function replayTeam(events: readonly TeamEvent[], from: TeamState = initialTeamState): TeamState {
  return events.reduce(evolveTeam, from);
}
