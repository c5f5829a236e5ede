import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { Body, Controller, Get, Post, type INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';
import { requestLogging } from './request-logging.js';

@Controller('api/things')
class Things {
  @Get()
  list() {
    return [];
  }

  @Post()
  create(@Body() body: unknown) {
    return body;
  }
}

describe('request logging', () => {
  const lines: Record<string, unknown>[] = [];
  let app: INestApplication;
  let base: string;

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const moduleRef = await Test.createTestingModule({ controllers: [Things] }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    app.use(requestLogging(createLogger('debug', sink)));
    await app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  });

  afterAll(() => app?.close());

  it('writes one line per request with its method, path, status and time, on the hub logger', async () => {
    await (await fetch(`${base}/api/things?table=t1`)).arrayBuffer();
    await (await fetch(`${base}/api/nothing`)).arrayBuffer();
    await expect.poll(() => lines.length).toBeGreaterThanOrEqual(2);
    expect(lines[0]).toMatchObject({ name: 'mirrormat', component: 'http', level: 20, req: { method: 'GET', path: '/api/things' }, res: { statusCode: 200 }, responseTime: expect.any(Number) });
    expect(lines[1]).toMatchObject({ level: 30, req: { path: '/api/nothing' }, res: { statusCode: 404 } });
  });

  it('logs no credential, wherever the client put it: header, query or body', async () => {
    const secrets = ['demo-admin-token-XYZ', 'SEATCODE42', 'draft-token-77', '4711'];
    await (
      await fetch(`${base}/api/things?code=${secrets[1]}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secrets[0]}`, 'x-seat-code': secrets[1]!, 'x-draft-token': secrets[2]!, 'content-type': 'application/json' },
        body: JSON.stringify({ by: { role: 'judge', name: 'Demo Judge', pin: secrets[3] } }),
      })
    ).arrayBuffer();
    await expect.poll(() => lines.some((line) => (line.res as { statusCode?: number } | undefined)?.statusCode === 201)).toBe(true);
    const written = JSON.stringify(lines);
    for (const secret of secrets) expect(written).not.toContain(secret);
  });
});
