import { parse as parseYaml } from 'yaml';
import { ConfigError } from './config-error.js';

/**
 * Env overrides on top of the file: MIRRORMAT__HTTP__PORT=9000 sets http.port.
 * - `__` nests; a segment in capitals is camel-cased on `_` (AUTH__ADMIN_TOKEN -> auth.adminToken,
 *   DATA_DIR -> dataDir); a segment that is all digits indexes a list (TABLES__0__NAME).
 * - The value is a YAML scalar: 9000 is a number, true a boolean, "0123" (quoted) a string;
 *   anything else, including text with `#` or `: ` in it, is taken verbatim as text.
 */
export const ENV_PREFIX = 'MIRRORMAT__';

export interface AppliedOverride {
  readonly name: string;
  readonly path: readonly (string | number)[];
}

export function applyEnvOverrides(
  document: Record<string, unknown>,
  env: Readonly<Record<string, string | undefined>>,
): AppliedOverride[] {
  const applied: AppliedOverride[] = [];
  const names = Object.keys(env).filter((name) => name.startsWith(ENV_PREFIX)).sort();
  for (const name of names) {
    const raw = env[name] ?? '';
    const path = name.slice(ENV_PREFIX.length).split('__').map(toSegment);
    if (path.some((segment) => segment === '')) {
      throw new ConfigError([`${name}: empty key segment; use single "__" between keys, e.g. MIRRORMAT__HTTP__PORT`]);
    }
    setIn(document, path, scalar(raw), name);
    applied.push({ name, path });
  }
  return applied;
}

function toSegment(segment: string): string | number {
  if (/^\d+$/.test(segment)) return Number(segment);
  if (/[a-z]/.test(segment)) return segment;
  return segment.toLowerCase().replace(/_+([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function scalar(raw: string): unknown {
  const quoted = /^(['"]).*\1$/s.test(raw.trim());
  try {
    const value: unknown = parseYaml(raw);
    return typeof value === 'string' && !quoted ? raw : value;
  } catch {
    return raw;
  }
}

function setIn(root: Record<string, unknown>, path: readonly (string | number)[], value: unknown, name: string): void {
  let container: Record<PropertyKey, unknown> = root;
  path.forEach((segment, i) => {
    if (i === path.length - 1) {
      container[segment] = value;
      return;
    }
    const next = path[i + 1];
    const existing = container[segment];
    if (existing === undefined || existing === null) {
      container[segment] = typeof next === 'number' ? [] : {};
    } else if (typeof existing !== 'object') {
      const where = path.slice(0, i + 1).join('.');
      throw new ConfigError([`${name}: cannot set a key inside ${where}, which is ${JSON.stringify(existing)} in the file, not a mapping or list`]);
    }
    container = container[segment] as Record<PropertyKey, unknown>;
  });
}
