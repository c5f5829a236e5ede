import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startHub, type HubProcess } from '../support/hub-process.js';

/**
 * What the hub's HTTP shell does around the routes (issue 18, item 6): the API page, compression
 * and one log line per request, on a real hub process.
 */
let hub: HubProcess;

beforeAll(async () => {
  hub = await startHub({ env: { MIRRORMAT__LOG_LEVEL: 'debug' } });
});

afterAll(async () => {
  await hub?.stop();
});

describe('the HTTP shell of the hub', () => {
  it('serves the API page at /api/docs from the hub itself, over the document at /api/openapi.json', async () => {
    const page = await fetch(`${hub.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    // A table's hub may have no internet: every script the page loads is the hub's own.
    for (const [, src] of html.matchAll(/src="([^"]+)"/g)) {
      expect(src).not.toMatch(/^(https?:)?\/\//);
      expect((await fetch(new URL(src!, `${hub.url}/api/docs`))).status, src).toBe(200);
    }
    const document = await api(hub, 'GET', '/api/openapi.json', undefined, false);
    expect(document.body).toMatchObject({ openapi: '3.1.0', info: { title: 'Mirrormat hub' } });
    expect(document.body.paths['/api/docs'].get['x-access']).toBe('public');
  });

  it('compresses an answer for a client that takes gzip, and not for one that does not', async () => {
    const gzip = await fetch(`${hub.url}/api/openapi.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(((await gzip.json()) as { openapi: string }).openapi).toBe('3.1.0');
    // Brotli first for a browser that takes both (issue 17, item 9).
    const brotli = await fetch(`${hub.url}/api/openapi.json`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(((await brotli.json()) as { openapi: string }).openapi).toBe('3.1.0');
    const plain = await fetch(`${hub.url}/api/openapi.json`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    await plain.arrayBuffer();
  });

  it('logs each request with its path and status, and never the credential it carried', async () => {
    const seatCode = 'QWERTZ';
    await fetch(`${hub.url}/api/tables/demo/seat-actions?code=${seatCode}`, { headers: { 'x-seat-code': seatCode } }).then((r) => r.arrayBuffer());
    await api(hub, 'GET', '/api/tables/demo/join-codes');
    const requests = () =>
      hub
        .output()
        .split('\n')
        .filter((line) => line.includes('"component":"http"'));
    await expect.poll(() => requests().some((line) => line.includes('/join-codes'))).toBe(true);
    expect(requests().find((line) => line.includes('/seat-actions'))).toMatch(/"path":"\/api\/tables\/demo\/seat-actions".*"statusCode":401/);
    expect(requests().find((line) => line.includes('/join-codes'))).toMatch(/"statusCode":200/);
    for (const line of requests()) {
      expect(line).not.toContain(seatCode);
      expect(line).not.toContain(hub.adminToken);
      expect(line.toLowerCase()).not.toContain('authorization');
    }
  });
});
