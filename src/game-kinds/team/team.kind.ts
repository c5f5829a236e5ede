import { decideTeam, evolveTeam, initialTeamState, teamView, type TeamCommand, type TeamEvent, type TeamGameView, type TeamState } from './index.js';
import type { GameKind } from '../../game-host/game-kind.js';

/** A Team-Format table hides nothing: the four players, the organiser and spectators see the same. */
export type TeamViewer = 'table';

/** The Team-Format game (003 "Team-Format (fortgesetzt)") as a game kind of the hub: its pure core beside it in this folder. */
export const teamKind: GameKind<TeamState, TeamCommand, TeamEvent, TeamGameView, TeamViewer> = {
  name: 'team',
  initial: initialTeamState,
  decide: decideTeam,
  evolve: evolveTeam,
  isFinished: (state) => state.phase === 'finished',
  viewFor: (state) => teamView(state),
  eventsFor: (_state, events) => events,
};
