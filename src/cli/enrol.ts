/**
 * The enrolment station from the command line, through the running hub (which owns the readers):
 *   enrol --list                                     readers, and what lies on each
 *   enrol --reader "<PC/SC reader name>" --card sv1-25 [--overwrite]
 *   enrol --reader "<PC/SC reader name>" --search "Pikachu" | "SVI 57" [--overwrite]
 *       (the catalogue's search; enrols when exactly one card matches, else lists the candidates)
 * The hub is http://127.0.0.1:<http.port> of the hub's config (--config, MIRRORMAT_CONFIG or
 * ./mirrormat.yaml) unless --hub is given; the admin token is the config's auth.adminToken, or
 * MIRRORMAT_ADMIN_TOKEN, or --token. Exit code 0 on success, 1 when the hub refuses, 2 on usage errors.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError } from '../config/config-error.js';
import { loadConfig } from '../config/config.loader.js';

const USAGE = `usage:
  enrol --list [--hub <url>] [--config <file>]
  enrol --reader "<PC/SC reader name>" (--card <card id> | --search <name or set code + number>) [--overwrite]
        [--hub <url>] [--token <admin token>] [--config <file>]`;

const readerSchema = z.object({
  name: z.string(),
  tableId: z.string().optional(),
  zone: z.string().optional(),
  reading: z.looseObject({ kind: z.string(), uid: z.string().optional(), cardId: z.string().optional(), reason: z.string().optional() }).optional(),
});
const resultSchema = z.looseObject({
  uid: z.string(),
  cardId: z.string(),
  label: z.string().optional(),
  model: z.string().optional(),
  bytes: z.number(),
  capacity: z.number(),
  replaced: z.string().optional(),
  unchanged: z.boolean(),
});
const cardsSchema = z.array(z.looseObject({ id: z.string(), name: z.string() }));
const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

async function main(argv: readonly string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        list: { type: 'boolean', default: false },
        reader: { type: 'string' },
        card: { type: 'string' },
        search: { type: 'string' },
        overwrite: { type: 'boolean', default: false },
        hub: { type: 'string' },
        token: { type: 'string' },
        config: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  const enrolling = values.reader !== undefined && (values.card === undefined) !== (values.search === undefined);
  if (values.help || values.list === enrolling) {
    process.stderr.write(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }

  const hub = hubOf(values.hub, values.config);
  if (values.list) {
    const readers = z.array(readerSchema).parse(await call(`${hub}/api/enrolment/readers`));
    if (readers.length === 0) process.stdout.write('no PC/SC readers connected to the hub\n');
    for (const reader of readers) {
      const where = reader.zone ? ` (${reader.tableId}/${reader.zone})` : '';
      const on = reader.reading
        ? reader.reading.kind === 'present'
          ? `tag ${reader.reading.uid}${reader.reading.cardId ? ` = ${reader.reading.cardId}` : ', not enrolled'}`
          : reader.reading.kind === 'unreadable'
            ? `unreadable: ${reader.reading.reason}`
            : reader.reading.kind
        : 'not polled yet';
      process.stdout.write(`${reader.name}${where}: ${on}\n`);
    }
    return 0;
  }

  const token = values.token ?? process.env.MIRRORMAT_ADMIN_TOKEN ?? configOf(values.config)?.auth.adminToken;
  if (!token) {
    process.stderr.write('no admin token: pass --token, set MIRRORMAT_ADMIN_TOKEN, or run next to the hub\'s mirrormat.yaml\n');
    return 2;
  }
  let cardId = values.card;
  if (values.search !== undefined) {
    const cards = cardsSchema.parse(await call(`${hub}/api/cards?${new URLSearchParams({ text: values.search, limit: '10' }).toString()}`));
    if (cards.length !== 1) {
      process.stderr.write(
        cards.length === 0
          ? `no card matches "${values.search}"\n`
          : `"${values.search}" matches ${cards.length === 10 ? 'at least 10' : cards.length} cards; enrol one with --card:\n${cards.map((c) => `  ${c.id}  ${c.name}`).join('\n')}\n`,
      );
      return 1;
    }
    cardId = cards[0]!.id;
  }
  const result = resultSchema.parse(
    await call(`${hub}/api/enrolment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ reader: values.reader, cardId, overwrite: values.overwrite }),
    }),
  );
  process.stdout.write(
    result.unchanged
      ? `tag ${result.uid} already holds ${result.cardId}; UID registered\n`
      : `tag ${result.uid}${result.model ? ` (${result.model})` : ''} now holds ${result.cardId}${result.label ? ` "${result.label}"` : ''}: ` +
          `${result.bytes} of ${result.capacity} bytes, verified, UID registered${result.replaced ? `; replaced ${result.replaced}` : ''}\n`,
  );
  return 0;
}

class Refused extends Error {}

async function call(url: string, init?: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    throw new Refused(`cannot reach the hub at ${url}: ${(error as Error).message}`);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorSchema.safeParse(body);
    throw new Refused(parsed.success ? `${parsed.data.error.message} (${parsed.data.error.code})` : `the hub answered HTTP ${response.status}`);
  }
  return body;
}

function hubOf(explicit: string | undefined, configFile: string | undefined): string {
  if (explicit) return explicit.replace(/\/+$/, '');
  const config = configOf(configFile);
  return `http://127.0.0.1:${config?.http.port ?? 8080}`;
}

function configOf(file: string | undefined) {
  try {
    return loadConfig({ argv: file ? ['--config', file] : [], env: process.env, cwd: process.cwd() }).config;
  } catch (error) {
    if (error instanceof ConfigError && file === undefined) return undefined;
    throw error;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Refused || error instanceof ConfigError ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
