import type { Logger } from '../logging/logger.js';
import { tableLogger } from '../logging/logger.js';
import type { MatchService } from '../matches/match.service.js';
import type { LiveSocket } from './live-socket.js';

/** Lines about a client carry its table and the match running there. */
export function clientLogger(logger: Logger, socket: LiveSocket, matches: MatchService): Logger {
  if (socket.table === undefined) return logger;
  return tableLogger(logger, socket.table, matches.current(socket.table).match?.matchId);
}
