import { prizesLeft, prizesTaken, SEATS, type Seat, type Team, type TeamState } from './team-state.js';

/** What the table sees of a Team-Format game: everything (nothing is hidden), with the Prize counts worked out. */
export interface TeamGameView extends TeamState {
  /** Prize cards each team has taken, counted across the three fields (003 "Preiskarten"). */
  readonly taken: Readonly<Record<Team, number>>;
  /** Prize cards each player has left, wherever they lie. */
  readonly left: Readonly<Record<Seat, number>>;
}

export function teamView(state: TeamState): TeamGameView {
  return {
    ...state,
    taken: { A: prizesTaken(state, 'A'), B: prizesTaken(state, 'B') },
    left: Object.fromEntries(SEATS.map((s) => [s, prizesLeft(state.players[s])])) as Record<Seat, number>,
  };
}
