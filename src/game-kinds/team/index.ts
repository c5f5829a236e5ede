export { startTeamGameCommandSchema, teamCommandSchema, teamPlayCommandSchemas, type TeamCommand, type TeamCommandInput, type TeamCommandOf } from './team-command.js';
export { decideTeam, TEAM_REFS, type TeamDecision } from './team-decide.js';
export type { TeamEvent } from './team-event.js';
export { evolveTeam, replayTeam } from './team-evolve.js';
export * from './team-state.js';
export { teamView, type TeamGameView } from './team-view.js';
