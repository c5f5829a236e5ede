import { teamOf, type Seat, type TeamCommand, type TeamState } from '../game-kinds/team/index.js';

/**
 * What a player may send with their own seat's token (the admin token may send anything): moves
 * of their own seat, the turn's decisions when their team is the active one (003: the active team
 * decides on the center), and reports about their own team. The rules themselves are the core's
 * to check; this only says who may ask. Undefined: allowed; otherwise why not.
 */
export function seatRefusal(seat: Seat, command: TeamCommand, state: TeamState): string | undefined {
  const team = teamOf(seat);
  const active = team === state.activeTeam;
  switch (command.type) {
    case 'StartTeamGame':
      return 'only the organiser starts a game';
    case 'PlayCard':
    case 'UseGxOrVstar':
    case 'AttackEmptyField':
    case 'PlayerCannotDraw':
      return command.seat === seat ? undefined : `${seat} may send this for their own seat only, not for ${command.seat}`;
    case 'EndFieldTurn':
    case 'EndTurn':
    case 'ChooseOnCenter':
      return active ? undefined : `only team ${state.activeTeam}, whose turn it is, decides this`;
    case 'TakePrizes':
      return active || team === command.team ? undefined : `only the active team or the team taking the Prize cards reports them`;
    case 'ReportFieldEmpty':
    case 'CardDecidesGame':
      return command.team === team ? undefined : `${seat} reports for their own team (${team}) only`;
  }
}
