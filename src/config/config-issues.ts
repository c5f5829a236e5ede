import type { z } from 'zod';
import { closestKey } from './closest-key.js';
import { describeExpected, keysAt, requiredKeySets, unionOptionsAt } from './schema-walk.js';

/** Where a value came from: the file (with its line) or the env var that overrode it. */
export interface SourceLocation {
  readonly label: string;
  readonly line?: number;
  /** The value exactly as written, e.g. `0123` for a YAML number that was meant as text. */
  readonly sourceText?: string;
}

export interface IssueContext {
  readonly schema: z.ZodType;
  /** The document as parsed, before validation. */
  readonly data: unknown;
  /** `key` is set for an unknown key, whose own position is wanted rather than its parent's. */
  readonly locate: (path: readonly PropertyKey[], key?: string) => SourceLocation;
}

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

// Never echo these back into a terminal or a log.
const SECRET_KEYS = new Set(['password', 'adminToken', 'pin']);

/** One line per problem: `<file or env var>: <key path>: <what was expected, what was found> (line N)`. */
export function formatIssues(issues: readonly Issue[], context: IssueContext): string[] {
  const lines = issues.flatMap((issue) => formatIssue(issue, [], context, { schema: context.schema, base: [] }));
  // In file order, so the list reads top to bottom next to the file; env overrides last.
  return lines.sort((a, b) => a.line - b.line).map((l) => l.text);
}

/** The schema issues are read against: the whole config, or the union alternative zod tried. */
interface Scope {
  readonly schema: z.ZodType;
  readonly base: Path;
}

function scoped(scope: Scope, path: Path): [z.ZodType, Path] {
  return [scope.schema, path.slice(scope.base.length)];
}

interface Line {
  readonly text: string;
  readonly line: number;
}

function formatIssue(issue: Issue, prefix: Path, context: IssueContext, scope: Scope): Line[] {
  const path: Path = [...prefix, ...issue.path];
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => {
        const valid = keysAt(...scoped(scope, path));
        const guess = closestKey(key, valid);
        const hint = guess ? `; did you mean "${guess}"?` : '';
        return line(context, path, key, `unknown key${hint} (valid here: ${valid.join(', ')})`);
      });
    case 'invalid_union':
      return formatUnion(issue, path, context, scope);
    case 'invalid_type':
    case 'too_small':
    case 'too_big':
      return [line(context, path, undefined, expectation(issue, path, context, scope))];
    case 'invalid_format':
      return [line(context, path, undefined, `expected ${customOr(issue.message, 'a value in the right format')}, got ${shown(path, context)}`)];
    case 'invalid_value':
      return [line(context, path, undefined, `expected ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}, got ${shown(path, context)}`)];
    default:
      return [line(context, path, undefined, issue.message)];
  }
}

function expectation(issue: Issue, path: Path, context: IssueContext, scope: Scope): string {
  const value = valueAt(context.data, path);
  if (value === undefined) return `missing; expected ${describeExpected(...scoped(scope, path))}`;
  if (value === null) return `empty; expected ${describeExpected(...scoped(scope, path))}`;
  const expected = customOr(issue.message, describeExpected(...scoped(scope, path)));
  const found = shown(path, context);
  const source = context.locate(path).sourceText;
  // YAML reads 0123 as the number 123: a PIN or name that looks numeric must be quoted.
  if (issue.code === 'invalid_type' && issue.expected === 'string' && typeof value !== 'object' && source !== undefined) {
    return `expected ${expected}, got ${found}; write it in quotes to keep it text: "${isSecret(path) ? '…' : source}"`;
  }
  return `expected ${expected}, got ${found}`;
}

function formatUnion(issue: Extract<Issue, { code: 'invalid_union' }>, path: Path, context: IssueContext, scope: Scope): Line[] {
  if ('discriminator' in issue && issue.discriminator !== undefined) {
    const options = (issue as { options?: readonly unknown[] }).options ?? [];
    return [line(context, path, undefined, `expected ${options.map((o) => JSON.stringify(o)).join(' or ')}, got ${shown(path, context)}`)];
  }
  const value = valueAt(context.data, path);
  const branches = issue.errors;
  if (!isMapping(value) || branches.length === 0) {
    return [line(context, path, undefined, `expected ${alternativesText(scope, path)}, got ${shown(path, context)}`)];
  }
  const inputKeys = Object.keys(value);
  // The alternative the author meant is the one that knows the most of the keys they wrote.
  const options = unionOptionsAt(...scoped(scope, path));
  const scored = branches.map((errors, i) => {
    const unknown = errors.flatMap((e) => (e.code === 'unrecognized_keys' && e.path.length === 0 ? e.keys : []));
    return { errors, recognized: inputKeys.length - unknown.length, option: options[i] };
  });
  const best = scored.reduce((a, b) => (b.recognized > a.recognized || (b.recognized === a.recognized && b.errors.length < a.errors.length) ? b : a));
  if (best.recognized === 0) {
    return [line(context, path, undefined, `expected ${alternativesText(scope, path)}, got keys ${inputKeys.join(', ') || '(none)'}`)];
  }
  const branchScope = best.option === undefined ? scope : { schema: best.option, base: path };
  return best.errors.flatMap((e) => formatIssue(e, path, context, branchScope));
}

function alternativesText(scope: Scope, path: Path): string {
  const sets = requiredKeySets(...scoped(scope, path)).filter((keys) => keys.length > 0);
  if (sets.length === 0) return describeExpected(...scoped(scope, path));
  return `a mapping with one of: ${sets.map((keys) => keys.join(' + ')).join(' | ')}`;
}

function line(context: IssueContext, path: Path, key: string | undefined, message: string): Line {
  const where = context.locate(path, key);
  const keyPath = formatPath(key === undefined ? path : [...path, key]);
  return {
    text: `${where.label}: ${keyPath}: ${message}${where.line === undefined ? '' : ` (line ${where.line})`}`,
    line: where.line ?? Number.MAX_SAFE_INTEGER,
  };
}

/** tables[0].zones[2].reader.antenna */
export function formatPath(path: Path): string {
  if (path.length === 0) return '(top level)';
  return path.map((segment, i) => (typeof segment === 'number' ? `[${segment}]` : `${i === 0 ? '' : '.'}${String(segment)}`)).join('');
}

function customOr(message: string, fallback: string): string {
  // zod's own messages start like this; the schema's hand-written ones say what is expected.
  return /^(Invalid|Too (small|big)|Expected)/.test(message) ? fallback : message;
}

function shown(path: Path, context: IssueContext): string {
  const value = valueAt(context.data, path);
  if (isSecret(path) && typeof value === 'string') return `a ${value.length}-character string`;
  if (isSecret(path) && (typeof value === 'number' || typeof value === 'boolean')) return `a ${typeof value}`;
  if (value === undefined) return 'nothing';
  if (value === null) return 'an empty value';
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : `a list of ${value.length}`;
  if (isMapping(value)) return 'a mapping';
  if (typeof value === 'string') return JSON.stringify(value);
  return `${typeof value} ${String(value)}`;
}

function isSecret(path: Path): boolean {
  const last = path[path.length - 1];
  return typeof last === 'string' && SECRET_KEYS.has(last);
}

function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function valueAt(data: unknown, path: Path): unknown {
  let current = data;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}
