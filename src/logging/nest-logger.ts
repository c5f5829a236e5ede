import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';

/**
 * Nest's start-up chatter, one line per module, per route and per WebSocket message (some hundred), and
 * its "Starting Nest application...": debug, so the terminal shows what a person needs at start (the
 * banner) and the JSON log keeps it a level down.
 */
const BOOT_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'WebSocketsController', 'NestFactory']);

/**
 * NestJS's own messages (module init, route mapping, exceptions) go through pino too, so the
 * hub writes one format. Nest passes the context (class name) as the last string argument.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...rest: unknown[]): void {
    const context = rest.at(-1);
    this.write(typeof context === 'string' && BOOT_CONTEXTS.has(context) ? 'debug' : 'info', message, rest);
  }

  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }

  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }

  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }

  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }

  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  private write(level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace', message: unknown, rest: unknown[]): void {
    const context = typeof rest.at(-1) === 'string' ? (rest.at(-1) as string) : undefined;
    const extra = context === undefined ? rest : rest.slice(0, -1);
    const fields: Record<string, unknown> = context === undefined ? {} : { context };
    // Nest's exception handler passes the stack as the first extra argument.
    const stack = extra.find((item): item is string => typeof item === 'string');
    if (stack !== undefined) fields.stack = stack;
    if (message instanceof Error) {
      this.logger[level]({ ...fields, err: message }, message.message);
    } else if (typeof message === 'string') {
      this.logger[level](fields, message);
    } else {
      this.logger[level]({ ...fields, value: message }, 'nest');
    }
  }
}
