import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Controller, Get, type INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoggingModule } from '../logging/logging.module.js';
import { resolveDashboardFile } from './dashboard-files.js';
import { DashboardHostModule } from './dashboard-host.module.js';
import { DASHBOARD_DIR } from './dashboard-host.tokens.js';

@Controller()
class HubRoutes {
  @Get('api/tables')
  tables() {
    return [{ id: 't1' }];
  }

  @Get('health')
  health() {
    return { status: 'up' };
  }
}

const INDEX = '<!doctype html><title>Mirrormat</title><div id="root"></div>';
const SCRIPT = 'console.log("dashboard")';

describe('the dashboard host', () => {
  let dir: string;
  let app: INestApplication;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mirrormat-dashboard-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    writeFileSync(join(dir, 'assets', 'index-abc123.js'), SCRIPT);
    const moduleRef = await Test.createTestingModule({
      imports: [LoggingModule.forRoot(pino({ level: 'silent' })), DashboardHostModule],
      controllers: [HubRoutes],
    })
      .overrideProvider(DASHBOARD_DIR)
      .useValue(dir)
      .compile();
    app = moduleRef.createNestApplication({ logger: false });
    await app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves index.html at / and revalidates it on every load', async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX);
  });

  it.each(['/table/t1', '/table/t1/spectate', '/overlay/t1', '/judge', '/virtual/t1', '/enrol'])('answers the client route %s with the app', async (path) => {
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX);
  });

  it('serves hashed assets with their type, cached for good', async () => {
    const response = await fetch(`${base}/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(SCRIPT);
  });

  it('answers a missing asset with 404, not with the app', async () => {
    const response = await fetch(`${base}/assets/gone-000.js`);
    expect(response.status).toBe(404);
  });

  it('leaves /api and /health to the hub, including its 404s', async () => {
    expect(await (await fetch(`${base}/api/tables`)).json()).toEqual([{ id: 't1' }]);
    expect(await (await fetch(`${base}/health`)).json()).toEqual({ status: 'up' });
    const unknown = await fetch(`${base}/api/nothing-here`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).not.toContain('<div id="root">');
  });

  it('answers HEAD without a body', async () => {
    const response = await fetch(`${base}/judge`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(INDEX)));
  });
});

describe('resolving a dashboard path', () => {
  it('never leaves the build directory, however the path is encoded', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'mirrormat-dashboard-'));
    const dir = join(outside, 'dist');
    mkdirSync(dir);
    try {
      writeFileSync(join(dir, 'index.html'), INDEX);
      writeFileSync(join(outside, 'secret.txt'), 'not for the browser');
      for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/%2e%2e%2f%2e%2e%2fsecret.txt', '/..%5csecret.txt', '/secret.txt%00.js']) {
        expect(await resolveDashboardFile(dir, path), path).toEqual({ kind: 'not-found' });
      }
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('says the dashboard is not built when index.html is missing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mirrormat-dashboard-'));
    try {
      expect(await resolveDashboardFile(dir, '/table/t1')).toEqual({ kind: 'not-built' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
