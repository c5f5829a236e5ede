import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/config-error.js';
import { loadConfig } from '../../src/config/config.loader.js';
import { DEFAULT_DEBOUNCE_MS } from '../../src/config/config.schema.js';

const EXAMPLE = readFileSync(new URL('../../mirrormat.example.yaml', import.meta.url), 'utf8');
const DEMO = readFileSync(new URL('../../mirrormat.demo.yaml', import.meta.url), 'utf8');
const MINIMAL = `
auth:
  adminToken: a-long-admin-token-123
pcsc:
  enabled: false
tables:
  - id: t1
    name: Table 1
`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mirrormat-mirror-config-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function load(text: string) {
  writeFileSync(join(dir, 'mirrormat.yaml'), text);
  return loadConfig({ cwd: dir, env: {} });
}

function problems(text: string): readonly string[] {
  try {
    load(text);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the config to be refused');
}

describe('mirror.debounceMs in mirrormat.yaml', () => {
  it('defaults to the mirror debounce window when the key is left out', () => {
    expect(load(MINIMAL).config.mirror.debounceMs).toBe(DEFAULT_DEBOUNCE_MS);
  });

  it('is documented in the example and set in the demo config', () => {
    expect(load(EXAMPLE).config.mirror.debounceMs).toBe(2000);
    expect(load(DEMO).config.mirror.debounceMs).toBe(2000);
  });

  it('takes a value from the file', () => {
    expect(load(`${MINIMAL}mirror:\n  debounceMs: 3500\n`).config.mirror.debounceMs).toBe(3500);
  });

  it('refuses a window so short that flapping tags would read as cards leaving, naming the key', () => {
    const [problem] = problems(`${MINIMAL}mirror:\n  debounceMs: 100\n`);
    expect(problem).toContain('mirror.debounceMs');
    expect(problem).toContain('at least 500 ms');
  });

  it('refuses a window that is not a whole number of milliseconds', () => {
    const [problem] = problems(`${MINIMAL}mirror:\n  debounceMs: 2s\n`);
    expect(problem).toContain('mirror.debounceMs');
  });

  it('refuses an unknown key under mirror', () => {
    const [problem] = problems(`${MINIMAL}mirror:\n  debounce: 2000\n`);
    expect(problem).toContain('mirror');
    expect(problem).toContain('debounce');
  });
});
