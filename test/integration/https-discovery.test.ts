import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import { connect, type PeerCertificate } from 'node:tls';
import { join } from 'node:path';
import { Bonjour, type Service } from 'bonjour-service';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHub, type HubProcess } from '../support/hub-process.js';

/**
 * Issue 17, items 6 and 8 on a real hub process: HTTPS with a self-signed certificate the hub makes
 * and keeps, its fingerprint where a person checks it, and the hub advertised by mDNS for tablets.
 */
const hubId = `tls-${process.pid}`;
let hub: HubProcess;
let dataDir: string;

const env = { MIRRORMAT__HTTP__TLS__MODE: 'self-signed', MIRRORMAT__HTTP__HOST: '0.0.0.0', MIRRORMAT__HUB__ID: hubId };

beforeAll(async () => {
  hub = await startHub({ env });
  dataDir = hub.dataDir;
}, 60_000);

afterAll(async () => {
  await hub?.stop();
});

/** The certificate the hub serves on its port, as a TLS client sees it. */
function servedCertificate(port: number): Promise<PeerCertificate> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, servername: 'localhost', rejectUnauthorized: false }, () => {
      resolve(socket.getPeerCertificate());
      socket.end();
    });
    socket.on('error', reject);
  });
}

/** A GET that trusts exactly the hub's own certificate, as a tablet does once a person has trusted it. */
function trustedGet(path: string, ca: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request({ host: 'localhost', port: hub.port, path, ca }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('HTTPS for the dashboard (http.tls.mode: self-signed)', () => {
  it('serves HTTPS only, with the certificate whose fingerprint /api/hub, the log and the banner show', async () => {
    expect(hub.url).toMatch(/^https:\/\/localhost:\d+$/);
    const ca = readFileSync(join(dataDir, 'tls', 'hub.crt'), 'utf8');
    const info = await trustedGet('/api/hub', ca);
    expect(info.status).toBe(200);
    const network = JSON.parse(info.body) as { hubId: string; urls: string[]; tls: { fingerprint256: string; selfSigned: boolean }; advertisedAs: string };
    const served = await servedCertificate(hub.port);
    expect(network).toMatchObject({ hubId, tls: { fingerprint256: served.fingerprint256, selfSigned: true }, advertisedAs: `Mirrormat ${hubId}` });
    expect(network.urls[0]).toMatch(new RegExp(`^https://[^/]+\\.local:${hub.port}/$`));
    expect(hub.output()).toContain(`    ${served.fingerprint256}\n`);
    // An admin token sent in clear to this port gets no answer: the port speaks TLS only.
    await expect(fetch(`http://127.0.0.1:${hub.port}/health`)).rejects.toThrow();
  });

  it('carries the live WebSocket over wss', async () => {
    const ca = readFileSync(join(dataDir, 'tls', 'hub.crt'), 'utf8');
    const socket = new WebSocket(`wss://localhost:${hub.port}/ws`, { ca });
    const first = await new Promise<string>((resolve, reject) => {
      socket.once('message', (data: Buffer) => resolve(data.toString('utf8')));
      socket.once('error', reject);
    });
    socket.close();
    expect(JSON.parse(first)).toHaveProperty('type');
  });

  it('is advertised by mDNS as "Mirrormat <hub id>", an HTTPS service on its port', async () => {
    const browser = new Bonjour();
    try {
      const found = await new Promise<Service>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the hub was not found by mDNS within 8 s')), 8_000);
        browser.find({ type: 'https' }, (service) => {
          if (service.txt?.hub !== hubId) return;
          clearTimeout(timer);
          resolve(service);
        });
      });
      expect(found).toMatchObject({ name: `Mirrormat ${hubId}`, port: hub.port });
    } finally {
      browser.destroy();
    }
  });

  it('keeps its certificate across a restart, so tablets trust it once', async () => {
    const before = await servedCertificate(hub.port);
    await hub.kill();
    hub = await startHub({ env, dataDir });
    const after = await servedCertificate(hub.port);
    expect(after.fingerprint256).toBe(before.fingerprint256);
  }, 60_000);
});
