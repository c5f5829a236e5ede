/**
 * The Team-Format's turn and Prize ledger (003 "Team-Format (fortgesetzt)"); see README.md for
 * what the core decides where 003 is silent. Plain JSON, folded from TeamEvents.
 */

export type Team = 'A' | 'B';
export type Seat = 'A1' | 'A2' | 'B1' | 'B2';
export type Field = 'left' | 'right' | 'center';
export type CardKind = 'Supporter' | 'Stadium' | 'Energy';

export const SEATS: readonly Seat[] = ['A1', 'A2', 'B1', 'B2'];
export const FIELDS: readonly Field[] = ['left', 'right', 'center'];

export const teamOf = (seat: Seat): Team => (seat.startsWith('A') ? 'A' : 'B');
export const otherTeam = (team: Team): Team => (team === 'A' ? 'B' : 'A');

/** A1 and B1 play the left field, A2 and B2 the right; everyone plays the center. */
export const sideField = (seat: Seat): Field => (seat.endsWith('1') ? 'left' : 'right');
export const playsOn = (seat: Seat, field: Field): boolean => field === 'center' || sideField(seat) === field;

export interface TeamPlayer {
  readonly name: string;
  /** Prize cards left on the player's side field and on the center. */
  readonly prizes: { readonly side: number; readonly center: number };
  /** 003 "Bedingungen für eine Niederlage": out after failing to draw. */
  readonly out: boolean;
}

export interface FieldTurn {
  /** Cards of each limited kind played on this field this turn. */
  readonly played: Readonly<Record<CardKind, number>>;
  /** The field's turn is over (its attack, or a Supporter that ends the turn). */
  readonly ended: boolean;
}

export interface TeamState {
  readonly gameId: string;
  readonly phase: 'not-started' | 'playing' | 'finished';
  readonly turn: number;
  readonly activeTeam: Team;
  readonly players: Readonly<Record<Seat, TeamPlayer>>;
  readonly fields: Readonly<Record<Field, FieldTurn>>;
  /** Fields on which a team has no Pokémon in play, as the table reports (or a player out of the game leaves). */
  readonly empty: readonly { readonly team: Team; readonly field: Field }[];
  /** Fields on which a team has used its GX attack or VSTAR Power. */
  readonly gxUsed: readonly { readonly team: Team; readonly field: Field }[];
  readonly winner: Team | null;
  /** Why the winner won, as the TeamWon event says it; null while the game runs. */
  readonly winReason: string | null;
}

const freshField: FieldTurn = { played: { Supporter: 0, Stadium: 0, Energy: 0 }, ended: false };
export const freshFields: Readonly<Record<Field, FieldTurn>> = { left: freshField, right: freshField, center: freshField };

const nobody: TeamPlayer = { name: '', prizes: { side: 0, center: 0 }, out: false };

export const initialTeamState: TeamState = {
  gameId: '',
  phase: 'not-started',
  turn: 0,
  activeTeam: 'A',
  players: { A1: nobody, A2: nobody, B1: nobody, B2: nobody },
  fields: freshFields,
  empty: [],
  gxUsed: [],
  winner: null,
  winReason: null,
};

/** 003 "Gewinnen des Spiels": nine of the team's twelve Prize cards. */
export const PRIZES_TO_WIN = 9;
export const PRIZES_PER_PLAYER = 6;

export const prizesLeft = (player: TeamPlayer): number => player.prizes.side + player.prizes.center;

/** Prize cards a team has taken: twelve minus what its two players have left. */
export function prizesTaken(state: TeamState, team: Team): number {
  return SEATS.filter((s) => teamOf(s) === team).reduce((sum, s) => sum + PRIZES_PER_PLAYER - prizesLeft(state.players[s]), 0);
}

/** A seat's Prize cards on a field: its side field's, or the center's. */
export function prizesOn(player: TeamPlayer, seat: Seat, field: Field): number {
  if (field === 'center') return player.prizes.center;
  return sideField(seat) === field ? player.prizes.side : 0;
}
