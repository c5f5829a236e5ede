/**
 * The enrolment station from the command line, through the running hub (which owns the readers):
 *   enrol --list                                     readers, and what lies on each
 *   enrol --reader "<PC/SC reader name>" --card sv1-25 [--overwrite]
 *   enrol --reader "<PC/SC reader name>" --search "Pikachu" | "SVI 57" [--overwrite]
 *       (the catalogue's search; enrols when exactly one card matches, else lists the candidates)
 *   enrol --deck <registration id>                    a registered deck's cards, numbered, with stickers enrolled/needed
 *   enrol --deck <id> --reader "<reader>" --next      enrols the first card of the deck still missing a sticker
 *   enrol --deck <id> --reader "<reader>" --pick <n>  enrols card n of the list
 *   enrol --deck <id> --reader "<reader>"             asks for a card number, sticker after sticker, until q or end of input
 * The hub is http://127.0.0.1:<http.port> of the hub's config (--config, MIRRORMAT_CONFIG or
 * ./mirrormat.yaml) unless --hub is given; the admin token is the config's auth.adminToken, or
 * MIRRORMAT_ADMIN_TOKEN, or --token. Exit code 0 on success, 1 when the hub refuses, 2 on usage errors.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError } from '../config/config-error.js';
import { loadConfig } from '../config/config.loader.js';

const USAGE = `usage:
  enrol --list [--hub <url>] [--config <file>]
  enrol --reader "<PC/SC reader name>" (--card <card id> | --search <name or set code + number>) [--overwrite]
        [--hub <url>] [--token <admin token>] [--config <file>]
  enrol --deck <registration id> [--reader "<PC/SC reader name>" [--next | --pick <n>] [--overwrite]]
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
const deckSchema = z.looseObject({
  registrationId: z.number(),
  player: z.string(),
  format: z.string(),
  scope: z.string(),
  scopeId: z.string(),
  cards: z.array(z.looseObject({ cardId: z.string(), name: z.string(), count: z.number(), enrolled: z.number(), missing: z.number() })),
  next: z.string().optional(),
});
type Deck = z.infer<typeof deckSchema>;
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
        deck: { type: 'string' },
        next: { type: 'boolean', default: false },
        pick: { type: 'string' },
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
  const enrolling = values.deck === undefined && values.reader !== undefined && (values.card === undefined) !== (values.search === undefined);
  const fromDeck =
    values.deck !== undefined &&
    values.card === undefined &&
    values.search === undefined &&
    !(values.next && values.pick !== undefined) &&
    (values.reader !== undefined || (!values.next && values.pick === undefined && !values.overwrite));
  if (values.help || [values.list, enrolling, fromDeck].filter(Boolean).length !== 1 || (!fromDeck && (values.next || values.pick !== undefined))) {
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
  const post = (reader: string, cardId: string, registrationId?: number) =>
    enrol(hub, token, { reader, cardId, overwrite: values.overwrite, ...(registrationId === undefined ? {} : { registrationId }) });
  if (fromDeck) return enrolFromDeck(hub, token, values.deck!, values.reader, { next: values.next, pick: values.pick }, post);

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
  await post(values.reader!, cardId!);
  return 0;
}

/** Writes one sticker and says what it now holds. */
async function enrol(hub: string, token: string, body: { reader: string; cardId: string; overwrite: boolean; registrationId?: number }): Promise<void> {
  const result = resultSchema.parse(
    await call(`${hub}/api/enrolment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }),
  );
  process.stdout.write(
    result.unchanged
      ? `tag ${result.uid} already holds ${result.cardId}; UID registered\n`
      : `tag ${result.uid}${result.model ? ` (${result.model})` : ''} now holds ${result.cardId}${result.label ? ` "${result.label}"` : ''}: ` +
          `${result.bytes} of ${result.capacity} bytes, verified, UID registered${result.replaced ? `; replaced ${result.replaced}` : ''}\n`,
  );
}

/**
 * A registered deck card by card: lists it; with a reader, enrols the next missing card, card n,
 * or, asked on stdin, one card after another so a store can sticker a whole deck in one sitting.
 * Each sticker is enrolled for the deck, so it counts for this deck and no other.
 */
async function enrolFromDeck(
  hub: string,
  token: string,
  registration: string,
  reader: string | undefined,
  choice: { readonly next: boolean; readonly pick: string | undefined },
  post: (reader: string, cardId: string, registrationId: number) => Promise<void>,
): Promise<number> {
  if (!/^[1-9]\d{0,9}$/.test(registration)) {
    process.stderr.write(`--deck takes a registration id (a number), not "${registration}"\n${USAGE}\n`);
    return 2;
  }
  const fetchDeck = async () =>
    deckSchema.parse(await call(`${hub}/api/enrolment/decks/${registration}`, { headers: { authorization: `Bearer ${token}` } }));
  let deck = await fetchDeck();
  const progress = async (card: Deck['cards'][number]) => {
    deck = await fetchDeck();
    const now = deck.cards.find((c) => c.cardId === card.cardId);
    process.stdout.write(`${card.cardId} ${card.name}: ${now?.enrolled ?? 0} of ${card.count} enrolled\n`);
  };
  if (choice.next) {
    const card = deck.cards.find((c) => c.cardId === deck.next);
    if (!card) {
      process.stdout.write(`every card of deck ${deck.registrationId} (${deck.player}) has its stickers\n`);
      return 0;
    }
    await post(reader!, card.cardId, deck.registrationId);
    await progress(card);
    return 0;
  }
  if (choice.pick !== undefined) {
    const card = pick(deck, choice.pick);
    if (!card) {
      process.stderr.write(`--pick takes a card number from 1 to ${deck.cards.length}, not "${choice.pick}"\n`);
      return 2;
    }
    await post(reader!, card.cardId, deck.registrationId);
    await progress(card);
    return 0;
  }
  process.stdout.write(deckTable(deck));
  if (reader === undefined) return 0;
  // Lines are read through the iterator, which buffers them: piped answers arrive while a sticker is written.
  const input = createInterface({ input: process.stdin, terminal: false });
  const lines = input[Symbol.asyncIterator]();
  try {
    for (;;) {
      process.stdout.write(`card for the sticker on "${reader}" (1-${deck.cards.length}; Enter: next missing${deck.next ? `, ${deck.next}` : ''}; q: quit): `);
      const line = await lines.next();
      const answer = line.done ? 'q' : String(line.value).trim();
      if (answer.toLowerCase() === 'q') {
        process.stdout.write('\n');
        return 0;
      }
      const card = answer === '' ? deck.cards.find((c) => c.cardId === deck.next) : pick(deck, answer);
      if (!card) {
        process.stdout.write(answer === '' ? 'every card has its stickers; pick a number for a spare, or q\n' : `no card number "${answer}"\n`);
        continue;
      }
      try {
        await post(reader, card.cardId, deck.registrationId);
      } catch (error) {
        // One refused sticker (another card on it, no tag yet) must not end the sitting.
        if (!(error instanceof Refused)) throw error;
        process.stdout.write(`${error.message}\n`);
      }
      await progress(card);
    }
  } finally {
    input.close();
  }
}

function pick(deck: Deck, choice: string): Deck['cards'][number] | undefined {
  return /^\d+$/.test(choice) ? deck.cards[Number(choice) - 1] : undefined;
}

function deckTable(deck: Deck): string {
  const width = String(deck.cards.length).length;
  const idWidth = Math.max(0, ...deck.cards.map((c) => c.cardId.length));
  const nameWidth = Math.max(0, ...deck.cards.map((c) => c.name.length));
  const lines = deck.cards.map(
    (c, i) =>
      `${String(i + 1).padStart(width)}  ${c.cardId.padEnd(idWidth)}  ${c.name.padEnd(nameWidth)}  ${c.enrolled}/${c.count}${c.missing > 0 ? `, ${c.missing} missing` : ''}`,
  );
  const missing = deck.cards.reduce((sum, c) => sum + c.missing, 0);
  const total = deck.cards.reduce((sum, c) => sum + c.count, 0);
  return `deck ${deck.registrationId}: ${deck.player}, ${deck.format}, ${deck.scope} "${deck.scopeId}"; ${total - missing} of ${total} cards have a sticker\n${lines.join('\n')}\n`;
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
