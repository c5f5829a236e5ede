import { decideRaid, evolveRaid, initialRaidState, raidEventsFor, raidView, type RaidCommand, type RaidEvent, type RaidState, type RaidView } from './index.js';
import type { GameKind } from '../../game-host/game-kind.js';

/** Everyone at a raid's table sees the same: the raid deck face down (judges read the full log instead). */
export type RaidViewer = 'table';

/** The raid (003 "Raid-Format", "Giovanni-Format") as a game kind of the hub: its pure core beside it in this folder. */
export const raidKind: GameKind<RaidState, RaidCommand, RaidEvent, RaidView, RaidViewer> = {
  name: 'raid',
  initial: initialRaidState,
  decide: decideRaid,
  evolve: evolveRaid,
  isFinished: (state) => state.phase === 'finished',
  viewFor: (state) => raidView(state),
  eventsFor: (_state, events) => raidEventsFor(events),
};
