import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp, type HttpLogger } from 'pino-http';
import type { Logger } from './logger.js';

/**
 * One log line per answered HTTP request, through pino-http on the hub's own logger: method,
 * path, status and time taken. Credentials travel in headers (Authorization, X-Seat-Code,
 * X-Draft-Token...), bodies and, for some clients, query strings, so none of the three is logged.
 * A refusal is `info` (a guesser's 401s are throttled and logged by the auth service), a server
 * error `error`; answered requests are `debug`, as the live pages poll.
 */
export function requestLogging(logger: Logger): HttpLogger {
  return pinoHttp({
    logger: logger.child({ component: 'http' }),
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, path: req.url.split('?')[0] }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) => (error !== undefined || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'info' : 'debug'),
  });
}
