import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startHub, type HubProcess } from './hub-process.js';

/** One hub of a store on the store's own broker: its id, its one table, and optionally a zone board on that table. */
export interface StoreHubConfig {
  readonly hub: string;
  readonly table: string;
  /** The config's `mqtt` entries after `mode: external`: the broker's url and the hub's account (packaging/BROKER.md). */
  readonly mqtt: string;
  readonly board?: { readonly id: string; readonly username: string; readonly password: string };
}

/** Writes `<dir>/<hub>.yaml` for the hub and returns its path. */
export function writeStoreHubConfig(dir: string, adminToken: string, { hub, table, mqtt, board }: StoreHubConfig): string {
  const path = join(dir, `${hub}.yaml`);
  writeFileSync(
    path,
    [
      'http: { host: 127.0.0.1, port: 0 }',
      `hub: { id: ${hub} }`,
      `auth: { adminToken: ${adminToken} }`,
      `mqtt: { mode: external, ${mqtt} }`,
      'pcsc: { enabled: false }',
      ...(board === undefined ? [] : [`boards: [{ id: ${board.id}, table: ${table}, username: ${board.username}, password: ${board.password} }]`]),
      'tables:',
      `  - id: ${table}`,
      `    name: Table ${table}`,
      ...(board === undefined ? [] : ['    zones:', `      - { zone: p1.active, reader: { board: ${board.id}, antenna: 0 } }`]),
      '',
    ].join('\n'),
  );
  return path;
}

/** Starts a hub from such a config: the broker is the store's, so the hub runs no embedded one. */
export function startStoreHub(config: string, adminToken: string, options: { readonly timeoutMs: number; readonly dataDir?: string }): Promise<HubProcess> {
  return startHub({ config, adminToken, env: { MIRRORMAT__MQTT__PORT: undefined }, ...options });
}
