/**
 * Canonical JSON, the bytes the match-log hash chain is computed over: object keys sorted by
 * UTF-16 code units, no whitespace, numbers and strings as JSON.stringify writes them (the
 * shortest round-trip form, as in RFC 8785). The same value always gives the same text, in
 * Node and in the browser, so an export can be verified anywhere.
 *
 * Only JSON values are accepted: a NaN, an Infinity, a bigint, a Date, a Map, a class instance
 * or a cycle throws, naming where it is, instead of being silently changed. Object properties
 * whose value is undefined are left out, as JSON.stringify does.
 */
export function canonicalJson(value: unknown): string {
  return write(value, '$', new Set());
}

export class NotJsonError extends TypeError {
  override readonly name = 'NotJsonError';

  constructor(
    readonly path: string,
    what: string,
  ) {
    super(`not JSON at ${path}: ${what}`);
  }
}

function write(value: unknown, path: string, ancestors: Set<object>): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      if (!Number.isFinite(value)) throw new NotJsonError(path, `${value} is not a JSON number`);
      return JSON.stringify(value);
    case 'object':
      if (value === null) return 'null';
      return writeContainer(value, path, ancestors);
    default:
      throw new NotJsonError(path, `${typeof value} is not a JSON value`);
  }
}

function writeContainer(value: object, path: string, ancestors: Set<object>): string {
  if (ancestors.has(value)) throw new NotJsonError(path, 'cycle');
  ancestors.add(value);
  try {
    if (Array.isArray(value)) {
      return `[${value.map((item, i) => write(item, `${path}[${i}]`, ancestors)).join(',')}]`;
    }
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) {
      throw new NotJsonError(path, `${value.constructor?.name ?? 'object'} is not a plain object`);
    }
    const record = value as Record<string, unknown>;
    const parts: string[] = [];
    for (const key of Object.keys(record).sort()) {
      const item = record[key];
      if (item === undefined) continue;
      parts.push(`${JSON.stringify(key)}:${write(item, `${path}.${key}`, ancestors)}`);
    }
    return `{${parts.join(',')}}`;
  } finally {
    ancestors.delete(value);
  }
}
