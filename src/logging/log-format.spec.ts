import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';
import { logDestination, logFormat } from './log-format.js';

describe('the log format', () => {
  it('is readable lines at a terminal and JSON lines anywhere else, unless MIRRORMAT_LOG_FORMAT says which', () => {
    expect(logFormat({}, true)).toBe('pretty');
    expect(logFormat({}, false)).toBe('json');
    expect(logFormat({ MIRRORMAT_LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(logFormat({ MIRRORMAT_LOG_FORMAT: ' Pretty ' }, false)).toBe('pretty');
    expect(logFormat({ MIRRORMAT_LOG_FORMAT: 'xml' }, false)).toBe('json');
  });

  it('writes JSON through pino itself, and one readable line per entry through pino-pretty', async () => {
    expect(await logDestination('json')).toBeUndefined();
    const written: string[] = [];
    const terminal = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString());
        done();
      },
    });
    const logger = createLogger('info', await logDestination('pretty', terminal));
    logger.info({ url: 'http://127.0.0.1:8080/' }, 'hub ready');
    const text = written.join('');
    expect(text).toMatch(/^\[\d{2}:\d{2}:\d{2}\] INFO: hub ready \{"url":"http:\/\/127\.0\.0\.1:8080\/"\}\n$/);
    expect(text).not.toContain('{"level"');
  });
});
