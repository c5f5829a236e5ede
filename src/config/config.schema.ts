import { z } from 'zod';

/**
 * The whole of mirrormat.yaml, validated once at boot (src/config/config.loader.ts).
 * Every other module receives its own slice of the validated config through injection;
 * nothing reads the file or process.env on its own.
 */

export const RULE_PROFILES = ['sv', 'swsh', 'xy', 'classic'] as const;

/** p1.active, p2.bench.3 (Bench 1-8: Sky Field-like Stadiums grow the Bench), p1.tap, stadium... */
export const ZONE_ID = /^(?:(?:p1|p2)\.(?:active|bench\.[1-8]|tap|discard|lost-zone|prizes)|stadium)$/;

const nonEmpty = z.string().trim().min(1);

export const readerBindingSchema = z.union([
  z.strictObject({ pcsc: nonEmpty.describe('exact PC/SC reader name, e.g. "ACS ACR122U PICC Interface 00 00"') }),
  z.strictObject({
    pcscPattern: nonEmpty
      .superRefine((source, ctx) => {
        const error = regExpError(source);
        if (error !== undefined) ctx.addIssue({ code: 'custom', message: `not a valid regular expression: ${error}` });
      })
      .describe('regular expression matched against PC/SC reader names'),
  }),
  z.strictObject({
    board: nonEmpty.describe('MQTT zone-board id (boards[].id)'),
    antenna: z.int().min(0).max(15),
  }),
  z.strictObject({ simulated: z.literal(true) }),
]);
export type ReaderBinding = z.infer<typeof readerBindingSchema>;

export const zoneSchema = z.strictObject({
  zone: z.string().regex(ZONE_ID, 'a zone id such as p1.active, p2.bench.3, p1.tap or stadium'),
  reader: readerBindingSchema,
});

export const coinFlipperSchema = z.union([
  z.strictObject({
    path: nonEmpty.describe('serial device; prefer a stable /dev/serial/by-id/... or /dev/serial/by-path/... name'),
    baudRate: z.int().positive().default(115200),
    /** A real flip takes about 1.2 s per coin (see firmware-bridge/coin-flipper/PROTOCOL.md). */
    requestTimeoutMs: z.int().min(100).max(120_000).default(10_000),
  }),
  z.strictObject({ simulated: z.literal(true) }),
]);

export const tableSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'lower-case letters, digits and "-", at most 32 characters'),
    name: nonEmpty,
    profile: z.enum(RULE_PROFILES).default('sv'),
    /** A format name from the formats catalogue (standard, expanded, multi-level-3, ...). */
    format: nonEmpty.default('standard'),
    /** Software coin flips (crypto RNG, marked as such in the log) when no flipper is configured or it is down. */
    allowSoftwareFlips: z.boolean().default(true),
    coinFlipper: coinFlipperSchema.optional(),
    zones: z.array(zoneSchema).default([]),
  })
  .superRefine((table, ctx) => {
    const seen = new Set<string>();
    table.zones.forEach((zone, index) => {
      if (seen.has(zone.zone)) {
        ctx.addIssue({ code: 'custom', path: ['zones', index, 'zone'], message: `zone "${zone.zone}" is listed twice` });
      }
      seen.add(zone.zone);
    });
  });
export type TableConfig = z.infer<typeof tableSchema>;

/** A hub id, a table id or a board id: one MQTT topic level, never a wildcard. */
const TOPIC_ID = /^[a-z0-9][a-z0-9-]{0,31}$/;

/**
 * Who this hub is among the hubs of one store. Its MQTT topics sit under mirrormat/<id>/, so hubs
 * sharing a broker neither read each other's boards nor share one availability.
 */
export const hubSchema = z
  .strictObject({
    id: z.string().regex(TOPIC_ID, 'lower-case letters, digits and "-", at most 32 characters').default('hub'),
  })
  .default({ id: 'hub' });

export const boardSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'lower-case letters, digits and "-", at most 32 characters'),
  table: nonEmpty,
  username: nonEmpty,
  password: z.string().min(12, 'at least 12 characters'),
});

export const mqttSchema = z
  .discriminatedUnion('mode', [
    z.strictObject({
      mode: z.literal('embedded'),
      host: nonEmpty.default('127.0.0.1'),
      port: z.int().min(1).max(65535).default(1883),
      allowAnonymous: z.boolean().default(false),
    }),
    z
      .strictObject({
        mode: z.literal('external'),
        url: z
          .string()
          .regex(/^mqtts?:\/\//, 'an mqtt:// or mqtts:// URL')
          // The URL is logged and shown on /health: the account belongs in username / password.
          .refine((url) => !/^mqtts?:\/\/[^/]*@/.test(url), 'no user or password in the URL: use mqtt.username and mqtt.password'),
        username: nonEmpty.optional(),
        /** Better kept out of this file: passwordFile, or MIRRORMAT__MQTT__PASSWORD. */
        password: z.string().optional(),
        /** A file holding the hub's broker password (a systemd credential, a Docker secret); one trailing newline is dropped. */
        passwordFile: nonEmpty.optional(),
        /** PEM file of the CA that signed the broker's certificate (mqtts). */
        caFile: nonEmpty.optional(),
        /** PEM client certificate and its key, for a broker that asks for one (mosquitto require_certificate). */
        certFile: nonEmpty.optional(),
        keyFile: nonEmpty.optional(),
        rejectUnauthorized: z.boolean().default(true),
      })
      .superRefine((mqtt, ctx) => {
        if (mqtt.password !== undefined && mqtt.passwordFile !== undefined) {
          ctx.addIssue({ code: 'custom', path: ['passwordFile'], message: 'give password or passwordFile, not both' });
        }
        if ((mqtt.password !== undefined || mqtt.passwordFile !== undefined) && mqtt.username === undefined) {
          ctx.addIssue({ code: 'custom', path: ['username'], message: 'a broker password needs its username' });
        }
        if ((mqtt.certFile === undefined) !== (mqtt.keyFile === undefined)) {
          ctx.addIssue({ code: 'custom', path: [mqtt.certFile === undefined ? 'certFile' : 'keyFile'], message: 'a client certificate needs both certFile and keyFile' });
        }
        const tlsFiles = (['caFile', 'certFile', 'keyFile'] as const).filter((key) => mqtt[key] !== undefined);
        if (tlsFiles.length > 0 && !mqtt.url.startsWith('mqtts://')) {
          ctx.addIssue({ code: 'custom', path: ['url'], message: `TLS files (${tlsFiles.join(', ')}) need an mqtts:// URL` });
        }
      }),
  ])
  .default({ mode: 'embedded', host: '127.0.0.1', port: 1883, allowAnonymous: false });
export type ExternalMqttConfig = Extract<z.infer<typeof mqttSchema>, { mode: 'external' }>;

/**
 * Open connections (HTTP and WebSocket alike) the hub keeps: a script opening sockets without end
 * meets these instead of the hub's memory. A store's tablets behind one NAT address use a few each;
 * 300 per address leaves room for a stream overlay PC or a load test with 256 clients.
 */
export const DEFAULT_CONNECTION_LIMITS = { connectionsPerAddress: 300, connections: 2000 };
const connectionLimitsSchema = z
  .strictObject({
    connectionsPerAddress: z.int().min(1).max(100_000).default(DEFAULT_CONNECTION_LIMITS.connectionsPerAddress),
    connections: z.int().min(1).max(100_000).default(DEFAULT_CONNECTION_LIMITS.connections),
  })
  .default(DEFAULT_CONNECTION_LIMITS);

export const authSchema = z.strictObject({
  adminToken: z.string().min(16, 'at least 16 characters'),
  judges: z
    .array(
      z.strictObject({
        name: nonEmpty,
        pin: z.string().regex(/^\d{4,16}$/, '4 to 16 digits'),
      }),
    )
    .default([]),
});

/**
 * The table mirror's debounce window's default. A stack counts as gone only after its reader has
 * said "nothing" this long without a break. PC/SC polls each reader every ~400 ms and reports a
 * removal up to ~400 ms late (hardware/PROVEN.md); a PN532 drops a tag left in its field for a poll
 * or two. Two missed polls plus a late report stay under 1.2 s; 2 s adds a margin for slow board
 * polling and covers a player lifting two stacks to swap them, which must read as a move, not two
 * departures.
 */
export const DEFAULT_DEBOUNCE_MS = 2_000;

/**
 * The table mirror: `debounceMs` (DEFAULT_DEBOUNCE_MS). Below 500 ms flapping tags read as cards
 * leaving; above 10 s the table lags behind the players.
 */
export const mirrorSchema = z
  .strictObject({
    debounceMs: z
      .int()
      .min(500, 'at least 500 ms: shorter and flapping tags read as cards leaving')
      .max(10_000, 'at most 10000 ms: longer and the game lags behind the table')
      .default(DEFAULT_DEBOUNCE_MS),
  })
  .default({ debounceMs: DEFAULT_DEBOUNCE_MS });

/**
 * Scheduled backups of the database (src/backup): every `intervalMinutes` while the hub runs and at
 * the end of each league round, each one read back and verified, the newest `keep` kept. Without
 * intervalMinutes, only the `mirrormat backup` command makes backups.
 */
export const backupSchema = z
  .strictObject({
    intervalMinutes: z.int().min(1).max(7 * 24 * 60).optional(),
    keep: z.int().min(1).max(1000).default(48),
    /** Where backups go; default <dataDir>/backups. Best on another disk than dataDir. */
    dir: nonEmpty.optional(),
  })
  .default({ keep: 48 });

/**
 * HTTPS for the dashboard, the API and the WebSocket, so admin tokens and PINs do not cross the
 * store's network in clear: `self-signed` (made once, kept in <dataDir>/tls, its fingerprint on the
 * banner and the store overview) or the store's own `files`.
 */
export const tlsSchema = z
  .strictObject({
    mode: z.enum(['off', 'self-signed', 'files']).default('off'),
    /** PEM certificate (with its chain) for mode `files`. */
    certFile: nonEmpty.optional(),
    /** PEM private key for mode `files`. */
    keyFile: nonEmpty.optional(),
  })
  .superRefine((tls, ctx) => {
    if (tls.mode !== 'files') return;
    for (const key of ['certFile', 'keyFile'] as const) {
      if (tls[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: `mode "files" needs ${key}` });
    }
  })
  .default({ mode: 'off' });
export type TlsConfig = z.infer<typeof tlsSchema>;

/** How tablets find the hub: advertised by mDNS/DNS-SD as "Mirrormat <hub id>" (never when it listens on loopback only). */
export const discoverySchema = z.strictObject({ mdns: z.boolean().default(true) }).default({ mdns: true });

/**
 * PostgreSQL as the store's shared database (src/database/POSTGRES.md): the match log of every hub
 * given this URL lives there. Without it, everything stays in SQLite under dataDir.
 */
/**
 * Long enough for `pg_ctl restart -m fast` of a store's server (about 0.3 s measured on loopback),
 * and shorter than the tablet's 5 s for a pong and 10 s for a command's reply
 * (dashboard/src/connection/hub-client.ts): a tablet never gives up on a hub that is waiting.
 */
export const DEFAULT_RECONNECT_WAIT_MS = 4_000;

export const databaseSchema = z
  .strictObject({
    url: z
      .string()
      .regex(/^postgres(?:ql)?:\/\/[^/\s]+\/[^\s]+$/, 'a PostgreSQL URL: postgres://user:password@host:5432/database')
      .optional(),
    /**
     * How long a command waits for a PostgreSQL that went away (a restart, say) before it is
     * refused as `unavailable`; the hub's event loop waits with it (POSTGRES.md, "A PostgreSQL restart").
     */
    reconnectWaitMs: z
      .int()
      .min(0)
      .max(9_000, 'at most 9000 ms: longer and the tablet gives up on the command before the hub does')
      .default(DEFAULT_RECONNECT_WAIT_MS),
  })
  .default({ reconnectWaitMs: DEFAULT_RECONNECT_WAIT_MS });

/**
 * Card art on the card faces (issue 15): `remote` has each tablet load a card's picture from the catalogue's source
 * (images.pokemontcg.io); `cache` has the hub fetch each picture once into <dataDir>/card-images and serve it, for a
 * store whose tablets have no internet; `off` shows only the faces drawn from the card data. Without a picture the
 * drawn face stays, so a store offline in `remote` mode still plays.
 */
export const CARD_IMAGE_MODES = ['remote', 'cache', 'off'] as const;
export const catalogueConfigSchema = z
  .strictObject({
    images: z.enum(CARD_IMAGE_MODES).default('remote'),
    /** Where card images are fetched from instead of the catalogue's own hosts: a mirror keeping their paths. */
    imageOrigin: z
      .url({ protocol: /^https?$/, error: 'an http(s) origin such as https://images.store.lan' })
      .refine((url) => !URL.canParse(url) || (new URL(url).pathname === '/' && !/[?#]/.test(url)), 'an origin only, with no path, query or fragment')
      .optional(),
    /**
     * Where new card sets come from (issue 17, item 10): a directory or an http(s) address laid out like
     * PokemonTCG/pokemon-tcg-data, e.g. https://raw.githubusercontent.com/PokemonTCG/pokemon-tcg-data/master. The
     * organiser imports one set from it into the running hub, and the store overview says when it offers a set newer
     * than the catalogue's (checked at start, then daily). Left out, the hub never looks: the demo does not, so a
     * demo never reaches the internet unasked and never calls its small demo catalogue out of date.
     */
    setSource: z
      .strictObject({
        from: z.union([z.url({ protocol: /^https?$/, error: 'an http(s) address or a directory' }), nonEmpty.refine((path) => !/^[a-z]+:/i.test(path), 'an http(s) address or a directory')]),
        /** pokemon-tcg-data's files (the default), or the Pokémon TCG API they feed: `from` is then its address, e.g. https://api.pokemontcg.io/v2. */
        kind: z.enum(['pokemon-tcg-data', 'pokemon-tcg-api']).optional(),
        /** TCGdex's card-names.json; a directory source's own i18n/ (in it or beside it) when left out. */
        namesFile: nonEmpty.optional(),
        /** TCGdex's card-texts.json, the same way. */
        textsFile: nonEmpty.optional(),
      })
      .refine((source) => source.kind !== 'pokemon-tcg-api' || /^https?:\/\//i.test(source.from), { message: 'the Pokémon TCG API is an http(s) address', path: ['from'] })
      .optional(),
  })
  .default({ images: 'remote' });
export type CatalogueConfig = z.infer<typeof catalogueConfigSchema>;

export const configSchema = z
  .strictObject({
    http: z
      .strictObject({
        host: nonEmpty.default('0.0.0.0'),
        port: z.int().min(0).max(65535).default(8080),
        limits: connectionLimitsSchema,
        tls: tlsSchema,
      })
      .default({ host: '0.0.0.0', port: 8080, limits: DEFAULT_CONNECTION_LIMITS, tls: { mode: 'off' } }),
    discovery: discoverySchema,
    hub: hubSchema,
    dataDir: nonEmpty.default('./data'),
    database: databaseSchema,
    backup: backupSchema,
    catalogue: catalogueConfigSchema,
    logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace']).default('info'),
    auth: authSchema,
    mqtt: mqttSchema,
    boards: z.array(boardSchema).default([]),
    pcsc: z.strictObject({ enabled: z.boolean().default(true) }).default({ enabled: true }),
    mirror: mirrorSchema,
    tables: z.array(tableSchema).min(1, 'at least one table'),
  })
  .superRefine((config, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const tableIds = new Set(config.tables.map((t) => t.id));
    const boards = new Map(config.boards.map((b) => [b.id, b]));

    config.tables.forEach((table, t) => {
      if (config.tables.findIndex((other) => other.id === table.id) !== t) issue(['tables', t, 'id'], `table id "${table.id}" is used twice`);
    });
    config.boards.forEach((board, b) => {
      if (!tableIds.has(board.table)) issue(['boards', b, 'table'], `no table "${board.table}" in tables`);
      if (config.boards.findIndex((other) => other.id === board.id) !== b) issue(['boards', b, 'id'], `board id "${board.id}" is used twice`);
      if (config.boards.findIndex((other) => other.username === board.username) !== b) {
        issue(['boards', b, 'username'], `MQTT username "${board.username}" is already board "${config.boards.find((o) => o.username === board.username)?.id}"'s`);
      }
    });

    // One physical reader (a PC/SC name, an antenna of a board) can serve only one zone.
    const servedBy = new Map<string, string>();
    config.tables.forEach((table, t) => {
      table.zones.forEach((zone, z) => {
        const where = `tables[${t}].zones[${z}] (${table.id} ${zone.zone})`;
        const path = ['tables', t, 'zones', z, 'reader'];
        const reader = zone.reader;
        let key: string | undefined;
        if ('board' in reader) {
          const board = boards.get(reader.board);
          if (board === undefined) issue([...path, 'board'], `no board "${reader.board}" in boards`);
          else if (board.table !== table.id && tableIds.has(board.table)) issue([...path, 'board'], `board "${board.id}" sits under table "${board.table}", not "${table.id}"`);
          key = `board ${reader.board} antenna ${reader.antenna}`;
        } else if ('pcsc' in reader || 'pcscPattern' in reader) {
          if (!config.pcsc.enabled) issue(path, 'a PC/SC reader, but PC/SC is off (pcsc.enabled: false)');
          key = 'pcsc' in reader ? `PC/SC reader "${reader.pcsc}"` : undefined;
        }
        if (key === undefined) return;
        const first = servedBy.get(key);
        if (first !== undefined) issue(path, `${key} already serves ${first}`);
        else servedBy.set(key, where);
      });
    });

    config.auth.judges.forEach((judge, j) => {
      const first = config.auth.judges.findIndex((other) => other.pin === judge.pin);
      // A PIN identifies its judge in the log: two judges cannot share one. Never echo the PIN.
      if (first !== j) issue(['auth', 'judges', j, 'pin'], `the same PIN as judge "${config.auth.judges[first]?.name}"`);
      if (config.auth.judges.findIndex((other) => other.name === judge.name) !== j) issue(['auth', 'judges', j, 'name'], `judge "${judge.name}" is listed twice`);
    });
  });

function regExpError(source: string): string | undefined {
  try {
    new RegExp(source);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export type MirrormatConfig = z.infer<typeof configSchema>;
