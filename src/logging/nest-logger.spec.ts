import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, tableLogger } from './logger.js';
import { PinoNestLogger } from './nest-logger.js';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger('trace', stream), lines };
}

describe('logging', () => {
  it("writes NestJS's messages as pino lines with their context", () => {
    const { logger, lines } = capture();
    const nest = new PinoNestLogger(logger);
    nest.log('Nest application successfully started', 'NestApplication');
    nest.error('boom', 'Error: boom\n    at x', 'ExceptionsHandler');
    expect(lines[0]).toMatchObject({ level: 30, msg: 'Nest application successfully started', context: 'NestApplication' });
    expect(lines[1]).toMatchObject({ level: 50, msg: 'boom', context: 'ExceptionsHandler', stack: 'Error: boom\n    at x' });
  });

  it("writes Nest's start-up chatter (a line per module, route and WebSocket message) at debug, not info (issue 15: 91 lines before the banner)", () => {
    const { logger, lines } = capture();
    const nest = new PinoNestLogger(logger);
    nest.log('Mapped {/health, GET} route', 'RouterExplorer');
    nest.log('HealthController {/health}:', 'RoutesResolver');
    nest.log('AppModule dependencies initialized', 'InstanceLoader');
    nest.log('HubGateway subscribed to the "ping" message', 'WebSocketsController');
    nest.log('Starting Nest application...', 'NestFactory');
    expect(lines.map((l) => [l.level, l.context])).toEqual([
      [20, 'RouterExplorer'],
      [20, 'RoutesResolver'],
      [20, 'InstanceLoader'],
      [20, 'WebSocketsController'],
      [20, 'NestFactory'],
    ]);
  });

  it('puts the table and match on every line of a table logger', () => {
    const { logger, lines } = capture();
    tableLogger(logger, 'store-1', 'm-42').info({ seq: 3 }, 'command applied');
    tableLogger(logger, 'store-1').warn('zone reader disconnected');
    expect(lines[0]).toMatchObject({ tableId: 'store-1', matchId: 'm-42', seq: 3 });
    expect(lines[1]).toMatchObject({ tableId: 'store-1' });
    expect(lines[1]).not.toHaveProperty('matchId');
  });

  it('never writes a PIN, token or join code, even when handed one', () => {
    const { logger, lines } = capture();
    logger.info({ auth: { role: 'judge', pin: '0417' }, body: { token: 'secret-token' } }, 'careless');
    expect(JSON.stringify(lines[0])).not.toMatch(/0417|secret-token/);
  });
});
