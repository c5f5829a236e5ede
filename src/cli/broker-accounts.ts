/**
 * Writes a store broker's mosquitto acl_file and password_file from the store's hub configs
 * (packaging/BROKER.md):
 *   node dist/cli/broker-accounts.js --out <dir> hub-a.yaml hub-b.yaml ...
 * Each hub config needs mqtt.mode external with its own username and password (or passwordFile);
 * its boards[] become board accounts. Both files are written 0600: the password file's hashes are
 * still worth guarding. Exit 0 written, 1 refused.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../config/config.loader.js';
import { externalConnection } from '../mqtt/external-connection.js';
import { mosquittoAclFile, mosquittoPasswordFile, type StoreHubAccount } from '../mqtt/mosquitto-accounts.js';

const USAGE = 'usage: broker-accounts --out <dir> <hub config> [<hub config> ...]';

function hubAccount(file: string): StoreHubAccount {
  const { config, path } = loadConfig({ argv: ['--config', file], env: process.env, cwd: process.cwd() });
  const mqtt = config.mqtt;
  if (mqtt.mode !== 'external') throw new Error(`${path}: mqtt.mode is "embedded"; hubs on a store broker have mqtt.mode "external"`);
  const connection = externalConnection(mqtt, (p) => readFileSync(p));
  if (connection.username === undefined || connection.password === undefined) {
    throw new Error(`${path}: the hub needs its own broker account: mqtt.username and mqtt.password (or passwordFile)`);
  }
  return { hubId: config.hub.id, username: connection.username, password: connection.password, boards: config.boards };
}

function main(args: readonly string[]): void {
  const at = args.indexOf('--out');
  const out = at < 0 ? undefined : args[at + 1];
  const files = args.filter((_, i) => i !== at && i !== at + 1);
  if (out === undefined || out.startsWith('--') || files.length === 0) throw new Error(USAGE);
  const hubs = files.map(hubAccount);
  const written = [
    [join(out, 'acl_file'), mosquittoAclFile(hubs)],
    [join(out, 'password_file'), mosquittoPasswordFile(hubs, () => randomBytes(12))],
  ] as const;
  for (const [path, text] of written) {
    writeFileSync(path, text, { mode: 0o600 });
    chmodSync(path, 0o600);
  }
  const boards = hubs.reduce((n, hub) => n + hub.boards.length, 0);
  process.stdout.write(`${written.map(([path]) => path).join(', ')}: ${hubs.length} hubs, ${boards} boards\n`);
}

try {
  main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof Error)) throw error;
  process.stderr.write(`broker-accounts: ${error.message}\n`);
  process.exitCode = 1;
}
