import { commandSchema, decide, decideAs, eventsFor, evolve, initialState, isFinished, pendingCoinFlips, replay, viewFor } from '../rules/index.js';
import type { RulesEngine } from './rules-engine.port.js';

/** The real rules engine (src/rules) behind the port the match service and gateway use. */
export const rulesEngine: RulesEngine = {
  initialState,
  commandSchema,
  decide,
  decideAs,
  evolve,
  replay,
  isFinished,
  viewFor,
  eventsFor,
  pendingCoinFlips,
};
