import { describe, expect, it } from 'vitest';
import { configSchema } from '../config/config.schema.js';
import { brokerRefusal } from './broker-refusal.js';
import { externalConnection } from './external-connection.js';
import { hubClientOptions } from './mqtt.tokens.js';

const base = { auth: { adminToken: 'x'.repeat(16) }, tables: [{ id: 't1', name: 'Table 1' }] };

function external(mqtt: Record<string, unknown>) {
  const parsed = configSchema.parse({ ...base, mqtt: { mode: 'external', ...mqtt } }).mqtt;
  if (parsed.mode !== 'external') throw new Error('expected the external mode');
  return parsed;
}

function issues(mqtt: Record<string, unknown>) {
  const result = configSchema.safeParse({ ...base, mqtt: { mode: 'external', ...mqtt } });
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
}

const files: Record<string, string> = {
  '/etc/mirrormat/broker-password': 'hunter2-hunter2\n',
  '/etc/mirrormat/store-ca.pem': 'CA PEM',
  '/etc/mirrormat/hub.pem': 'CERT PEM',
  '/etc/mirrormat/hub.key': 'KEY PEM',
};
function readFile(path: string): Buffer {
  const text = files[path];
  if (text === undefined) throw new Error(`ENOENT: no such file or directory, open '${path}'`);
  return Buffer.from(text);
}

describe('mqtt.mode external: the account and TLS the hub connects to a store broker with (packaging/BROKER.md)', () => {
  it('checks the broker certificate by default', () => {
    expect(external({ url: 'mqtts://broker.store.lan:8883' }).rejectUnauthorized).toBe(true);
  });

  it('takes the password from a file, dropping the newline an editor or echo leaves', () => {
    const connection = externalConnection(external({ url: 'mqtt://b', username: 'hub-a', passwordFile: '/etc/mirrormat/broker-password' }), readFile);
    expect(connection).toMatchObject({ username: 'hub-a', password: 'hunter2-hunter2' });
  });

  it('reads the CA, the client certificate and its key, and hands all of them to every hub client', () => {
    const connection = externalConnection(
      external({
        url: 'mqtts://broker.store.lan:8883',
        caFile: '/etc/mirrormat/store-ca.pem',
        certFile: '/etc/mirrormat/hub.pem',
        keyFile: '/etc/mirrormat/hub.key',
      }),
      readFile,
    );
    const options = hubClientOptions(connection, 'mirrormat-test');
    expect([options.ca, options.cert, options.key].map(String)).toEqual(['CA PEM', 'CERT PEM', 'KEY PEM']);
    expect(options.rejectUnauthorized).toBe(true);
  });

  it('stops at a file it cannot read, naming the key, or at an empty password file', () => {
    expect(() => externalConnection(external({ url: 'mqtts://b', caFile: '/nowhere/ca.pem' }), readFile)).toThrow(/^mqtt\.caFile: cannot read \/nowhere\/ca\.pem/);
    files['/etc/mirrormat/empty'] = '\n';
    expect(() => externalConnection(external({ url: 'mqtt://b', username: 'hub-a', passwordFile: '/etc/mirrormat/empty' }), readFile)).toThrow(
      'mqtt.passwordFile: /etc/mirrormat/empty is empty',
    );
  });

  it('refuses settings that cannot work together, saying which', () => {
    expect(issues({ url: 'mqtt://b', username: 'hub-a', password: 'p', passwordFile: '/f' })).toEqual([['mqtt.passwordFile', 'give password or passwordFile, not both']]);
    expect(issues({ url: 'mqtt://b', password: 'p' })).toEqual([['mqtt.username', 'a broker password needs its username']]);
    expect(issues({ url: 'mqtts://b', certFile: '/c' })).toEqual([['mqtt.keyFile', 'a client certificate needs both certFile and keyFile']]);
    expect(issues({ url: 'mqtt://b', caFile: '/ca' })).toEqual([['mqtt.url', 'TLS files (caFile) need an mqtts:// URL']]);
  });

  it('keeps the account out of the URL, which is logged and shown on /health', () => {
    expect(issues({ url: 'mqtt://hub-a:secret@broker:1883' })).toEqual([['mqtt.url', 'no user or password in the URL: use mqtt.username and mqtt.password']]);
  });
});

describe('a broker that refuses the hub says why', () => {
  it('names the setting behind a refused password (CONNACK 4, MQTT 3.1.1 §3.2.2.3; 134 in MQTT 5)', () => {
    const refused = Object.assign(new Error('Connection refused: Bad username or password'), { code: 4 });
    expect(brokerRefusal(refused)).toBe(
      "the broker refused the hub's account: check mqtt.username and mqtt.password (or passwordFile) against the broker's password_file (Connection refused: Bad username or password)",
    );
  });

  it('names the CA when the broker certificate is not signed by it', () => {
    const untrusted = Object.assign(new Error('self-signed certificate in certificate chain'), { code: 'SELF_SIGNED_CERT_IN_CHAIN' });
    expect(brokerRefusal(untrusted)).toMatch(/^the broker's certificate is not signed by mqtt\.caFile/);
  });

  it('passes on what it does not know as it came', () => {
    expect(brokerRefusal(new Error('something else'))).toBe('something else');
  });
});
