import type { RuleRef, RuleViolation } from '../../rules/index.js';
import { formats } from '../../formats/format-definition.js';
import type { TeamCommand, TeamCommandOf } from './team-command.js';
import type { TeamEvent } from './team-event.js';
import { evolveTeam } from './team-evolve.js';
import {
  FIELDS,
  PRIZES_PER_PLAYER,
  PRIZES_TO_WIN,
  SEATS,
  otherTeam,
  playsOn,
  prizesOn,
  prizesTaken,
  teamOf,
  type Field,
  type Seat,
  type Team,
  type TeamState,
} from './team-state.js';

export const TEAM_REFS = {
  supporters: formats('Team-Format (fortgesetzt), Unterstützerkarten'),
  stadiums: formats('Team-Format (fortgesetzt), Stadionkarten'),
  energy: formats('Team-Format (fortgesetzt), Energiekarten'),
  zones: formats('Team-Format (fortgesetzt), Anpassungen nach Spielzone'),
  prizes: formats('Team-Format (fortgesetzt), Preiskarten'),
  attacking: formats('Team-Format (fortgesetzt), Anpassungen beim Angreifen'),
  losing: formats('Team-Format (fortgesetzt), Bedingungen für eine Niederlage'),
  winning: formats('Team-Format (fortgesetzt), Gewinnen des Spiels'),
  extraTurns: formats('Team-Format (fortgesetzt), Die folgenden Karten sind im Team-Format nicht erlaubt'),
} as const satisfies Record<string, RuleRef>;

export type TeamDecision = { readonly ok: true; readonly events: TeamEvent[] } | { readonly ok: false; readonly violation: RuleViolation };

const no = (code: string, message: string, ref: RuleRef): RuleViolation => ({ code, message, ref });

/** The Team-Format ledger: the command's events, then the win or loss they cause. Pure. */
export function decideTeam(state: TeamState, command: TeamCommand): TeamDecision {
  const events = commandEvents(state, command);
  if (!Array.isArray(events)) return { ok: false, violation: events };
  const after = events.reduce(evolveTeam, state);
  return { ok: true, events: [...events, ...outcome(after)] };
}

function outcome(state: TeamState): TeamEvent[] {
  if (state.phase !== 'playing') return [];
  for (const team of ['A', 'B'] as const) {
    if (prizesTaken(state, team) >= PRIZES_TO_WIN) return [{ type: 'TeamWon', team, reason: `took ${PRIZES_TO_WIN} of its 12 Prize cards` }];
  }
  for (const team of ['A', 'B'] as const) {
    if (FIELDS.every((field) => state.empty.some((e) => e.team === team && e.field === field))) {
      return [{ type: 'TeamWon', team: otherTeam(team), reason: `team ${team} has no Pokémon in play on any field` }];
    }
  }
  return [];
}

function commandEvents(state: TeamState, command: TeamCommand): TeamEvent[] | RuleViolation {
  if (command.type === 'StartTeamGame') {
    if (state.phase !== 'not-started') return no('already-started', 'the game has already started', TEAM_REFS.prizes);
    const wrong = SEATS.find((s) => command.players[s].side + command.players[s].center !== PRIZES_PER_PLAYER);
    if (wrong) return no('prize-split', `${wrong}'s Prize cards on the side field and the center must add up to ${PRIZES_PER_PLAYER}`, TEAM_REFS.prizes);
    const players = Object.fromEntries(SEATS.map((s) => [s, { name: command.players[s].name, prizes: { side: command.players[s].side, center: command.players[s].center }, out: false }]));
    return [{ type: 'TeamGameStarted', gameId: command.gameId, players: players as Record<Seat, (typeof players)[string]>, first: command.first }];
  }
  if (state.phase !== 'playing') return no('not-playing', state.phase === 'finished' ? `the game is over: team ${state.winner} won` : 'no game has started', TEAM_REFS.winning);
  switch (command.type) {
    case 'PlayCard':
      return playCard(state, command);
    case 'EndFieldTurn':
      if (state.fields[command.field].ended) return no('field-turn-over', `the ${command.field} field's turn is already over`, TEAM_REFS.supporters);
      return [{ type: 'FieldTurnEnded', field: command.field, reason: command.reason }];
    case 'TakePrizes':
      return takePrizes(state, command);
    case 'AttackEmptyField':
      return attackEmptyField(state, command);
    case 'UseGxOrVstar': {
      const refused = mayAct(state, command.seat, command.field, TEAM_REFS.attacking);
      if (refused) return refused;
      const team = teamOf(command.seat);
      if (state.gxUsed.some((u) => u.team === team && u.field === command.field)) {
        return no('gx-vstar-used', `team ${team} has used its GX attack or VSTAR Power on the ${command.field} field`, TEAM_REFS.attacking);
      }
      return [{ type: 'GxOrVstarUsed', seat: command.seat, field: command.field }];
    }
    case 'ReportFieldEmpty': {
      const owner = SEATS.find((s) => teamOf(s) === command.team && command.field !== 'center' && playsOn(s, command.field));
      if (!command.empty && owner && state.players[owner].out) return no('player-out', `${owner} is out of the game: their side field stays empty`, TEAM_REFS.losing);
      return [{ type: 'FieldEmptinessReported', team: command.team, field: command.field, empty: command.empty }];
    }
    case 'PlayerCannotDraw':
      if (state.players[command.seat].out) return no('player-out', `${command.seat} is already out of the game`, TEAM_REFS.losing);
      return [{ type: 'PlayerOut', seat: command.seat }];
    case 'ChooseOnCenter':
      // 003 "Anpassungen nach Spielzone": the active team decides; a player out of the game has no hand left.
      if (command.of === 'hand' && state.players[command.seat].out) return no('player-out', `${command.seat} is out of the game and has no hand`, TEAM_REFS.zones);
      return [{ type: 'CenterChoiceMade', team: state.activeTeam, seat: command.seat, of: command.of, card: command.card }];
    case 'CardDecidesGame': {
      const winner = command.outcome === 'wins' ? command.team : otherTeam(command.team);
      return [{ type: 'TeamWon', team: winner, reason: `${command.card}: team ${command.team} ${command.outcome === 'wins' ? 'met its win condition' : 'met its loss condition'}, which applies to the whole team` }];
    }
    case 'EndTurn':
      // 003: an effect that would give a player another turn is not carried out.
      return [{ type: 'TurnEnded', team: state.activeTeam, extraTurnSuppressed: command.extraTurn }];
  }
}

function mayAct(state: TeamState, seat: Seat, field: Field, ref: RuleRef): RuleViolation | undefined {
  const team = teamOf(seat);
  if (team !== state.activeTeam) return no('not-your-turn', `it is team ${state.activeTeam}'s turn, not team ${team}'s`, ref);
  if (state.players[seat].out) return no('player-out', `${seat} is out of the game`, TEAM_REFS.losing);
  if (!playsOn(seat, field)) return no('not-your-field', `${seat} plays the center and their own side field, not the ${field} field`, ref);
  if (state.fields[field].ended) return no('field-turn-over', `the ${field} field's turn is over`, ref);
  return undefined;
}

const KIND_REF = { Supporter: TEAM_REFS.supporters, Stadium: TEAM_REFS.stadiums, Energy: TEAM_REFS.energy } as const;

function playCard(state: TeamState, command: TeamCommandOf<'PlayCard'>): TeamEvent[] | RuleViolation {
  const ref = KIND_REF[command.kind];
  const refused = mayAct(state, command.seat, command.field, ref);
  if (refused) return refused;
  if (state.fields[command.field].played[command.kind] >= 1) {
    return no('field-limit', `one ${command.kind} per field per turn: the ${command.field} field has had its ${command.kind} this turn`, ref);
  }
  return [{ type: 'CardPlayed', seat: command.seat, field: command.field, kind: command.kind }];
}

/**
 * 003 "Preiskarten" and "Anpassungen beim Angreifen": the takers are players of the taking team
 * on that field, each from their own Prize cards there; what cannot be taken on the field is
 * forfeited, and the takers must take all they can. Who takes the center's is the active team's
 * choice, whichever team takes them.
 */
function takePrizes(state: TeamState, command: TeamCommandOf<'TakePrizes'>): TeamEvent[] | RuleViolation {
  const team = command.team ?? state.activeTeam;
  const eligible = (seat: Seat) => teamOf(seat) === team && !state.players[seat].out && playsOn(seat, command.field);
  const wrong = command.takers.find((t) => !eligible(t.seat));
  if (wrong) return no('not-a-taker', `${wrong.seat} cannot take Prize cards on the ${command.field} field now`, TEAM_REFS.prizes);
  const over = command.takers.find((t) => t.count > prizesOn(state.players[t.seat], t.seat, command.field));
  if (over) return no('not-enough-prizes', `${over.seat} has ${prizesOn(state.players[over.seat], over.seat, command.field)} Prize cards on the ${command.field} field`, TEAM_REFS.prizes);
  const available = SEATS.filter(eligible).reduce((sum, s) => sum + prizesOn(state.players[s], s, command.field), 0);
  const due = Math.min(command.earned, available);
  const taken = command.takers.reduce((sum, t) => sum + t.count, 0);
  if (taken !== due) return no('prize-count', `${due} Prize card(s) are to be taken on the ${command.field} field, not ${taken}`, TEAM_REFS.prizes);
  return [{ type: 'PrizesTaken', field: command.field, takers: command.takers.filter((t) => t.count > 0), earned: command.earned, forfeited: command.earned - due }];
}

function attackEmptyField(state: TeamState, command: TeamCommandOf<'AttackEmptyField'>): TeamEvent[] | RuleViolation {
  const refused = mayAct(state, command.seat, command.field, TEAM_REFS.attacking);
  if (refused) return refused;
  const opponent: Team = otherTeam(teamOf(command.seat));
  if (!state.empty.some((e) => e.team === opponent && e.field === command.field)) {
    return no('field-not-empty', `team ${opponent} has Pokémon on the ${command.field} field`, TEAM_REFS.attacking);
  }
  if (command.byCounters) return no('counters-do-not-count', 'placing damage counters does not take a Prize card from an empty field', TEAM_REFS.attacking);
  if (command.damage < 10) return no('too-little-damage', 'an attack on an empty field takes a Prize card only when it would do at least 10 damage', TEAM_REFS.attacking);
  const left = prizesOn(state.players[command.seat], command.seat, command.field);
  return [
    { type: 'PrizesTaken', field: command.field, takers: left > 0 ? [{ seat: command.seat, count: 1 }] : [], earned: 1, forfeited: left > 0 ? 0 : 1 },
    { type: 'FieldTurnEnded', field: command.field, reason: 'attacked an empty field' },
  ];
}
