import { chmodSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/config-error.js';
import { loadConfig, type LoadConfigOptions } from '../../src/config/config.loader.js';

const EXAMPLE = readFileSync(new URL('../../mirrormat.example.yaml', import.meta.url), 'utf8');

const VALID = `
auth:
  adminToken: a-long-admin-token-123
  judges:
    - { name: Anna, pin: "0417" }
boards:
  - { id: zb-1, table: t1, username: zb-1, password: twelve-chars-pw }
tables:
  - id: t1
    name: Table 1
    zones:
      - { zone: p1.active, reader: { pcsc: "Reader A 00 00" } }
      - { zone: p1.bench.1, reader: { board: zb-1, antenna: 3 } }
`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mirrormat-config-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function write(text: string, name = 'mirrormat.yaml'): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** The problem lines loadConfig throws, or a failure if it does not throw a ConfigError. */
function problems(options: LoadConfigOptions = {}): readonly string[] {
  try {
    loadConfig({ cwd: dir, env: {}, ...options });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the config to be refused');
}

describe('the example config', () => {
  it('validates as shipped, with a simulated demo table and one table of each reader kind', () => {
    write(EXAMPLE);
    const { config } = loadConfig({ cwd: dir, env: {} });
    expect(config.tables.map((t) => t.id)).toEqual(['demo', 'store-1']);
    const readerKinds = new Set(config.tables.flatMap((t) => t.zones.map((z) => Object.keys(z.reader).sort().join('+'))));
    expect(readerKinds).toEqual(new Set(['simulated', 'pcsc', 'pcscPattern', 'antenna+board']));
    expect(config.tables[1]?.coinFlipper).toMatchObject({ path: expect.stringMatching(/^\/dev\/serial\/by-id\//) });
    expect(config.dataDir).toBe(join(dir, 'data'));
  });

  it('names the exact line and key the example documents for a bad antenna', () => {
    write(EXAMPLE.replace('reader: { board: zb-store1-a, antenna: 0 }', 'reader: { board: zb-store1-a, antenna: two }'));
    const documented = /#\s+(mirrormat\.yaml: tables.*)$/m.exec(EXAMPLE)?.[1];
    expect(problems()).toEqual([documented]);
  });
});

describe('finding the file', () => {
  it('a missing file names every path tried and how to create one from the example', () => {
    const [message, ...rest] = problems();
    expect(rest).toEqual([]);
    expect(message).toContain(join(dir, 'mirrormat.yaml'));
    expect(message).toContain(join(dir, 'mirrormat.yml'));
    expect(message).toContain('cp mirrormat.example.yaml mirrormat.yaml');
  });

  it('--config names the file, relative to the cwd, and is not silently replaced by the default', () => {
    write(VALID);
    mkdirSync(join(dir, 'etc'));
    expect(problems({ argv: ['--config', 'etc/hub.yaml'] })[0]).toContain(`Tried (from --config): ${join(dir, 'etc/hub.yaml')}`);
    write(VALID, 'etc/hub.yaml');
    expect(loadConfig({ cwd: dir, env: {}, argv: ['--config=etc/hub.yaml'] }).path).toBe(join(dir, 'etc/hub.yaml'));
  });

  it('MIRRORMAT_CONFIG names the file when there is no --config', () => {
    const path = write(VALID, 'other.yaml');
    expect(loadConfig({ cwd: dir, env: { MIRRORMAT_CONFIG: path } }).path).toBe(path);
  });

  it('--config without a path is refused', () => {
    expect(problems({ argv: ['--config'] })).toEqual(['--config needs a path: --config <path>']);
  });
});

describe('each kind of bad file has its own message', () => {
  it('YAML syntax error: line and column', () => {
    write('http:\n  port: 8080\n  host: [unclosed\nauth: {}\n');
    const [message] = problems();
    expect(message).toMatch(/^mirrormat\.yaml: YAML syntax error at line \d+, column \d+: /);
  });

  it('a key given twice is a YAML error at its line', () => {
    write(`${VALID}\nhttp: { port: 1 }\nhttp: { port: 2 }\n`);
    expect(problems()[0]).toMatch(/^mirrormat\.yaml: YAML syntax error at line 16, column 1: .*[Uu]nique/);
  });

  it('an empty file', () => {
    write('# nothing yet\n');
    expect(problems()).toEqual(['mirrormat.yaml: the file is empty; copy mirrormat.example.yaml, which describes every option']);
  });

  it('unknown key: names it and suggests the closest valid key', () => {
    write(VALID.replace('adminToken:', 'admintoken:'));
    expect(problems()).toEqual([
      'mirrormat.yaml: auth.adminToken: missing; expected a string of at least 16 characters (line 2)',
      'mirrormat.yaml: auth.admintoken: unknown key; did you mean "adminToken"? (valid here: adminToken, judges) (line 3)',
    ]);
  });

  it('unknown key inside a reader binding: the binding the author meant is the one reported', () => {
    write(VALID.replace('{ board: zb-1, antenna: 3 }', '{ board: zb-1, antena: 3 }'));
    expect(problems()).toEqual([
      'mirrormat.yaml: tables[0].zones[1].reader.antenna: missing; expected an integer from 0 to 15 (line 13)',
      'mirrormat.yaml: tables[0].zones[1].reader.antena: unknown key; did you mean "antenna"? (valid here: board, antenna) (line 13)',
    ]);
  });

  it('a reader binding of no known kind lists the kinds', () => {
    write(VALID.replace('{ pcsc: "Reader A 00 00" }', '{ usb: 1 }'));
    expect(problems()).toEqual([
      'mirrormat.yaml: tables[0].zones[0].reader: expected a mapping with one of: pcsc | pcscPattern | board + antenna | simulated, got keys usb (line 12)',
    ]);
  });

  it('wrong type: says what was expected and what was found', () => {
    write(VALID.replace('antenna: 3', 'antenna: two'));
    expect(problems()).toEqual(['mirrormat.yaml: tables[0].zones[1].reader.antenna: expected an integer from 0 to 15, got "two" (line 13)']);
  });

  it('a PIN YAML reads as a number is refused with the quoting that keeps it text, without echoing the PIN', () => {
    write(VALID.replace('pin: "0417"', 'pin: 0417'));
    expect(problems()).toEqual([
      'mirrormat.yaml: auth.judges[0].pin: expected a string, got a number; write it in quotes to keep it text: "…" (line 5)',
    ]);
  });

  it('out of range', () => {
    write(`${VALID}http:\n  port: 70000\n`);
    expect(problems()).toEqual(['mirrormat.yaml: http.port: expected an integer from 0 to 65535, got number 70000 (line 15)']);
  });

  it('a secret too short is reported by its length, never echoed', () => {
    write(VALID.replace('a-long-admin-token-123', 'hunter2'));
    const lines = problems();
    expect(lines).toEqual(['mirrormat.yaml: auth.adminToken: expected at least 16 characters, got a 7-character string (line 3)']);
    expect(lines.join()).not.toContain('hunter2');
  });

  it('a value not in the allowed list', () => {
    write(VALID.replace('name: Table 1', 'name: Table 1\n    profile: scarlet'));
    expect(problems()).toEqual(['mirrormat.yaml: tables[0].profile: expected "sv" or "swsh" or "xy" or "classic", got "scarlet" (line 11)']);
  });

  it('an unknown MQTT mode names the two modes', () => {
    write(`${VALID}mqtt:\n  mode: builtin\n`);
    expect(problems()).toEqual(['mirrormat.yaml: mqtt.mode: expected "embedded" or "external", got "builtin" (line 15)']);
  });

  it('cross-reference: a zone bound to a board that is not configured', () => {
    write(VALID.replace('{ board: zb-1, antenna: 3 }', '{ board: zb-9, antenna: 3 }'));
    expect(problems()).toEqual(['mirrormat.yaml: tables[0].zones[1].reader.board: no board "zb-9" in boards (line 13)']);
  });

  it('cross-reference: a board under a table that is not configured', () => {
    write(VALID.replace('table: t1,', 'table: t7,'));
    expect(problems()).toEqual(['mirrormat.yaml: boards[0].table: no table "t7" in tables (line 7)']);
  });

  it('cross-reference: a zone bound to a board that sits under another table', () => {
    write(`${VALID}  - id: t2\n    name: Table 2\n    zones: [{ zone: p1.active, reader: { board: zb-1, antenna: 4 } }]\n`);
    expect(problems()).toEqual(['mirrormat.yaml: tables[1].zones[0].reader.board: board "zb-1" sits under table "t1", not "t2" (line 16)']);
  });

  it('one reader serving two zones', () => {
    write(VALID.replace('{ board: zb-1, antenna: 3 }', '{ pcsc: "Reader A 00 00" }'));
    expect(problems()).toEqual([
      'mirrormat.yaml: tables[0].zones[1].reader: PC/SC reader "Reader A 00 00" already serves tables[0].zones[0] (t1 p1.active) (line 13)',
    ]);
  });

  it('one board antenna serving two zones', () => {
    write(VALID.replace('{ zone: p1.bench.1, reader: { board: zb-1, antenna: 3 } }', '{ zone: p1.bench.1, reader: { board: zb-1, antenna: 3 } }\n      - { zone: p1.bench.2, reader: { board: zb-1, antenna: 3 } }'));
    expect(problems()).toEqual([
      'mirrormat.yaml: tables[0].zones[2].reader: board zb-1 antenna 3 already serves tables[0].zones[1] (t1 p1.bench.1) (line 14)',
    ]);
  });

  it('a PC/SC binding while PC/SC is switched off', () => {
    write(`${VALID}pcsc: { enabled: false }\n`);
    expect(problems()).toEqual(['mirrormat.yaml: tables[0].zones[0].reader: a PC/SC reader, but PC/SC is off (pcsc.enabled: false) (line 12)']);
  });

  it('a reader-name pattern that is not a regular expression', () => {
    write(VALID.replace('{ pcsc: "Reader A 00 00" }', '{ pcscPattern: "Reader (A" }'));
    const [message, ...rest] = problems();
    expect(rest).toEqual([]);
    expect(message).toMatch(/^mirrormat\.yaml: tables\[0\]\.zones\[0\]\.reader\.pcscPattern: not a valid regular expression: .*Reader \(A.* \(line 12\)$/);
  });

  it('two judges with one PIN, without echoing it', () => {
    write(VALID.replace('- { name: Anna, pin: "0417" }', '- { name: Anna, pin: "0417" }\n    - { name: Ben, pin: "0417" }'));
    const lines = problems();
    expect(lines).toEqual(['mirrormat.yaml: auth.judges[1].pin: the same PIN as judge "Anna" (line 6)']);
  });

  it('duplicate board id', () => {
    write(VALID.replace('boards:\n', 'boards:\n  - { id: zb-1, table: t1, username: other, password: twelve-chars-pw }\n'));
    expect(problems()).toEqual(['mirrormat.yaml: boards[1].id: board id "zb-1" is used twice (line 8)']);
  });

  it('duplicate zone within a table', () => {
    write(VALID.replace('zone: p1.bench.1', 'zone: p1.active'));
    expect(problems()).toEqual(['mirrormat.yaml: tables[0].zones[1].zone: zone "p1.active" is listed twice (line 13)']);
  });

  it('duplicate table id', () => {
    write(`${VALID}  - { id: t1, name: Again }\n`);
    expect(problems()).toEqual(['mirrormat.yaml: tables[1].id: table id "t1" is used twice (line 14)']);
  });

  it('several problems: one line each, all reported at once', () => {
    write(VALID.replace('antenna: 3', 'antenna: 16').replace('name: Table 1', 'name: ""'));
    expect(problems()).toHaveLength(2);
  });
});

describe('env overrides', () => {
  it('MIRRORMAT__HTTP__PORT overrides the file, parsed as a YAML scalar', () => {
    write(`${VALID}http:\n  port: 8080\n`);
    const { config, overrides } = loadConfig({ cwd: dir, env: { MIRRORMAT__HTTP__PORT: '9000' } });
    expect(config.http.port).toBe(9000);
    expect(overrides).toEqual(['MIRRORMAT__HTTP__PORT']);
  });

  it('capitals with underscores become camelCase keys; a number indexes a list', () => {
    write(VALID);
    const { config } = loadConfig({
      cwd: dir,
      env: { MIRRORMAT__AUTH__ADMIN_TOKEN: 'token from the environment #1', MIRRORMAT__TABLES__0__NAME: 'Front table', MIRRORMAT__DATA_DIR: '/var/lib/mm' },
    });
    expect(config.auth.adminToken).toBe('token from the environment #1');
    expect(config.tables[0]?.name).toBe('Front table');
    expect(config.dataDir).toBe('/var/lib/mm');
  });

  it('a bad override is reported under the env var name, not the file', () => {
    write(VALID);
    expect(problems({ env: { MIRRORMAT__HTTP__PORT: 'eighty' } })).toEqual(['MIRRORMAT__HTTP__PORT: http.port: expected an integer from 0 to 65535, got "eighty"']);
  });

  it('an override of an unknown key is refused like one in the file', () => {
    write(VALID);
    expect(problems({ env: { MIRRORMAT__HTTP__PROT: '1' } })).toEqual([
      'MIRRORMAT__HTTP__PROT: http.prot: unknown key; did you mean "port"? (valid here: host, port, limits, tls)',
    ]);
  });
});

describe('YAML conveniences', () => {
  it('anchors and merge keys share settings between tables', () => {
    write(`auth: { adminToken: a-long-admin-token-123 }
tables:
  - &league { id: t1, name: Table 1, format: expanded, allowSoftwareFlips: false }
  - { <<: *league, id: t2, name: Table 2 }
`);
    const { config } = loadConfig({ cwd: dir, env: {} });
    expect(config.tables[1]).toMatchObject({ id: 't2', name: 'Table 2', format: 'expanded', allowSoftwareFlips: false });
  });
});

describe('warnings: valid, but unsafe at a store', () => {
  it('the example secrets and a file other users can read are named, with the fix', () => {
    const path = write(EXAMPLE);
    chmodSync(path, 0o644);
    expect(loadConfig({ cwd: dir, env: {} }).warnings).toEqual([
      "mirrormat.yaml: auth.adminToken is still the example's, which anyone can read; generate one with: openssl rand -hex 24",
      "mirrormat.yaml: boards[0].password is still the example's; give each board its own",
      'mirrormat.yaml: holds the admin token, judge PINs and board passwords but other users may read it; run: chmod 600 mirrormat.yaml',
    ]);
  });

  it('a private file with its own secrets has none', () => {
    chmodSync(write(VALID), 0o600);
    expect(loadConfig({ cwd: dir, env: {} }).warnings).toEqual([]);
  });
});

describe('the loaded config', () => {
  it('fills defaults, resolves dataDir against the file, and is frozen', () => {
    write(VALID);
    const { config } = loadConfig({ cwd: dir, env: {} });
    // http.limits: the connection caps of issue 14, with their defaults; HTTPS only where the file asks (issue 17).
    expect(config.http).toEqual({ host: '0.0.0.0', port: 8080, limits: { connectionsPerAddress: 300, connections: 2000 }, tls: { mode: 'off' } });
    expect(config.discovery).toEqual({ mdns: true });
    expect(config.mqtt).toEqual({ mode: 'embedded', host: '127.0.0.1', port: 1883, allowAnonymous: false });
    expect(config.dataDir).toBe(join(dir, 'data'));
    expect(Object.isFrozen(config.tables[0]?.zones)).toBe(true);
  });
});

describe('http.tls', () => {
  it('mode "files" without its files names both keys', () => {
    write(`${VALID}http:\n  tls: { mode: files }\n`);
    expect(problems()).toEqual(['mirrormat.yaml: http.tls.certFile: mode "files" needs certFile (line 15)', 'mirrormat.yaml: http.tls.keyFile: mode "files" needs keyFile (line 15)']);
  });
});
