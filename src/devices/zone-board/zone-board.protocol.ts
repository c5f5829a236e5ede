import { z } from 'zod';

/**
 * The zone-board wire protocol (firmware-bridge/zone-board/PROTOCOL.md) in one typed map:
 * every topic and every payload. The published JSON Schema
 * (firmware-bridge/zone-board/schema/zone-board.schema.json) is generated from these schemas,
 * so the firmware, its emulator and the hub agree on one definition.
 */

export const PROTOCOL_VERSION = 1;
export const TOPIC_ROOT = 'mirrormat';

/** Largest payload the hub parses; a board's largest message (status) is well under 1 KiB. */
export const MAX_PAYLOAD_BYTES = 4096;

const version = z.literal(PROTOCOL_VERSION).describe('protocol version');

/** ISO 14443-A UID: 4, 7 or 10 bytes, upper-case hex, no separators. */
export const uidSchema = z
  .string()
  .regex(/^(?:[0-9A-F]{8}|[0-9A-F]{14}|[0-9A-F]{20})$/, '4, 7 or 10 bytes as upper-case hex')
  .describe('tag UID, upper-case hex');

/** A pokemon-tcg-data card id ("sv1-25", "cel25c-15_A1") as written on the tag's NDEF record. */
export const cardIdSchema = z
  .string()
  .max(32)
  .regex(/^[a-z0-9]+-[A-Za-z0-9_]+$/, 'a card id such as sv1-25')
  .describe('card id read from the NDEF record');

const reasonSchema = z.string().min(1).max(64);

/** A sequence number: grows by one per report, across reconnects and reboots (kept in NVS). */
export const seqSchema = z.int().min(0).max(Number.MAX_SAFE_INTEGER);

export const readingSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('present'), uid: uidSchema, cardId: cardIdSchema.optional() }),
  z.strictObject({ kind: z.literal('several'), uids: z.array(uidSchema).max(2) }),
  z.strictObject({ kind: z.literal('unreadable'), reason: reasonSchema }),
  z.strictObject({ kind: z.literal('absent') }),
]);
export type BoardReading = z.infer<typeof readingSchema>;

/** mirrormat/<hub>/<table>/board/<board>/zone/<antenna> (QoS 1, not retained). */
export const zoneReportSchema = z
  .strictObject({
    v: version,
    seq: seqSchema,
    reading: readingSchema,
    /** Board uptime when the reading settled; a buffered report arrives later than it happened. */
    uptimeMs: z.int().min(0),
  })
  .describe('zone report: what one antenna sees, once it has settled');
export type ZoneReport = z.infer<typeof zoneReportSchema>;

/** mirrormat/<hub>/<table>/board/<board>/availability (retained; the board's last will is "offline"). */
export const availabilitySchema = z
  .strictObject({ v: version, state: z.enum(['online', 'offline']) })
  .describe('board availability');
export type Availability = z.infer<typeof availabilitySchema>;

/**
 * mirrormat/<hub>/availability (retained; the hub's last will is "offline"). Boards send reports only
 * while their own hub's says "online": after a broker restart the hub must have subscribed again
 * before they resend, or the broker would accept and drop them. Each hub has its own, so one hub
 * going down pauses its own boards only.
 */
export const hubAvailabilitySchema = z
  .strictObject({
    v: version,
    state: z.enum(['online', 'offline']),
    /** New at every hub start: a board that sees a new session reports every antenna again. */
    session: z.string().min(1).max(64).regex(/^[A-Za-z0-9-]+$/).optional(),
  })
  .describe('hub availability');
export type HubAvailability = z.infer<typeof hubAvailabilitySchema>;

/** mirrormat/<hub>/<table>/board/<board>/status (retained; on connect and every 30 s). */
export const statusSchema = z
  .strictObject({
    v: version,
    firmware: z.string().min(1).max(32),
    antennas: z
      .array(
        z.strictObject({
          antenna: z.int().min(0).max(15),
          ok: z.boolean().describe('the reader answers'),
          resets: z.int().min(0).describe('watchdog re-initialisations since boot'),
        }),
      )
      .max(16),
    rssi: z.int().min(-127).max(0).describe('Wi-Fi RSSI, dBm'),
    uptimeS: z.int().min(0),
    pollIntervalMs: z.int().min(1).max(10_000),
    nextSeq: seqSchema.describe('sequence number of the next report'),
    buffer: z.strictObject({
      used: z.int().min(0),
      capacity: z.int().min(1),
      dropped: z.int().min(0).describe('reports dropped since boot because the buffer was full'),
    }),
  })
  .describe('board status');
export type BoardStatus = z.infer<typeof statusSchema>;

const requestId = z.string().min(1).max(36).regex(/^[A-Za-z0-9-]+$/);

export const identifyRequestSchema = z.strictObject({
  v: version,
  id: requestId,
  durationMs: z.int().min(100).max(60_000),
});
export const setPollingRequestSchema = z.strictObject({
  v: version,
  id: requestId,
  intervalMs: z.int().min(1).max(10_000),
});
export const writeNdefRequestSchema = z.strictObject({
  v: version,
  id: requestId,
  antenna: z.int().min(0).max(15),
  cardId: cardIdSchema,
});

/** mirrormat/<hub>/<table>/board/<board>/response/<command> (QoS 1, not retained). */
export const responseSchema = z.discriminatedUnion('status', [
  z.strictObject({
    v: version,
    id: requestId,
    status: z.literal('ok'),
    /** write_ndef answers with the UID of the tag it wrote. */
    uid: uidSchema.optional(),
  }),
  z.strictObject({ v: version, id: requestId, status: z.literal('error'), error: z.string().min(1).max(128) }),
]);
export type BoardResponse = z.infer<typeof responseSchema>;

export const COMMANDS = {
  identify: identifyRequestSchema,
  set_polling: setPollingRequestSchema,
  write_ndef: writeNdefRequestSchema,
} as const;
export type BoardCommand = keyof typeof COMMANDS;
/** A command's parameters: the request without its envelope (v, id), which the hub adds. */
export type CommandParams<C extends BoardCommand> = Omit<z.infer<(typeof COMMANDS)[C]>, 'v' | 'id'>;

export function isBoardCommand(value: string): value is BoardCommand {
  return Object.hasOwn(COMMANDS, value);
}

/**
 * The topic map: everything of one hub sits under mirrormat/<hub>/. Ids are validated by the
 * config, so they never contain MQTT wildcards.
 */
export const topics = {
  hubAvailability: (hub: string) => `${TOPIC_ROOT}/${hub}/availability`,
  base: (hub: string, table: string, board: string) => `${TOPIC_ROOT}/${hub}/${table}/board/${board}`,
  zone: (hub: string, table: string, board: string, antenna: number) => `${topics.base(hub, table, board)}/zone/${antenna}`,
  availability: (hub: string, table: string, board: string) => `${topics.base(hub, table, board)}/availability`,
  status: (hub: string, table: string, board: string) => `${topics.base(hub, table, board)}/status`,
  request: (hub: string, table: string, board: string, command: BoardCommand | '+') => `${topics.base(hub, table, board)}/request/${command}`,
  response: (hub: string, table: string, board: string, command: BoardCommand | '+') =>
    `${topics.base(hub, table, board)}/response/${command}`,
} as const;

interface BoardTopicBase {
  hub: string;
  table: string;
  board: string;
}
export type BoardTopic = BoardTopicBase &
  (
    | { kind: 'zone'; antenna: number }
    | { kind: 'availability' }
    | { kind: 'status' }
    | { kind: 'request'; command: string }
    | { kind: 'response'; command: string }
  );

const TOPIC = /^mirrormat\/([^/]+)\/([^/]+)\/board\/([^/]+)\/(zone\/(\d{1,2})|availability|status|request\/([^/]+)|response\/([^/]+))$/;

/** Parses a board topic; undefined for anything that is not one. */
export function parseTopic(topic: string): BoardTopic | undefined {
  const match = TOPIC.exec(topic);
  if (!match) return undefined;
  const [, hub = '', table = '', board = '', rest = '', antenna, request, response] = match;
  const ids = { hub, table, board };
  if (antenna !== undefined) return { kind: 'zone', ...ids, antenna: Number(antenna) };
  if (request !== undefined) return { kind: 'request', ...ids, command: request };
  if (response !== undefined) return { kind: 'response', ...ids, command: response };
  return rest === 'availability' ? { kind: 'availability', ...ids } : { kind: 'status', ...ids };
}

/** Every published schema, keyed as in the JSON Schema file's $defs. */
export const PUBLISHED_SCHEMAS = {
  ZoneReport: zoneReportSchema,
  Availability: availabilitySchema,
  HubAvailability: hubAvailabilitySchema,
  Status: statusSchema,
  IdentifyRequest: identifyRequestSchema,
  SetPollingRequest: setPollingRequestSchema,
  WriteNdefRequest: writeNdefRequestSchema,
  Response: responseSchema,
} as const;

/** The JSON Schema document committed as firmware-bridge/zone-board/schema/zone-board.schema.json. */
export function publishedJsonSchema(): Record<string, unknown> {
  const defs: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(PUBLISHED_SCHEMAS)) {
    const { $schema: _ignored, ...body } = z.toJSONSchema(schema, { target: 'draft-2020-12' }) as Record<string, unknown>;
    defs[name] = body;
  }
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://mirrormat.dev/schema/zone-board/v1.json',
    title: 'Mirrormat zone-board MQTT payloads, protocol version 1',
    description: 'Generated from src/devices/zone-board/zone-board.protocol.ts; see firmware-bridge/zone-board/PROTOCOL.md.',
    $defs: defs,
  };
}
