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
    nest.log('Mapped {/health, GET} route', 'RouterExplorer');
    nest.error('boom', 'Error: boom\n    at x', 'ExceptionsHandler');
    expect(lines[0]).toMatchObject({ level: 30, msg: 'Mapped {/health, GET} route', context: 'RouterExplorer' });
    expect(lines[1]).toMatchObject({ level: 50, msg: 'boom', context: 'ExceptionsHandler', stack: 'Error: boom\n    at x' });
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
