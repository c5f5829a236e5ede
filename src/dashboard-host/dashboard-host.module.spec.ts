import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Controller, Get, Module, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import compression from 'compression';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoggingModule } from '../logging/logging.module.js';
import { DashboardHostModule } from './dashboard-host.module.js';
import { precompressAssets } from './precompressed-assets.js';

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

/** A hub with the dashboard host over `dir` and two routes of its own, compressing answers on the fly as main.ts does. */
async function startHost(dir: string): Promise<{ app: INestApplication; base: string }> {
  @Module({ imports: [LoggingModule.forRoot(pino({ level: 'silent' })), DashboardHostModule.forRoot(dir)], controllers: [HubRoutes] })
  class Hub {}
  const app = await NestFactory.create(Hub, { logger: false });
  app.use(compression());
  await app.listen(0, '127.0.0.1');
  return { app, base: `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}` };
}

/** A request with this Accept-Encoding, its body as sent (fetch() would decode it, and ask for every encoding it knows). */
function encodedGet(base: string, path: string, acceptEncoding: string, method = 'GET'): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { method, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

/** A GET sent as written: fetch() would resolve the dot segments before the hub sees them. */
function rawGet(base: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { path }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('the dashboard host', () => {
  let outside: string;
  let app: INestApplication;
  let base: string;

  beforeAll(async () => {
    outside = mkdtempSync(join(tmpdir(), 'mirrormat-dashboard-'));
    const dir = join(outside, 'dist');
    mkdirSync(join(dir, 'assets'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), INDEX);
    writeFileSync(join(dir, 'assets', 'index-abc123.js'), SCRIPT);
    writeFileSync(join(outside, 'secret.txt'), 'not for the browser');
    ({ app, base } = await startHost(dir));
  });

  afterAll(async () => {
    await app?.close();
    rmSync(outside, { recursive: true, force: true });
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

describe('the dashboard host at its edges', () => {
  let outside: string;
  let app: INestApplication;
  let base: string;

  beforeAll(async () => {
    outside = mkdtempSync(join(tmpdir(), 'mirrormat-dashboard-'));
    const dir = join(outside, 'dist');
    mkdirSync(dir);
    writeFileSync(join(dir, 'index.html'), INDEX);
    writeFileSync(join(outside, 'secret.txt'), 'not for the browser');
    ({ app, base } = await startHost(dir));
  });

  afterAll(async () => {
    await app?.close();
    rmSync(outside, { recursive: true, force: true });
  });

  it('never leaves the build directory, however the path is encoded', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/%2e%2e%2f%2e%2e%2fsecret.txt', '/..%5csecret.txt', '/secret.txt%00.js']) {
      const answer = await rawGet(base, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toContain('not for the browser');
    }
  });
});

describe('the dashboard host with precompressed assets (issue 15: brotli 11 and gzip 9, made once at build time)', () => {
  // A script of the size the build makes, varied enough that quality matters.
  const BUNDLE = Array.from({ length: 4000 }, (_, i) => `export const card${i} = { id: "sv1-${i % 258}", hp: ${(i * 37) % 340} };`).join('\n');
  let outside: string;
  let assets: string;
  let app: INestApplication;
  let base: string;

  beforeAll(async () => {
    outside = mkdtempSync(join(tmpdir(), 'mirrormat-dashboard-'));
    const dir = join(outside, 'dist');
    assets = join(dir, 'assets');
    mkdirSync(assets, { recursive: true });
    writeFileSync(join(dir, 'index.html'), INDEX);
    writeFileSync(join(assets, 'index-abc123.js'), BUNDLE);
    writeFileSync(join(assets, 'index-abc123.js.map'), BUNDLE);
    writeFileSync(join(assets, 'tiny-abc123.js'), SCRIPT);
    await precompressAssets(assets);
    ({ app, base } = await startHost(dir));
  });

  afterAll(async () => {
    await app?.close();
    rmSync(outside, { recursive: true, force: true });
  });

  it('writes a brotli and a gzip copy beside each script the browser loads, none for a source map or a file too small to gain', () => {
    expect(brotliDecompressSync(readFileSync(join(assets, 'index-abc123.js.br'))).toString()).toBe(BUNDLE);
    expect(gunzipSync(readFileSync(join(assets, 'index-abc123.js.gz'))).toString()).toBe(BUNDLE);
    expect(readFileSync(join(assets, 'index-abc123.js.br')).length).toBeLessThan(readFileSync(join(assets, 'index-abc123.js.gz')).length);
    for (const name of ['index-abc123.js.map.br', 'index-abc123.js.map.gz', 'tiny-abc123.js.br', 'tiny-abc123.js.gz']) expect(existsSync(join(assets, name)), name).toBe(false);
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br', '.br'],
    ['br', 'br', '.br'],
    ['gzip', 'gzip', '.gz'],
    ['gzip, br;q=0', 'gzip', '.gz'],
  ])('answers Accept-Encoding "%s" with the %s file as built, typed and cached as the script', async (acceptEncoding, encoding, suffix) => {
    const answer = await encodedGet(base, '/assets/index-abc123.js', acceptEncoding);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.body.equals(readFileSync(join(assets, `index-abc123.js${suffix}`)))).toBe(true);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends the script as it is to a client that takes no encoding', async () => {
    const answer = await encodedGet(base, '/assets/index-abc123.js', 'identity');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(BUNDLE);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
  });

  it('answers HEAD with the precompressed length and no body', async () => {
    const answer = await encodedGet(base, '/assets/index-abc123.js', 'br', 'HEAD');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-length']).toBe(String(readFileSync(join(assets, 'index-abc123.js.br')).length));
    expect(answer.body.length).toBe(0);
  });

  it('compresses on the fly what the build left alone', async () => {
    const answer = await encodedGet(base, '/assets/index-abc123.js.map', 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(BUNDLE);
    expect((await encodedGet(base, '/assets/gone-000.js', 'br')).status).toBe(404);
  });
});

describe('a hub whose dashboard is not built', () => {
  it('says so on a client route, and what to run', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mirrormat-dashboard-'));
    const { app, base } = await startHost(dir);
    try {
      const response = await fetch(`${base}/table/t1`);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('npm run build');
      expect(await (await fetch(`${base}/api/tables`)).json()).toEqual([{ id: 't1' }]);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
