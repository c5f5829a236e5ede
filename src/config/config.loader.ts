import { readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { isMap, isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import { ConfigError } from './config-error.js';
import { formatIssues, type SourceLocation } from './config-issues.js';
import { configWarnings } from './config-warnings.js';
import { configSchema, type ExternalMqttConfig, type MirrormatConfig } from './config.schema.js';
import { applyEnvOverrides, type AppliedOverride } from './env-overrides.js';

export interface LoadConfigOptions {
  /** Command-line arguments after the script (process.argv.slice(2)); `--config <path>` or `--config=<path>`. */
  readonly argv?: readonly string[];
  /** MIRRORMAT_CONFIG names the file; MIRRORMAT__A__B=value overrides a key (src/config/env-overrides.ts). */
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly cwd?: string;
}

export interface LoadedConfig {
  /** Validated, with defaults filled in, relative paths resolved against the file's directory, frozen. */
  readonly config: MirrormatConfig;
  /** Absolute path of the file read. */
  readonly path: string;
  /** Env vars that overrode a key, by name. */
  readonly overrides: readonly string[];
  /** Valid but unsafe settings (an example secret, a file others can read): log them at boot. */
  readonly warnings: readonly string[];
}

export const DEFAULT_CONFIG_FILES = ['mirrormat.yaml', 'mirrormat.yml'] as const;

/**
 * Finds, reads and validates mirrormat.yaml: `--config` first, then MIRRORMAT_CONFIG, then
 * mirrormat.yaml / mirrormat.yml in the cwd. Throws ConfigError, one line per problem.
 */
export function loadConfig(options: LoadConfigOptions = {}): LoadedConfig {
  const cwd = options.cwd ?? process.cwd();
  const env = options.env ?? {};
  const path = findConfigFile(options.argv ?? [], env, cwd);
  const label = displayName(path, cwd);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ConfigError([`${label}: cannot read the file: ${(error as Error).message}`]);
  }
  const parsed = parseConfigText(text, { label, env, baseDir: dirname(path) });
  return { ...parsed, path, warnings: configWarnings(parsed.config, label, statSync(path).mode) };
}

export function findConfigFile(argv: readonly string[], env: Readonly<Record<string, string | undefined>>, cwd: string): string {
  const fromArgv = configArgument(argv);
  const [candidates, origin] =
    fromArgv !== undefined
      ? [[resolve(cwd, fromArgv)], '--config']
      : env.MIRRORMAT_CONFIG
        ? [[resolve(cwd, env.MIRRORMAT_CONFIG)], 'MIRRORMAT_CONFIG']
        : [DEFAULT_CONFIG_FILES.map((name) => resolve(cwd, name)), 'the working directory'];
  const found = candidates.find(isFile);
  if (found !== undefined) return found;
  throw new ConfigError([
    `no config file found. Tried (from ${origin}): ${candidates.join(', ')}. ` +
      `Create one from the commented example: cp mirrormat.example.yaml mirrormat.yaml, then edit it; ` +
      `or name another file with --config <path> or MIRRORMAT_CONFIG=<path>.`,
  ]);
}

function configArgument(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg.startsWith('--config=')) return nonEmptyPath(arg.slice('--config='.length));
    if (arg === '--config') return nonEmptyPath(argv[i + 1]);
  }
  return undefined;
}

function nonEmptyPath(value: string | undefined): string {
  if (value === undefined || value === '' || value.startsWith('--')) throw new ConfigError(['--config needs a path: --config <path>']);
  return value;
}

export interface ParseOptions {
  /** How problems name the file, e.g. "mirrormat.yaml". */
  readonly label: string;
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Relative dataDir, backup.dir and the mqtt files (passwordFile, caFile, certFile, keyFile) are resolved against this directory (the file's). */
  readonly baseDir: string;
}

/** Parses and validates config text; the pure core of loadConfig. */
export function parseConfigText(text: string, options: ParseOptions): Omit<LoadedConfig, 'path' | 'warnings'> {
  const { label } = options;
  const lineCounter = new LineCounter();
  // Merge keys (<<: *defaults) let a store write one table's settings once for many tables.
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, merge: true });
  if (doc.errors.length > 0) {
    throw new ConfigError(
      doc.errors.map((error) => {
        const pos = lineCounter.linePos(error.pos[0]);
        return `${label}: YAML syntax error at line ${pos.line}, column ${pos.col}: ${error.message.split('\n')[0]}`;
      }),
    );
  }
  const data: unknown = doc.toJS();
  if (data === null || data === undefined) {
    throw new ConfigError([`${label}: the file is empty; copy mirrormat.example.yaml, which describes every option`]);
  }
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new ConfigError([`${label}: expected a mapping of options at the top level (http:, auth:, tables: ...), got ${Array.isArray(data) ? 'a list' : typeof data}`]);
  }
  const overrides = applyEnvOverrides(data as Record<string, unknown>, options.env ?? {});
  const result = configSchema.safeParse(data);
  if (!result.success) {
    throw new ConfigError(
      formatIssues(result.error.issues, {
        schema: configSchema,
        data,
        locate: (path, key) => locate(doc, lineCounter, text, label, overrides, key === undefined ? path : [...path, key]),
      }),
    );
  }
  return { config: deepFreeze(resolvePaths(result.data, options.baseDir)), overrides: overrides.map((o) => o.name) };
}

function locate(
  doc: Document,
  lineCounter: LineCounter,
  text: string,
  label: string,
  overrides: readonly AppliedOverride[],
  path: readonly PropertyKey[],
): SourceLocation {
  const override = overrides.findLast((o) => o.path.every((segment, i) => path[i] === segment));
  if (override !== undefined) return { label: override.name };
  // The nearest node that exists: a missing key is reported at its parent mapping.
  for (let depth = path.length; depth >= 0; depth--) {
    const head = path.slice(0, depth);
    const parent = doc.getIn(head.slice(0, -1), true);
    const last = head[head.length - 1];
    if (depth > 0 && isMap(parent)) {
      const pair = parent.items.find((item) => isScalar(item.key) && item.key.value === last);
      const keyRange = isScalar(pair?.key) ? pair.key.range : undefined;
      if (pair !== undefined && keyRange) {
        const valueRange = isScalar(pair.value) ? pair.value.range : undefined;
        const at = depth === path.length && valueRange ? valueRange[0] : keyRange[0];
        const sourceText = depth === path.length && valueRange ? text.slice(valueRange[0], valueRange[1]) : undefined;
        return { label, line: lineCounter.linePos(at).line, ...(sourceText === undefined ? {} : { sourceText }) };
      }
      continue;
    }
    const node = doc.getIn(head, true) as { range?: [number, number, number] } | undefined;
    if (node?.range) {
      const sourceText = depth === path.length && isScalar(node) ? text.slice(node.range[0], node.range[1]) : undefined;
      return { label, line: lineCounter.linePos(node.range[0]).line, ...(sourceText === undefined ? {} : { sourceText }) };
    }
  }
  return { label };
}

function resolvePaths(config: MirrormatConfig, baseDir: string): MirrormatConfig {
  const mqtt = config.mqtt.mode === 'external' ? resolveMqttFiles(config.mqtt, baseDir) : config.mqtt;
  const backup = config.backup.dir === undefined ? config.backup : { ...config.backup, dir: resolve(baseDir, config.backup.dir) };
  return { ...config, dataDir: resolve(baseDir, config.dataDir), mqtt, backup };
}

function resolveMqttFiles(mqtt: ExternalMqttConfig, baseDir: string): ExternalMqttConfig {
  const resolved = { ...mqtt };
  for (const key of ['passwordFile', 'caFile', 'certFile', 'keyFile'] as const) {
    const path = mqtt[key];
    if (path !== undefined) resolved[key] = resolve(baseDir, path);
  }
  return resolved;
}

function displayName(path: string, cwd: string): string {
  const rel = relative(cwd, path);
  return rel.startsWith('..') || isAbsolute(rel) ? path : rel;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    Object.values(value).forEach(deepFreeze);
  }
  return value;
}
