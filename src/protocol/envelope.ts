import { z } from 'zod';
import type { GameView } from '../rules/index.js';
import { LIVE_STATE_SCHEMAS } from './live-state.js';

/**
 * The WebSocket protocol between the hub and every client (dashboard, live page, tests).
 * Every frame, both ways, is one JSON object: `{ v: 1, id?, type, ...payload }`.
 * This folder is imported by the dashboard too: zod and plain TypeScript only, no Node, no NestJS.
 */

export const PROTOCOL_VERSION = 1;

/** The largest frame the hub reads; a longer one is answered with `too-large` and dropped. */
export const MAX_FRAME_BYTES = 64 * 1024;

const tableId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'a table id');
const seat = z.enum(['p1', 'p2']);
/** A match id as the hub makes them (a UUID); anything longer or stranger is refused before the log is asked. */
const matchIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'a match id');
/** Client-chosen correlation id; the hub echoes it as `replyTo`. */
const messageId = z.union([z.string().max(64), z.int()]);

/** An opaque state id: `<matchId>:<seq>`, or `<tableId>:idle` when no match runs. */
export const stateIdSchema = z.string().min(1).max(128);
export type StateId = z.infer<typeof stateIdSchema>;

export const credentialsSchema = z.discriminatedUnion('role', [
  z.strictObject({ role: z.literal('spectator') }),
  /** The short code the table shows for one seat; it changes with every match. */
  z.strictObject({ role: z.literal('player'), table: tableId, code: z.string().trim().min(4).max(12) }),
  z.strictObject({ role: z.literal('judge'), name: z.string().trim().min(1).max(64), pin: z.string().regex(/^\d{4,16}$/) }),
  z.strictObject({ role: z.literal('admin'), token: z.string().min(1).max(256) }),
]);
export type Credentials = z.infer<typeof credentialsSchema>;

const base = { v: z.literal(PROTOCOL_VERSION), id: messageId.optional() };

export const violationSchema = z.strictObject({
  code: z.string(),
  message: z.string(),
  ref: z.strictObject({ file: z.string(), section: z.string() }),
});

/**
 * An i18n text's params (src/table/prompt-text.ts says which are zone ids and seats). A card's words (an attack's
 * name, a text it hands to the players) come in each card language (src/catalogue/card-language.ts), a word of the
 * client's own by its key.
 */
export const printedWords = z.strictObject({ en: z.string(), de: z.string().optional(), fr: z.string().optional() });
/** Pokémon in play by name, each with its zone where the name alone would not say which one (two Froakie, the Active one). */
const pokemonWords = z.array(z.strictObject({ name: printedWords, zone: z.string().optional() })).max(8).readonly();
/** A word the client says in its own language by its key (namespace "prompts"): "a card" the hub cannot name. */
const promptWord = z.strictObject({ word: z.string() });
const promptParams = z.record(z.string(), z.union([z.string(), z.number(), printedWords, pokemonWords, promptWord]));
/**
 * A question of the table mirror (src/table) as this client may see it: what the readers saw,
 * the readings the rules allow as options, and whether this client may answer (the seat whose
 * cards they are, either seat for the shared Stadium, or a judge). The game waits for the answer
 * unless `holds` is false.
 */
export const tablePromptViewSchema = z.strictObject({
  id: z.string(),
  kind: z.enum(['unknown-tag', 'not-allowed', 'stack-left', 'misplaced', 'retreat-energy', 'turn-token', 'toss-choice', 'mulligan-draws', 'choose-active', 'starting-pokemon', 'choose-count', 'clear-mat']),
  zone: z.string(),
  seat: seat.nullable(),
  /** In English; messageKey/params (namespace "prompts" of the dashboard) say the same in any language. */
  message: z.string(),
  messageKey: z.string().optional(),
  params: promptParams.optional(),
  /** Whether the game waits for the answer; false for a decision the engine waits for anyway (who goes first, a new Active). */
  holds: z.boolean().optional(),
  violation: violationSchema.nullable(),
  options: z.array(z.strictObject({ id: z.string(), label: z.string(), labelKey: z.string().optional(), params: promptParams.optional() })),
  answerable: z.boolean(),
});
export type TablePromptView = z.infer<typeof tablePromptViewSchema>;

/** The answer to a table prompt: one of its options' ids. */
export const answerTablePromptSchema = z.strictObject({
  promptId: z.string().min(1).max(64),
  option: z.string().min(1).max(200),
});
export type AnswerTablePrompt = z.infer<typeof answerTablePromptSchema>;

/** Where a judge's restore goes: before the latest play (restore-point.ts in src/matches), or the state after a log entry. */
export const restoreTargetSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('last-legal') }),
  z.strictObject({ kind: z.literal('seq'), seq: z.int().min(1) }),
]);
export const restoreRequestSchema = z.strictObject({
  to: restoreTargetSchema,
  reason: z.string().trim().min(1).max(200),
});
export type RestoreRequest = z.infer<typeof restoreRequestSchema>;

/**
 * The live pages the hub pushes instead of being polled (src/gateway/live-topics.ts). A game topic
 * names its game by `key`; a list topic has none. Each frame carries what the topic's REST GET
 * answers, to everyone who may send that GET.
 */
export const LIVE_GAME_TOPICS = ['raid', 'team-game', 'draft', 'minigame', 'league-event'] as const;
export const LIVE_LIST_TOPICS = ['raids', 'team-games', 'drafts', 'tables', 'store-tables', 'health', 'enrolment-readers', 'catalogue-freshness'] as const;
export const liveTopicSchema = z.enum([...LIVE_GAME_TOPICS, ...LIVE_LIST_TOPICS]);
export type LiveTopic = z.infer<typeof liveTopicSchema>;
/** A game's id as the hub and its REST paths take them. */
const liveKeySchema = z.string().regex(/^[A-Za-z0-9_.-]{1,80}$/, 'a game id');
const liveTopicRef = { topic: liveTopicSchema, key: liveKeySchema.optional() };
/** A live topic as a client names it: a game topic with its game's id, a list topic without. */
export interface LiveTopicRef {
  readonly topic: LiveTopic;
  readonly key?: string | undefined;
}

/** What a live topic's frame carries: what its REST GET answers (live-state.ts). */
export type LiveState<T extends LiveTopic> = z.infer<(typeof LIVE_STATE_SCHEMAS)[T]>;

/**
 * The `live` frame of each topic, keyed by topic, its state read with its GET's schema: a client that
 * parses a frame has it typed. A game topic's frame names its game as `key`, a list topic's has none.
 */
const liveFrameSchema = (() => {
  const schemas: { readonly [T in LiveTopic]: (typeof LIVE_STATE_SCHEMAS)[T] } = LIVE_STATE_SCHEMAS;
  const reply = { v: z.literal(PROTOCOL_VERSION), replyTo: messageId.optional(), type: z.literal('live'), key: liveKeySchema.optional() };
  const frame = <T extends LiveTopic>(topic: T) => z.strictObject({ ...reply, topic: z.literal(topic), state: schemas[topic] });
  return z.discriminatedUnion('topic', [
    frame('raid'),
    frame('raids'),
    frame('team-game'),
    frame('team-games'),
    frame('draft'),
    frame('drafts'),
    frame('minigame'),
    frame('tables'),
    frame('health'),
    frame('enrolment-readers'),
    frame('store-tables'),
    frame('league-event'),
    frame('catalogue-freshness'),
  ]);
})();

/** One string per topic and game, for the maps of who follows what on either side. */
export function liveTopicId(ref: LiveTopicRef): string {
  return ref.key === undefined ? ref.topic : `${ref.topic}/${ref.key}`;
}

/** A game topic needs its game's id, a list topic takes none. */
const keyFitsTopic = (ref: { topic: LiveTopic; key?: string | undefined }) => (ref.key !== undefined) === (LIVE_GAME_TOPICS as readonly string[]).includes(ref.topic);
const keyFitsTopicMessage = { message: 'a game topic (raid, team-game, draft, minigame, league-event) names its game as "key"; a list topic takes no key', path: ['key'] };

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ ...base, type: z.literal('hello'), auth: credentialsSchema }),
  z.strictObject({ ...base, type: z.literal('subscribe'), table: tableId }),
  z.strictObject({
    ...base,
    type: z.literal('command'),
    /** The state the client saw when it made the command; a command against any other is refused as stale. */
    stateId: stateIdSchema,
    /** Validated by the rules engine's commandSchema, not here. */
    command: z.record(z.string(), z.unknown()),
  }),
  /** Answers an open table prompt of the subscribed table; the hub replies `accepted` or `refused`. */
  z.strictObject({ ...base, type: z.literal('answer-prompt'), ...answerTablePromptSchema.shape }),
  /** A match's whole log (hidden information included), for judges and the organiser; the hub replies `log`. */
  z.strictObject({ ...base, type: z.literal('get-log'), match: matchIdSchema }),
  /**
   * A judge puts the subscribed table's game back to an earlier point of its log: the last legal state
   * (before the latest play of a player or the table mirror) or the state after log entry `seq`. The
   * hub replays its log to that point and logs the restore; it replies `accepted` or `refused`.
   */
  z.strictObject({ ...base, type: z.literal('restore'), stateId: stateIdSchema, ...restoreRequestSchema.shape }),
  /** Follows a live topic: the hub answers with its `live` frame, and sends another on every change. */
  z.strictObject({ ...base, type: z.literal('watch'), ...liveTopicRef }).refine(keyFitsTopic, keyFitsTopicMessage),
  /** Stops following a live topic; the hub replies `unwatched`. */
  z.strictObject({ ...base, type: z.literal('unwatch'), ...liveTopicRef }).refine(keyFitsTopic, keyFitsTopicMessage),
  z.strictObject({ ...base, type: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;
export type ClientMessageType = ClientMessage['type'];
export type ClientMessageOf<T extends ClientMessageType> = Extract<ClientMessage, { type: T }>;
export const CLIENT_MESSAGE_TYPES: readonly ClientMessageType[] = ['hello', 'subscribe', 'command', 'answer-prompt', 'get-log', 'restore', 'watch', 'unwatch', 'ping'];

export const sessionSchema = z.discriminatedUnion('role', [
  z.strictObject({ role: z.literal('spectator') }),
  z.strictObject({ role: z.literal('player'), table: tableId, seat }),
  z.strictObject({ role: z.literal('judge'), name: z.string() }),
  z.strictObject({ role: z.literal('admin') }),
]);
export type Session = z.infer<typeof sessionSchema>;

/**
 * What a zone reader reports, as this client may see it (src/gateway/zone-view.ts): tag UIDs and
 * card ids only to whom may know them; everyone else learns that something is there.
 */
export const zoneReadingSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('present'), uid: z.string().optional(), cardId: z.string().optional() }),
  z.strictObject({ kind: z.literal('several'), uids: z.array(z.string()).readonly().optional(), count: z.int().min(2).optional() }),
  z.strictObject({ kind: z.literal('unreadable'), reason: z.string() }),
  z.strictObject({ kind: z.literal('absent') }),
]);

/** What one zone reader last reported. */
export const zoneStatusSchema = z.strictObject({
  zone: z.string(),
  /** unknown: nothing heard from the reader since the hub started. */
  reader: z.enum(['unknown', 'connected', 'disconnected']),
  reading: zoneReadingSchema.nullable(),
  /** ISO time of the last event from this zone's reader. */
  lastSeen: z.string().nullable(),
  source: z.string().nullable(),
});
export type ZoneStatus = z.infer<typeof zoneStatusSchema>;

export const matchSummarySchema = z.strictObject({
  matchId: z.string(),
  tableId: z.string(),
  profile: z.string(),
  format: z.string(),
  startedAt: z.string(),
  endedAt: z.string().optional(),
  /** Sequence number of the last event, i.e. the length of the match log. */
  seq: z.int().min(0),
  finished: z.boolean(),
  /** A match closed before the rules ended its game: by the organiser (or a judge's decision) or by the round's time. */
  endedBy: z.enum(['organiser', 'time']).optional(),
  /**
   * The match log's hash chain does not verify: an entry was changed after it was written (the
   * first problem found). The game goes on from the log as stored; a judge decides what stands.
   */
  broken: z.string().optional(),
  /** The latest judge's restore of this match: who, why, back to which log entry, logged as entry `seq`. */
  restore: z
    .strictObject({ judge: z.string(), reason: z.string(), toSeq: z.int().min(1), seq: z.int().min(1), at: z.string() })
    .optional(),
});
export type MatchSummary = z.infer<typeof matchSummarySchema>;

export const ERROR_CODES = [
  'malformed',
  'too-large',
  'unsupported-version',
  'unknown-type',
  'invalid-message',
  'unauthorized',
  /** Too many wrong secrets from this address or for this credential: wait, then try again. */
  'throttled',
  'unknown-table',
  'not-subscribed',
  'forbidden',
  'stale-state',
  'no-match',
  'not-found',
  'invalid-command',
  'conflict',
  /** A table prompt is open: the game waits for its answer (or a judge's correction). */
  'table-prompt-open',
  'coin-flip-failed',
  /** The hub's disk is full: the message or command was not recorded. */
  'disk-full',
  /** The store's database is not answering (restarting, say): nothing was recorded; try again in a moment. */
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

const reply = { v: z.literal(PROTOCOL_VERSION), replyTo: messageId.optional() };

/**
 * The rules engine's viewFor(state, viewer) for this client; null when no match runs. Typed as the
 * engine's own GameView rather than restated in zod: the engine is the one place that shapes a view
 * (and strips what the viewer may not see), so a second schema here would only drift from it. A
 * client reading a frame checks that it has both players and trusts its hub for the rest, as it does
 * for every other field it cannot check against the game.
 */
const gameViewSchema = z.custom<GameView>((value) => isRecord(value) && isRecord(value.players) && isRecord(value.players.p1) && isRecord(value.players.p2), 'a game view').nullable();

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * One of the rules engine's events as this client may see it (its eventsFor: a hidden card is
 * `{ uid: 'hidden:…', owner, hidden: true }`), with its seq in the match log.
 */
export const feedEventSchema = z.strictObject({ seq: z.int().min(1), event: z.looseObject({ type: z.string() }) });
export type FeedEvent = z.infer<typeof feedEventSchema>;

export const serverMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ ...reply, type: z.literal('welcome'), protocol: z.literal(PROTOCOL_VERSION), session: sessionSchema }),
  z.strictObject({
    ...reply,
    type: z.literal('snapshot'),
    table: z.string(),
    stateId: stateIdSchema,
    match: matchSummarySchema.nullable(),
    view: gameViewSchema,
    /** The match's most recent events (a bounded history) as this client may see them, oldest first. */
    events: z.array(feedEventSchema),
    zones: z.array(zoneStatusSchema),
    /** The table mirror's open prompts as this client may see them. */
    prompts: z.array(tablePromptViewSchema),
  }),
  z.strictObject({
    ...reply,
    type: z.literal('update'),
    table: z.string(),
    stateId: stateIdSchema,
    match: matchSummarySchema.nullable(),
    view: gameViewSchema,
    /** The events logged since the previous frame, as this client may see them, oldest first. */
    events: z.array(feedEventSchema),
  }),
  z.strictObject({ ...reply, type: z.literal('zones'), table: z.string(), zones: z.array(zoneStatusSchema) }),
  /** The table's open prompts changed: the whole list, as this client may see it. */
  z.strictObject({ ...reply, type: z.literal('prompts'), table: z.string(), prompts: z.array(tablePromptViewSchema) }),
  /** The command was applied; the state after it has this id. */
  z.strictObject({ ...reply, type: z.literal('accepted'), stateId: stateIdSchema }),
  z.strictObject({ ...reply, type: z.literal('refused'), stateId: stateIdSchema, violation: violationSchema }),
  z.strictObject({ ...reply, type: z.literal('error'), code: z.enum(ERROR_CODES), message: z.string() }),
  /**
   * A match's log: the same JSON Lines as the REST export (`/api/matches/:id/export`, format in
   * src/match-log/EXPORT.md), so the match log's verifyExport checks it unchanged.
   */
  z.strictObject({ ...reply, type: z.literal('log'), match: z.string(), lines: z.string() }),
  /**
   * A live topic's state, as its REST GET answers it (GET /api/raids/:id for `raid`, /api/raids for
   * `raids`, …): in reply to `watch`, then after every change.
   */
  liveFrameSchema,
  z.strictObject({ ...reply, type: z.literal('unwatched'), ...liveTopicRef }),
  z.strictObject({ ...reply, type: z.literal('pong') }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
export type ServerMessageOf<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>;

/** Builds a hub->client frame without repeating the version everywhere. */
export function serverMessage<T extends ServerMessage['type']>(
  type: T,
  payload: Omit<ServerMessageOf<T>, 'v' | 'type'>,
): ServerMessageOf<T> {
  return { v: PROTOCOL_VERSION, type, ...payload } as ServerMessageOf<T>;
}

/** State id helpers: the id says which match and how far into its log. */
export function matchStateId(matchId: string, seq: number): StateId {
  return `${matchId}:${seq}`;
}

export function idleStateId(tableId: string): StateId {
  return `${tableId}:idle`;
}
