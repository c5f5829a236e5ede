import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

/** The hub's root pino logger, injected wherever a service logs; services log through child loggers. */
export const LOGGER = Symbol('LOGGER');

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** JSON lines on stdout (or the given stream), one object per line, with the hub's name and pid. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    name: 'mirrormat',
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    // The hub never logs credentials, but a careless `{ body }` must not leak them either.
    redact: { paths: ['*.pin', '*.token', '*.code', '*.password', 'auth.*'], censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * A logger for everything that concerns one table (and its running match): every line it
 * writes carries `tableId`, and `matchId` when a match runs, so one grep follows a game.
 */
export function tableLogger(root: Logger, tableId: string, matchId?: string): Logger {
  return root.child(matchId === undefined ? { tableId } : { tableId, matchId });
}
