import type { MirrormatConfig } from '../config/config.schema.js';
import type { HubNetwork } from '../protocol/hub-network.schema.js';

/** The demo's admin token, public in mirrormat.demo.yaml: the banner may print it, and no other. */
const PUBLIC_DEMO_TOKEN = 'demo-admin-token-not-a-secret';

/**
 * The one block the hub prints for a person once it listens: where the dashboard is, how the
 * organiser signs in, and in demo mode (a table with simulated zone readers) how to play the demo.
 */
export function startBanner(
  config: Pick<MirrormatConfig, 'auth' | 'tables'>,
  url: string,
  configPath: string,
  network?: Pick<HubNetwork, 'urls' | 'tls' | 'advertisedAs'>,
  /** The first tablet URL as a QR code drawn in the terminal's characters. */
  qr?: string,
): string {
  const token = config.auth.adminToken === PUBLIC_DEMO_TOKEN ? `"${PUBLIC_DEMO_TOKEN}"` : `auth.adminToken of ${configPath}`;
  const lines = [
    `Mirrormat is running. Dashboard: ${url}`,
    `  Organiser: sign in on the store overview with the admin token (${token}).`,
  ];
  const demo = config.tables.find((table) => table.zones.some((zone) => 'simulated' in zone.reader));
  if (demo) {
    lines.push(
      `  Demo: start a match on "${demo.name}" there; each player scans their seat's QR code (or types its code at ${url}table/${demo.id}),`,
      `        and the cards go on the virtual table, ${url}virtual/${demo.id}.`,
    );
  }
  const tabletUrls = (network?.urls ?? []).filter((u) => !u.includes('//localhost:'));
  if (tabletUrls.length > 0) {
    lines.push(`  Tablets on this network: ${tabletUrls[0]}${tabletUrls.length > 1 ? ` (or ${tabletUrls.slice(1).join(', ')})` : ''}${network?.advertisedAs ? `, listed as "${network.advertisedAs}"` : ''}.`);
    if (qr) lines.push(...qr.trimEnd().split('\n').map((line) => `    ${line}`));
  }
  if (network?.tls) {
    lines.push(
      network.tls.selfSigned
        ? `  HTTPS, self-signed certificate. When a tablet's browser warns, check this SHA-256 fingerprint before trusting it:`
        : `  HTTPS certificate SHA-256 fingerprint:`,
      `    ${network.tls.fingerprint256}`,
    );
  }
  return `\n${lines.join('\n')}\n\n`;
}
