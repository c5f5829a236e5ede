import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectAsync } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MosquittoBroker } from '../../firmware-bridge/zone-board/testing/mosquitto-broker.js';
import { mosquittoPasswordLine } from '../../src/mqtt/mosquitto-accounts.js';
import { api, freePort, repoRoot, type HubProcess } from '../support/hub-process.js';
import { requirePrograms } from '../support/require-system.js';
import { startStoreHub, writeStoreHubConfig } from '../support/store-hub.js';

/**
 * Issue 17, item 4: hubs on a store's own mosquitto (packaging/BROKER.md). Two sites, each with a
 * Debian mosquitto, joined by a bridge (`topic mirrormat/# both`) over TLS: hub A on broker 1 (TLS,
 * the store's test CA), hub B on broker 2. Both brokers take the acl_file and password_file that
 * `broker-accounts` writes from the hubs' configs, so each hub may write only under its own id.
 */

const TOKEN = 'store-broker-admin-token-0123456789';
const BRIDGE = { username: 'bridge-site2', password: 'bridge-site2-password-0123' };

interface StoreTableEntry {
  hubOnline: boolean;
  summary: { hub: string; table: string; state: string };
}

interface BrokerHealth {
  kind: string;
  name: string;
  status: string;
  detail: { refusal?: string };
}

async function storeTables(hub: HubProcess): Promise<StoreTableEntry[]> {
  return (await api(hub, 'GET', '/api/store/tables', undefined, false)).body as StoreTableEntry[];
}

async function brokerHealth(hub: HubProcess): Promise<BrokerHealth | undefined> {
  const body = (await (await fetch(`${hub.url}/health`)).json()) as { components: BrokerHealth[] };
  return body.components.find((c) => c.kind === 'mqtt-broker');
}

async function until<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A CA and a broker certificate for 127.0.0.1 signed by it, made with the openssl CLI as BROKER.md tells a store to. */
function makeCa(dir: string, name: string): { ca: string; cert: string; key: string } {
  const at = (file: string) => join(dir, `${name}-${file}`);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl('req', '-x509', ...ec, '-days', '2', '-subj', `/CN=${name} CA`, '-keyout', at('ca.key'), '-out', at('ca.pem'));
  openssl('req', ...ec, '-subj', '/CN=127.0.0.1', '-keyout', at('broker.key'), '-out', at('broker.csr'));
  writeFileSync(at('san.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n');
  openssl('x509', '-req', '-in', at('broker.csr'), '-CA', at('ca.pem'), '-CAkey', at('ca.key'), '-CAcreateserial', '-days', '2', '-extfile', at('san.ext'), '-out', at('broker.pem'));
  return { ca: at('ca.pem'), cert: at('broker.pem'), key: at('broker.key') };
}

describe('hubs on a store broker: TLS with the store CA, ACLs per hub, two sites bridged', () => {
  let dir: string;
  const brokers: MosquittoBroker[] = [];
  const hubs: HubProcess[] = [];
  let store: ReturnType<typeof makeCa>;
  let rogue: ReturnType<typeof makeCa>;
  let site1: number;
  let site2: number;
  let rogueTls: number;
  let hubA: HubProcess;
  let hubB: HubProcess;

  const hubConfig = (hub: string, table: string, mqtt: string) => writeStoreHubConfig(dir, TOKEN, { hub, table, mqtt });

  async function hub(config: string): Promise<HubProcess> {
    const started = await startStoreHub(config, TOKEN, { timeoutMs: 30_000 });
    hubs.push(started);
    return started;
  }

  beforeAll(async () => {
    requirePrograms('mosquitto', 'openssl');
    dir = mkdtempSync(join(tmpdir(), 'mirrormat-store-broker-'));
    store = makeCa(dir, 'store');
    rogue = makeCa(dir, 'rogue');
    [site1, site2, rogueTls] = [await freePort(), await freePort(), await freePort()];

    writeFileSync(join(dir, 'hub-b-password'), 'hub-b-password-0123\n');
    const configA = hubConfig('hub-a', 'store-1', `url: "mqtts://127.0.0.1:${site1}", username: hub-a, password: hub-a-password-0123, caFile: store-ca.pem`);
    const configB = hubConfig('hub-b', 'store-2', `url: "mqtt://127.0.0.1:${site2}", username: hub-b, passwordFile: hub-b-password`);
    execFileSync(process.execPath, [join(repoRoot(), 'dist/cli/broker-accounts.js'), '--out', dir, configA, configB], { stdio: 'pipe' });
    // The bridge's account on site 1 (BROKER.md, "Two sites"): it carries the whole store tree.
    appendFileSync(join(dir, 'password_file'), `${mosquittoPasswordLine(BRIDGE.username, BRIDGE.password, Buffer.alloc(12, 7))}\n`);
    const aclSite1 = join(dir, 'acl_site1');
    writeFileSync(aclSite1, `${readFileSync(join(dir, 'acl_file'), 'utf8')}user ${BRIDGE.username}\ntopic readwrite mirrormat/#\n`);

    const more = { passwordFile: join(dir, 'password_file') };
    const site1Dir = mkdtempSync(join(dir, 'site1-'));
    const site2Dir = mkdtempSync(join(dir, 'site2-'));
    brokers.push(
      new MosquittoBroker(site1Dir, site1, aclSite1, { ...more, config: [`cafile ${store.ca}`, `certfile ${store.cert}`, `keyfile ${store.key}`, 'tls_version tlsv1.2'] }),
      new MosquittoBroker(site2Dir, site2, join(dir, 'acl_file'), {
        ...more,
        config: [
          // A second listener whose certificate the store CA did not sign: a broker posing as the store's.
          `listener ${rogueTls} 127.0.0.1`,
          `certfile ${rogue.cert}`,
          `keyfile ${rogue.key}`,
          'connection site1',
          `address 127.0.0.1:${site1}`,
          `bridge_cafile ${store.ca}`,
          `remote_username ${BRIDGE.username}`,
          `remote_password ${BRIDGE.password}`,
          'remote_clientid mirrormat-bridge-site2',
          'topic mirrormat/# both 1',
        ],
      }),
    );
    for (const broker of brokers) await broker.start();
    [hubA, hubB] = await Promise.all([hub(configA), hub(configB)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(hubs.map((h) => h.stop()));
    await Promise.all(brokers.map((b) => b.stop()));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('a hub connects over TLS to a broker the store CA signed', async () => {
    expect(await until(async () => ((await brokerHealth(hubA))?.status === 'up' ? brokerHealth(hubA) : undefined), 'hub A on broker 1')).toMatchObject({
      name: 'external',
      status: 'up',
    });
  });

  it("bridged sites: hub B's store overview shows hub A's table on the other broker, live, and A shows B's", async () => {
    expect((await api(hubA, 'POST', '/api/tables/store-1/match', { players: [{ name: 'Ash' }, { name: 'Misty' }] })).status).toBe(201);
    const onB = await until(async () => {
      const entry = (await storeTables(hubB)).find((e) => e.summary.table === 'store-1');
      return entry?.summary.state === 'setup' ? entry : undefined;
    }, "hub A's match on hub B");
    expect(onB).toMatchObject({ hubOnline: true, summary: { hub: 'hub-a', table: 'store-1' } });
    await until(async () => ((await storeTables(hubA)).some((e) => e.summary.table === 'store-2' && e.hubOnline) ? true : undefined), "hub B's table on hub A");
  });

  it("a hub's account cannot write another hub's topics: the broker drops it and the other hubs never see it", async () => {
    const template = (await storeTables(hubA)).find((e) => e.summary.table === 'store-1')!.summary;
    const client = await connectAsync(`mqtts://127.0.0.1:${site1}`, { username: 'hub-a', password: 'hub-a-password-0123', ca: readFileSync(store.ca), reconnectPeriod: 0 });
    try {
      // A table hub B does not have, under hub B's id, as hub A's account.
      await client.publishAsync('mirrormat/hub-b/tables/forged/summary', JSON.stringify({ ...template, hub: 'hub-b', table: 'forged' }), { qos: 1, retain: true });
    } finally {
      await client.endAsync();
    }
    // The broker queues a message to hub A's client before it acknowledges it, so hub B's next real
    // summary, made after the acknowledgement, reaches hub A behind the forgery had it been let through.
    expect((await api(hubB, 'POST', '/api/tables/store-2/match', { players: [{ name: 'Brock' }, { name: 'Erika' }] })).status).toBe(201);
    const seen = await until(async () => {
      const list = await storeTables(hubA);
      return list.find((e) => e.summary.table === 'store-2')?.summary.state === 'setup' ? list : undefined;
    }, "hub B's match on hub A");
    expect(seen.map((e) => e.summary.table).sort()).toEqual(['store-1', 'store-2']);
  });

  it('a table summary of another version (a hub of another release) is listed by its name as from a hub of another version', async () => {
    const { updatedAt, reasons: _, endedBy: __, ...older } = (await storeTables(hubA)).find((e) => e.summary.table === 'store-1')!.summary as Record<string, unknown>;
    const topic = 'mirrormat/hub-a/tables/old-release/summary';
    const client = await connectAsync(`mqtts://127.0.0.1:${site1}`, { username: 'hub-a', password: 'hub-a-password-0123', ca: readFileSync(store.ca), reconnectPeriod: 0 });
    /** Hub B's entry for the table, in whatever form it lists it. */
    const onB = async () => (await api(hubB, 'GET', '/api/store/tables', undefined, false)).body.find((e: { otherVersion?: { table: string } }) => e.otherVersion?.table === 'old-release');
    try {
      // Version 1 as the first release published it: no reasons, no endedBy.
      await client.publishAsync(topic, JSON.stringify({ ...older, v: 1, table: 'old-release', name: 'Old table', updatedAt }), { qos: 1, retain: true });
      expect(await until(onB, 'the older summary on hub B')).toEqual({ hubOnline: true, local: false, otherVersion: { v: 1, hub: 'hub-a', table: 'old-release', name: 'Old table' } });
      // Taken back, as a hub does for a table it no longer has: the list is as before.
      await client.publishAsync(topic, '', { qos: 1, retain: true });
      await until(async () => ((await onB()) === undefined ? true : undefined), 'the older summary gone from hub B');
    } finally {
      await client.endAsync();
    }
  });

  it("a hub killed on one site shows as down on the other, with its table's last state: its last will crosses the bridge", async () => {
    await hubA.kill();
    const entry = await until(async () => {
      const a = (await storeTables(hubB)).find((e) => e.summary.hub === 'hub-a');
      return a && !a.hubOnline ? a : undefined;
    }, 'hub A shown as down on hub B');
    expect(entry.summary).toMatchObject({ table: 'store-1', state: 'setup' });
  });

  it('a wrong password and a broker the store CA did not sign are refused, each with its reason on /health and in the log', async () => {
    const [wrongPassword, posing] = await Promise.all([
      hub(hubConfig('hub-c', 'store-3', `url: "mqtt://127.0.0.1:${site2}", username: hub-b, password: not-hub-b-password`)),
      hub(hubConfig('hub-d', 'store-4', `url: "mqtts://127.0.0.1:${rogueTls}", username: hub-b, password: hub-b-password-0123, caFile: store-ca.pem`)),
    ]);
    const refused = await until(async () => {
      const health = await brokerHealth(wrongPassword);
      return health?.detail.refusal === undefined ? undefined : health;
    }, 'the refusal on /health');
    expect(refused.status).toBe('down');
    expect(refused.detail.refusal).toMatch(/^the broker refused the hub's account/);
    expect(wrongPassword.output()).toContain('the store broker refuses the hub: the broker refused the hub');
    expect(wrongPassword.output()).not.toContain('not-hub-b-password');

    const untrusted = await until(async () => {
      const health = await brokerHealth(posing);
      return health?.detail.refusal === undefined ? undefined : health;
    }, 'the certificate refusal on /health');
    expect(untrusted).toMatchObject({ status: 'down', detail: { refusal: expect.stringMatching(/^the broker's certificate is not signed by mqtt\.caFile/) } });
  });
});
