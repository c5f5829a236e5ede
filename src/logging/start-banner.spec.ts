import { describe, expect, it } from 'vitest';
import type { MirrormatConfig } from '../config/config.schema.js';
import { startBanner } from './start-banner.js';

type Tables = MirrormatConfig['tables'];
const demoTable = { id: 'demo', name: 'Demo table', zones: [{ zone: 'p1.active', reader: { simulated: true } }] } as unknown as Tables[number];
const storeTable = { id: 'store-1', name: 'Table 1', zones: [{ zone: 'p1.active', reader: { board: 'b1', antenna: 0 } }] } as unknown as Tables[number];

describe('the start-up banner', () => {
  it('in demo mode: the dashboard, the public demo token and how to start the demo match', () => {
    const banner = startBanner({ auth: { adminToken: 'demo-admin-token-not-a-secret' } as MirrormatConfig['auth'], tables: [demoTable] }, 'http://127.0.0.1:8080/', 'mirrormat.demo.yaml');
    expect(banner).toBe(
      [
        '',
        'Mirrormat is running. Dashboard: http://127.0.0.1:8080/',
        '  Organiser: sign in on the store overview with the admin token ("demo-admin-token-not-a-secret").',
        '  Demo: start a match on "Demo table" there; each player scans their seat\'s QR code (or types its code at http://127.0.0.1:8080/table/demo),',
        '        and the cards go on the virtual table, http://127.0.0.1:8080/virtual/demo.',
        '',
        '',
      ].join('\n'),
    );
  });

  it("in a store: where the token is configured, never the token itself, and no demo lines", () => {
    const banner = startBanner({ auth: { adminToken: 'a-real-secret-of-the-store-0042' } as MirrormatConfig['auth'], tables: [storeTable] }, 'http://localhost:8080/', 'mirrormat.yaml');
    expect(banner).toContain('with the admin token (auth.adminToken of mirrormat.yaml).');
    expect(banner).not.toContain('a-real-secret');
    expect(banner).not.toContain('Demo:');
  });
});

describe('the start-up banner on a store network', () => {
  const store = { auth: { adminToken: 'a-real-secret-of-the-store-0042' } as MirrormatConfig['auth'], tables: [storeTable] };

  it('names the tablets\' address (the mDNS name first), the mDNS listing and the QR code', () => {
    const banner = startBanner(store, 'https://localhost:8443/', 'mirrormat.yaml', {
      urls: ['https://counter.local:8443/', 'https://192.168.1.20:8443/'],
      tls: null,
      advertisedAs: 'Mirrormat hub',
    }, '▄▄▄\n█ █\n');
    expect(banner).toContain('  Tablets on this network: https://counter.local:8443/ (or https://192.168.1.20:8443/), listed as "Mirrormat hub".\n    ▄▄▄\n    █ █\n');
  });

  it('shows the fingerprint of a self-signed certificate for the person who trusts it on a tablet', () => {
    const banner = startBanner(store, 'https://localhost:8443/', 'mirrormat.yaml', {
      urls: ['https://localhost:8443/'],
      tls: { fingerprint256: 'AB:CD:EF', selfSigned: true, validTo: '2029-01-01T00:00:00.000Z' },
      advertisedAs: null,
    });
    expect(banner).toContain("self-signed certificate. When a tablet's browser warns, check this SHA-256 fingerprint before trusting it:\n    AB:CD:EF\n");
    expect(banner).not.toContain('Tablets on this network');
  });
});
