import type { GameLog } from '../game-host/game-log.js';
import type { EngineEvent, EngineState } from './rules-engine.port.js';
import type { HubMatchLog } from './match.tokens.js';

/** The match log as the game host writes it: with snapshots, and reopened by a judge's restore. */
export function matchGameLog(log: HubMatchLog): GameLog<EngineState, EngineEvent> {
  return {
    read: (matchId, fromSeq) => log.read(matchId, fromSeq),
    append: (matchId, expectedSeq, actor, events) => log.append(matchId, expectedSeq, actor, events),
    end: (matchId, at, by) => log.endMatch(matchId, at, by),
    snapshots: {
      save: (matchId, seq, state) => log.saveSnapshot(matchId, seq, state),
      latest: (matchId) => log.latestSnapshot<EngineState>(matchId),
    },
    reopen: (matchId, expectedSeq, actor, events, note) => log.reopen(matchId, expectedSeq, actor, events, note),
  };
}
