export { nextRaidEvents } from './boss-turn.js';
export { raidCommandSchema, randomOriginSchema, type RaidCommand, type RaidCommandInput, type RaidCommandOf } from './raid-command.js';
export { decideRaid, type RaidDecision } from './raid-decide.js';
export type { RaidEvent, RaidEventOf } from './raid-event.js';
export { evolveRaid, replayRaid } from './raid-evolve.js';
export { RAID_REFS, cardsPerBossTurn, fullContribution, GIOVANNI_KNOCK_OUT_CARDS } from './raid-rules.js';
export * from './raid-state.js';
export { raidEventsFor, raidView, type RaidEventView, type RaidView } from './raid-view.js';
