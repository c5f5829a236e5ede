import { z } from 'zod';

/**
 * Reads the config schema itself, so error messages can say what a key expects ("an integer
 * from 0 to 15") and which keys are valid where an unknown one was found.
 */

type Schema = z.ZodType;
const SAFE_INT = Number.MAX_SAFE_INTEGER;

function unwrap(schema: Schema): Schema {
  let current = schema;
  for (;;) {
    if (current instanceof z.ZodDefault || current instanceof z.ZodOptional || current instanceof z.ZodNullable) {
      current = current.unwrap() as Schema;
    } else if (current instanceof z.ZodPipe) {
      current = current.in as Schema;
    } else {
      return current;
    }
  }
}

function alternatives(schema: Schema): Schema[] {
  const inner = unwrap(schema);
  return inner instanceof z.ZodUnion ? (inner.options as Schema[]).flatMap(alternatives) : [inner];
}

/** The schemas that may sit at `path` (several where a union leaves it open). */
export function schemasAt(root: Schema, path: readonly PropertyKey[]): Schema[] {
  let current = [root];
  for (const segment of path) {
    const next: Schema[] = [];
    for (const schema of current.flatMap(alternatives)) {
      if (schema instanceof z.ZodArray && typeof segment === 'number') next.push(schema.element as Schema);
      if (schema instanceof z.ZodObject && typeof segment === 'string' && segment in schema.shape) {
        next.push(schema.shape[segment] as Schema);
      }
    }
    current = next;
  }
  return current;
}

/** The alternatives of the union at `path`, in the order zod reports their errors. */
export function unionOptionsAt(root: Schema, path: readonly PropertyKey[]): Schema[] {
  const [found] = schemasAt(root, path);
  const inner = found === undefined ? undefined : unwrap(found);
  return inner instanceof z.ZodUnion ? (inner.options as Schema[]) : [];
}

/** Every key a mapping at `path` may hold. */
export function keysAt(root: Schema, path: readonly PropertyKey[]): string[] {
  const keys = new Set<string>();
  for (const schema of schemasAt(root, path).flatMap(alternatives)) {
    if (schema instanceof z.ZodObject) Object.keys(schema.shape).forEach((k) => keys.add(k));
  }
  return [...keys];
}

/** The keys each alternative of a union at `path` requires, e.g. [["pcsc"], ["board", "antenna"]]. */
export function requiredKeySets(root: Schema, path: readonly PropertyKey[]): string[][] {
  return schemasAt(root, path)
    .flatMap(alternatives)
    .filter((s): s is z.ZodObject => s instanceof z.ZodObject)
    .map((s) => Object.entries(s.shape as Record<string, Schema>).filter(([, v]) => !v.safeParse(undefined).success).map(([k]) => k));
}

/** "an integer from 0 to 15", "a string of at least 12 characters", "true or false"... */
export function describeExpected(root: Schema, path: readonly PropertyKey[]): string {
  const found = schemasAt(root, path).flatMap(alternatives);
  const described = [...new Set(found.map(describe))];
  return described.length === 0 ? 'nothing here (not a known key)' : described.join(' or ');
}

function describe(schema: Schema): string {
  if (schema instanceof z.ZodNumber) return describeNumber(schema);
  if (schema instanceof z.ZodString) {
    const min = schema.minLength ?? 0;
    if (min > 1) return `a string of at least ${min} characters`;
    return min === 1 ? 'a non-empty string' : 'a string';
  }
  if (schema instanceof z.ZodBoolean) return 'true or false';
  if (schema instanceof z.ZodEnum) return `one of ${schema.options.map((o) => JSON.stringify(o)).join(', ')}`;
  if (schema instanceof z.ZodLiteral) return [...schema.values].map((v) => JSON.stringify(v)).join(' or ');
  if (schema instanceof z.ZodArray) return 'a list';
  if (schema instanceof z.ZodObject) {
    const required = requiredKeySets(schema, [])[0] ?? [];
    return required.length > 0 ? `a mapping with ${required.join(', ')}` : 'a mapping';
  }
  return 'a valid value';
}

function describeNumber(schema: z.ZodNumber): string {
  const noun = schema.isInt ? 'an integer' : 'a number';
  const bound = (value: number | null, step: 1 | -1) => {
    if (value === null || Math.abs(value) >= SAFE_INT) return undefined;
    // positive(), gt(), lt() are exclusive: for integers, the first value accepted is one step in.
    if (schema.safeParse(value).success) return { value, exclusive: false };
    return schema.isInt ? { value: value + step, exclusive: false } : { value, exclusive: true };
  };
  const min = bound(schema.minValue, 1);
  const max = bound(schema.maxValue, -1);
  if (min && max && !min.exclusive && !max.exclusive) return `${noun} from ${min.value} to ${max.value}`;
  const parts = [
    min && (min.exclusive ? `greater than ${min.value}` : `of at least ${min.value}`),
    max && (max.exclusive ? `less than ${max.value}` : `of at most ${max.value}`),
  ].filter(Boolean);
  return parts.length === 0 ? noun : `${noun} ${parts.join(' and ')}`;
}
