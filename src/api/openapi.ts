import { z, type ZodType } from 'zod';
import { achievementTallySchema, agreeAchievementsSchema, confirmAchievementSchema } from '../achievements/achievements.schema.js';
import { createdMiniGameSchema, createMiniGameSchema, miniGameMoveSchema, miniGameViewSchema } from '../minigames/minigames.schema.js';
import { createDraftSchema, createdDraftSchema, draftDeckSchema, draftSeatViewSchema, draftStatusSchema, pickSchema } from '../draft/draft.schema.js';
import { zoneActionSchema } from '../demo/demo.schema.js';
import { createdStickersSchema, createStickersSchema, virtualTableStateSchema } from '../protocol/virtual-sticker.schema.js';
import {
  exportDeckSchema,
  listRegistrationsSchema,
  parseDeckSchema,
  registerDeckSchema,
  restrictionMenuSchema,
  validateDeckSchema,
} from '../decks/deck.schema.js';
import { deckEnrolmentSchema, enrolRequestSchema } from '../devices/nfc/enrolment.service.js';
import { cardDefSchema } from '../rules/index.js';
import { cardQuerySchema } from './card-query.schema.js';
import { healthReportSchema } from '../protocol/health.schema.js';
import { listMatchesQuerySchema, matchRecordSchema, restoreBodySchema, startMatchSchema } from '../matches/match.schema.js';
import { seatActionsSchema } from '../protocol/seat-actions.schema.js';
import { createTableSchema, tableInfoSchema, updateTableSchema } from '../protocol/table.schema.js';
import {
  callTimeSchema,
  createEventSchema,
  dropSchema,
  extendSchema,
  finishDeckCheckSchema,
  importPairingsSchema,
  pauseSchema,
  penaltySchema,
  registerDeckSchema as registerEventDeckSchema,
  registerPlayerSchema,
  resultSchema,
  resumeSchema,
  scanCardsSchema,
  startDeckCheckSchema,
} from '../league/league.schema.js';
import { listRaidsQuerySchema, raidActionSchema, raidRecordSchema, raidSnapshotSchema, startRaidSchema } from '../raid/raid.schema.js';
import { listTeamGamesQuerySchema, startTeamGameSchema, teamActionSchema, teamGameRecordSchema } from '../team/team.schema.js';
import { matchSummarySchema, stateIdSchema, violationSchema, zoneStatusSchema } from '../protocol/index.js';

/**
 * The REST API as data: each route with the zod schemas its controller validates with. The
 * OpenAPI document is generated from this list, so the document and the validation cannot
 * disagree about a body.
 */
/**
 * Who may call a route: every route states it (issue 14), and test/integration/access-matrix.test.ts
 * holds each running route to its statement.
 * - public: reads nothing hidden and changes nothing but what anyone may start;
 * - admin: the organiser's token, `Authorization: Bearer <auth.adminToken>`;
 * - seat-code-or-judge: the seat's join code or a judge's name and PIN, in the body (`by`);
 * - seat-code-or-admin: the player's own seat code in the body (`by`), or the admin token;
 * - seat-token: the token the organiser handed the seat, in a header;
 * - seat-token-or-admin: that token, or the admin token;
 * - loopback-or-admin: from the hub machine itself, or with the admin token.
 */
export type Access = 'public' | 'admin' | 'seat-code' | 'judge-or-admin' | 'seat-code-or-judge' | 'seat-code-or-admin' | 'seat-token' | 'seat-token-or-admin' | 'loopback-or-admin';

interface ApiRoute {
  readonly method: 'get' | 'post' | 'patch' | 'delete';
  /** OpenAPI path template. */
  readonly path: string;
  readonly summary: string;
  readonly access: Access;
  readonly body?: ZodType;
  readonly query?: z.ZodObject;
  readonly status?: number;
  /** A zod schema of the JSON answer, or a description of another media type's answer (none: no body). */
  readonly response: ZodType | { readonly mediaType?: string; readonly description: string };
}

const errorSchema = z.strictObject({ error: z.strictObject({ code: z.string(), message: z.string() }) });
const tableDetailSchema = z.strictObject({
  table: tableInfoSchema,
  stateId: stateIdSchema,
  match: matchSummarySchema.nullable(),
  zones: z.array(zoneStatusSchema),
});
const joinCodesSchema = z.strictObject({ p1: z.string(), p2: z.string() });

export const API_ROUTES: readonly ApiRoute[] = [
  {
    method: 'delete',
    path: '/api/auth/throttle',
    access: 'admin',
    summary: 'Clear the waits that wrong PINs, seat codes and tokens earned (a real judge or table kept waiting behind a guesser)',
    response: z.strictObject({ cleared: z.int() }),
  },
  { method: 'get', path: '/api/openapi.json', access: 'public', summary: 'This document', response: { description: 'OpenAPI 3.1' } },
  { method: 'get', path: '/health', access: 'public', summary: 'Database, MQTT broker, readers and coin flippers: up, down, last seen', response: healthReportSchema },
  { method: 'get', path: '/api/tables', access: 'public', summary: 'Every table, from the configuration file and created at runtime', response: z.array(tableInfoSchema) },
  { method: 'post', path: '/api/tables', summary: 'Create a table (stored in the database)', access: 'admin', body: createTableSchema, status: 201, response: tableInfoSchema },
  { method: 'get', path: '/api/tables/{tableId}', access: 'public', summary: 'A table, its zones as the readers see them, and its match', response: tableDetailSchema },
  { method: 'patch', path: '/api/tables/{tableId}', summary: 'Change a runtime table', access: 'admin', body: updateTableSchema, response: tableInfoSchema },
  { method: 'get', path: '/api/tables/{tableId}/join-codes', summary: 'The seat codes the table shows to its players', access: 'admin', response: joinCodesSchema },
  { method: 'post', path: '/api/tables/{tableId}/match', summary: "Start a match (new seat codes); a seat's registered deck makes its contents known to the rules", access: 'admin', body: startMatchSchema, status: 201, response: matchSummarySchema },
  { method: 'post', path: '/api/tables/{tableId}/match/end', summary: 'End the running match', access: 'admin', response: matchSummarySchema },
  {
    method: 'get',
    path: '/api/tables/{tableId}/seat-actions',
    access: 'seat-code', summary: "A seat's actions now (X-Seat-Code header): each legal, or refused with the rule, as the rules engine decides",
    response: seatActionsSchema,
  },
  {
    method: 'post',
    path: '/api/tables/{tableId}/match/restore',
    summary: "A judge's restore: the game back to the last legal state or the state after a log entry, logged with the judge's name and reason",
    access: 'admin',
    body: restoreBodySchema,
    response: z.union([
      z.strictObject({ ok: z.literal(true), stateId: stateIdSchema }),
      z.strictObject({ ok: z.literal(false), stateId: stateIdSchema, violation: violationSchema }),
    ]),
  },
  { method: 'post', path: '/api/tables/{tableId}/match/coin-flips', summary: 'Ask the coin source again for coin prompts that failed', access: 'admin', status: 202, response: z.strictObject({ retried: z.literal(true) }) },
  { method: 'get', path: '/api/cards', access: 'public', summary: 'Search the card catalogue: text ("SVI 57" or a name), name (en/de/fr), setCode, number', query: cardQuerySchema, response: z.array(cardDefSchema) },
  { method: 'get', path: '/api/cards/{cardId}', access: 'public', summary: 'One card by its pokemon-tcg-data id, e.g. sv1-25', response: cardDefSchema },
  { method: 'get', path: '/api/matches', access: 'public', summary: 'Matches in the log', query: listMatchesQuerySchema, response: z.array(matchRecordSchema) },
  { method: 'get', path: '/api/matches/{matchId}/achievements', access: 'public', summary: 'The achievement points of a match in the "erfolge" format (003 "Erfolge"), recomputed from its log', response: achievementTallySchema },
  {
    method: 'post',
    path: '/api/matches/{matchId}/achievements/agreement',
    access: 'seat-code-or-judge',
    summary: 'Before the first turn: the achievements that count and their points (both seats\' join codes, or a judge); the tally is recounted',
    body: agreeAchievementsSchema,
    response: achievementTallySchema,
  },
  {
    method: 'post',
    path: '/api/matches/{matchId}/achievements/confirmations',
    access: 'seat-code-or-judge',
    summary: "Confirm an achievement the hub cannot see (reading a Pokédex entry aloud): the opponent's join code or a judge's PIN",
    body: confirmAchievementSchema,
    status: 201,
    response: achievementTallySchema,
  },
  {
    method: 'get',
    path: '/api/matches/{matchId}/export',
    summary: 'The match log as JSON Lines, hash chain included (verify with npm run matchlog)',
    access: 'admin',
    response: { mediaType: 'application/x-ndjson', description: 'one logged event per line' },
  },
  {
    method: 'post',
    path: '/api/demo/tables/{tableId}/zones/{zone}',
    access: 'loopback-or-admin',
    summary: 'Simulated tables only: put a card on a zone, take it off, or make the reader misread; from the hub machine itself, or with the admin token',
    body: zoneActionSchema,
    status: 204,
    response: { description: 'done; the reading reaches WebSocket clients as a zones frame' },
  },
  { method: 'get', path: '/api/enrolment/readers', access: 'public', summary: 'PC/SC readers a sticker can be enrolled on', response: { description: 'the readers and the tag on each' } },
  { method: 'get', path: '/api/enrolment/decks/{registrationId}', summary: "A registered deck's cards, each with the stickers enrolled for it, and the next card to enrol", access: 'admin', response: deckEnrolmentSchema },
  {
    method: 'post',
    path: '/api/demo/tables/{tableId}/stickers',
    summary: "Simulated tables only: virtual stickers for a seat's cards, made and enrolled by the hub like real ones",
    access: 'admin',
    body: createStickersSchema,
    status: 201,
    response: createdStickersSchema,
  },
  {
    method: 'get',
    path: '/api/demo/tables/{tableId}/virtual',
    summary: "Simulated tables only: every seat's virtual stickers and the tags on each zone, to lay the virtual table out again",
    access: 'admin',
    response: virtualTableStateSchema,
  },
  {
    method: 'post',
    path: '/api/enrolment',
    summary: 'Write a card id onto the sticker on a reader, read it back, register its UID (overwrite: true to re-enrol)',
    access: 'admin',
    body: enrolRequestSchema,
    response: { description: 'the enrolled tag, or 409 when the tag already holds another card' },
  },
  { method: 'get', path: '/api/decks/formats', access: 'public', summary: 'Every format: Standard, Expanded and those of the alternative-formats handbook (003)', response: { description: 'format definitions' } },
  { method: 'get', path: '/api/decks/formats/restrictions', access: 'public', summary: 'The restrictions of the Menü der Beschränkungen (003)', response: { description: 'restriction toggles' } },
  { method: 'post', path: '/api/decks/formats/menu', access: 'public', summary: 'The restriction-menu format for the chosen restrictions', body: restrictionMenuSchema, response: { description: 'a format definition with its id' } },
  { method: 'get', path: '/api/decks/formats/{id}', access: 'public', summary: 'One format', response: { description: 'a format definition' } },
  { method: 'post', path: '/api/decks/parse', access: 'public', summary: 'Resolve a TCG Live / Limitless deck list against the catalogue; unresolved lines are reported', body: parseDeckSchema, response: { description: 'resolved lines and unresolved lines with reasons' } },
  { method: 'post', path: '/api/decks/validate', access: 'public', summary: 'Check a deck list against a format: each problem with the card and the rule', body: validateDeckSchema, response: { description: 'problems, each with its rulebook reference' } },
  { method: 'post', path: '/api/decks/export', access: 'public', summary: 'A deck as TCG Live text', body: exportDeckSchema, response: { mediaType: 'text/plain', description: 'the deck list' } },
  { method: 'post', path: '/api/decks/registrations', access: 'seat-code-or-admin', summary: 'Register a deck list for a match (the player\'s own seat code in `by`, in the seat\'s name) or an event (admin token)', body: registerDeckSchema, status: 201, response: { description: 'the registration' } },
  { method: 'get', path: '/api/decks/registrations', summary: 'Registered decks of a match or an event', access: 'admin', query: listRegistrationsSchema, response: { description: 'registrations' } },
  { method: 'delete', path: '/api/decks/registrations/{id}', access: 'admin', summary: 'Withdraw a registration (made in error, or in someone else\'s name)', status: 204, response: { description: 'withdrawn' } },
  { method: 'get', path: '/api/decks/registrations/{id}', summary: 'One registered deck', access: 'admin', response: { description: 'a registration' } },
  { method: 'post', path: '/api/drafts', summary: 'Create a Ditto-Draft (003): players in seating order with their packs; answers each seat\'s token once', access: 'admin', body: createDraftSchema, status: 201, response: createdDraftSchema },
  { method: 'get', path: '/api/drafts', access: 'public', summary: 'Every draft: seats, round, direction, who has picked; no card', response: z.array(draftStatusSchema) },
  { method: 'get', path: '/api/drafts/{id}', access: 'public', summary: 'One draft: seats, round, direction, who has picked; no card', response: draftStatusSchema },
  { method: 'get', path: '/api/drafts/{id}/seat', access: 'seat-token', summary: 'Your seat (X-Draft-Token header): the pack in front of you and your picks', response: draftSeatViewSchema },
  { method: 'post', path: '/api/drafts/{id}/picks', access: 'seat-token', summary: 'Pick a card from the pack in front of you (X-Draft-Token header)', body: pickSchema, response: draftSeatViewSchema },
  { method: 'post', path: '/api/drafts/{id}/deck', access: 'seat-token', summary: 'Register your deck from your picks and basic Energy for a match or an event in the Ditto-Draft format (X-Draft-Token header)', body: draftDeckSchema, status: 201, response: { description: 'the registration, and the player\'s cards the deck leaves out' } },
  { method: 'post', path: '/api/minigames', access: 'public', summary: 'Start a mini game of 003: Poké-Fang, Höchste Zahl gewinnt, 151 Fragen, Welches Pokémon ist das?, Energie-Memory; answers its token once', body: createMiniGameSchema, status: 201, response: createdMiniGameSchema },
  { method: 'get', path: '/api/minigames/{id}', access: 'public', summary: 'A mini game: its score, state and every die roll with its origin', response: miniGameViewSchema },
  { method: 'post', path: '/api/minigames/{id}/moves', access: 'seat-token', summary: 'A move (X-Minigame-Token header); a roll without a value is rolled by the hub with crypto.randomInt', body: miniGameMoveSchema, response: miniGameViewSchema },
  { method: 'post', path: '/api/raids', summary: 'Start a raid or a Giovanni raid (003): players and their Active, the boss, the raid deck; the hub shuffles it', access: 'admin', body: startRaidSchema, status: 201, response: raidSnapshotSchema },
  { method: 'get', path: '/api/raids', access: 'public', summary: 'Raids in the log', query: listRaidsQuerySchema, response: z.array(raidRecordSchema) },
  { method: 'get', path: '/api/raids/{raidId}', access: 'public', summary: 'A raid: its seq and state, the open prompt, every die roll with its origin, the raid deck\'s size but not its order', response: raidSnapshotSchema },
  { method: 'post', path: '/api/raids/{raidId}/actions', summary: 'A table action: attack, pass, Supporter, Stadium, Active, Knock Out, boss adjustment, a real die roll, a raid-deck card resolved; the boss then plays on; a rule violation is 422 with its code and 003 reference', access: 'admin', body: raidActionSchema, response: raidSnapshotSchema },
  { method: 'get', path: '/api/raids/{raidId}/log', summary: 'The raid log as JSON Lines, hash chain and raid-deck order included', access: 'admin', response: { mediaType: 'application/x-ndjson', description: 'one logged event per line' } },
  { method: 'post', path: '/api/team-games', summary: 'Start a Team-Format game (003): four players in two teams, each one\'s Prize cards between side field and center (default 3 and 3), the team that goes first', access: 'admin', body: startTeamGameSchema, status: 201, response: { description: 'the game, its seq, its state, and each seat\'s X-Team-Token (shown once)' } },
  { method: 'get', path: '/api/team-games', access: 'public', summary: 'Team-Format games in the log', query: listTeamGamesQuerySchema, response: z.array(teamGameRecordSchema) },
  { method: 'get', path: '/api/team-games/{gameId}', access: 'public', summary: 'A Team-Format game: its seq, the active team, each field\'s cards played this turn, the Prize cards taken and left, empty fields, the winner', response: { description: 'the game, its seq and its state' } },
  { method: 'post', path: '/api/team-games/{gameId}/actions', summary: 'A table action: a Supporter, Stadium or Energy on a field, a field\'s turn over, Prize cards taken, an empty field attacked, a GX attack or VSTAR Power, a field empty, a player out, the active team\'s choice on the center, a card\'s win condition, the turn over; the admin token, or a seat\'s X-Team-Token for that player\'s own moves', access: 'seat-token-or-admin', body: teamActionSchema, response: { description: 'the game, its seq and its state; a rule violation is 422 with its code and 003 reference' } },
  { method: 'get', path: '/api/team-games/{gameId}/log', summary: 'The Team-Format game log as JSON Lines, hash chain included', access: 'admin', response: { mediaType: 'application/x-ndjson', description: 'one logged event per line' } },
  // League events (src/league). admin: the organiser; "judge or organiser": a judge's name and PIN in the body, or the admin token.
  { method: 'get', path: '/api/league/events', access: 'public', summary: 'League events: name, date, format, best-of, round time, rounds, players, rounds paired', response: { description: 'the events' } },
  { method: 'post', path: '/api/league/events', summary: 'Create a league event: name, date, format and profile, best-of-one or -three, round minutes, rounds or "until-one-undefeated", the hub tables it plays on', access: 'admin', body: createEventSchema, status: 201, response: { description: "the event in the organiser's view" } },
  { method: 'get', path: '/api/league/events/{id}', access: 'public', summary: 'An event for everyone: players, pairings with tables, each table\'s clock on the hub\'s time and extra turn, results, penalties, standings; never a deck list, a Play! Pokémon ID or a seat code', response: { description: 'the public view' } },
  { method: 'get', path: '/api/league/events/{id}/organiser', summary: 'The event with Play! Pokémon IDs and deck registrations', access: 'admin', response: { description: "the organiser's view" } },
  { method: 'get', path: '/api/league/events/{id}/players/{playerId}', access: 'public', summary: "A player's pairing this round (table, opponent, seat, clock, extra turn, result), standing and penalties", response: { description: "the player's view" } },
  { method: 'get', path: '/api/league/events/{id}/standings', access: 'public', summary: "Standings: match points (3/1/0), opponents' and opponents' opponents' win percentage", response: { description: 'the standings, rank first' } },
  { method: 'get', path: '/api/league/events/{id}/standings.csv', access: 'public', summary: 'The standings as CSV for other software', response: { mediaType: 'text/csv', description: 'one row per player' } },
  { method: 'get', path: '/api/league/events/{id}/pairings.csv', access: 'public', summary: "The current round's pairings as CSV (the columns the import reads, names and results added)", response: { mediaType: 'text/csv', description: 'one row per table' } },
  { method: 'get', path: '/api/league/events/{id}/export', summary: "The event as JSON: the organiser's view and its whole log", access: 'admin', response: { description: 'the event and its log' } },
  { method: 'get', path: '/api/league/events/{id}/log', summary: 'The event log as JSON Lines, hash chain included (verify with npm run matchlog -- verify)', access: 'admin', response: { mediaType: 'application/x-ndjson', description: 'a header line, then one logged fact per line' } },
  { method: 'post', path: '/api/league/events/{id}/close', summary: 'Close the event once no round runs: its log takes no more facts', access: 'admin', response: { description: "the organiser's view" } },
  { method: 'post', path: '/api/league/events/{id}/players', summary: 'Register a player, or a late entry (paired from the next round): name, Play! Pokémon ID, a deck list in any language TCG Live exports', access: 'admin', body: registerPlayerSchema, status: 201, response: { description: 'the player id and the event' } },
  { method: 'post', path: '/api/league/events/{id}/players/{playerId}/deck', summary: "Register a player's deck list for the event", access: 'admin', body: registerEventDeckSchema, status: 201, response: { description: 'the event' } },
  { method: 'post', path: '/api/league/events/{id}/players/{playerId}/drop', access: 'judge-or-admin', summary: 'Drop a player (judge or organiser); they stay in the standings', body: dropSchema, response: { description: 'the event' } },
  { method: 'post', path: '/api/league/events/{id}/rounds', summary: 'Pair the next Swiss round on the event\'s tables', access: 'admin', status: 201, response: { description: 'the event' } },
  { method: 'post', path: '/api/league/events/{id}/rounds/import', summary: 'Pair the next round from CSV made elsewhere: table, player1, player2 (player id, Play! Pokémon ID or name; empty or BYE for a bye)', access: 'admin', body: importPairingsSchema, status: 201, response: { description: 'the event, or every row that cannot be read' } },
  { method: 'get', path: '/api/league/events/{id}/rounds/current/seat-codes', summary: "Each table's seat codes for the current round, for the pairings page", access: 'admin', response: { description: 'table, hub table and both seats\' codes' } },
  { method: 'post', path: '/api/league/events/{id}/rounds/current/start', summary: 'Start the round: its clock on the hub\'s time, game 1 at every hub table', access: 'admin', response: { description: 'the event' } },
  { method: 'post', path: '/api/league/events/{id}/rounds/current/time', access: 'judge-or-admin', summary: 'Call time at every table or one (judge or organiser): the turn in progress is Turn 0, the hub counts three more', body: callTimeSchema, response: { description: 'the event' } },
  { method: 'post', path: '/api/league/events/{id}/rounds/current/end', summary: 'End the round once every match has its result', access: 'admin', response: { description: 'the event' } },
  { method: 'post', path: '/api/league/events/{id}/tables/{table}/pause', access: 'judge-or-admin', summary: "Pause a table's clock (judge or organiser), with the reason", body: pauseSchema, response: { description: 'the event' } },
  { method: 'post', path: '/api/league/events/{id}/tables/{table}/resume', access: 'judge-or-admin', summary: "Restart a paused table's clock (judge or organiser)", body: resumeSchema, response: { description: 'the event' } },
  { method: 'post', path: '/api/league/events/{id}/tables/{table}/extend', access: 'judge-or-admin', summary: 'Add minutes to a table\'s time (judge or organiser), with the reason', body: extendSchema, response: { description: 'the event' } },
  { method: 'post', path: '/api/league/events/{id}/rounds/{round}/tables/{table}/result', access: 'seat-code-or-judge', summary: "A match result: both players confirm the hub's proposal with their seats' codes, or a judge (or the organiser) decides", body: resultSchema, response: { description: 'the event' } },
  { method: 'post', path: '/api/league/events/{id}/deck-checks', access: 'judge-or-admin', summary: "Start a player's deck check (judge or organiser): the cards are read one by one on a free table's zones, or sent by a station", body: startDeckCheckSchema, status: 201, response: { description: 'the deck check: cards read so far' } },
  { method: 'post', path: '/api/league/events/{id}/deck-checks/{playerId}/cards', access: 'judge-or-admin', summary: 'Cards a station read for an open deck check (judge or organiser): each tag\'s UID and card id, counted once', body: scanCardsSchema, response: { description: 'the deck check: cards read so far' } },
  { method: 'post', path: '/api/league/events/{id}/deck-checks/{playerId}/finish', access: 'judge-or-admin', summary: 'Finish a deck check (judge or organiser): the cards missing from the deck and those not on the registered list, by name, logged with the judge\'s name', body: finishDeckCheckSchema, response: { description: 'the deck check and its result' } },
  { method: 'post', path: '/api/league/events/{id}/penalties', access: 'judge-or-admin', summary: 'A penalty (judge or organiser): warning, Prize card penalty or game loss, with the reason; a game loss ends the player\'s current game', body: penaltySchema, status: 201, response: { description: 'the event' } },
];

/** OpenAPI 3.1 (whose schemas are JSON Schema 2020-12, what z.toJSONSchema writes). */
export function buildOpenApiDocument(version: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of API_ROUTES) {
    const parameters = [
      ...[...route.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } })),
      ...Object.entries(route.query?.shape ?? {}).map(([name, schema]) => ({
        name,
        in: 'query',
        required: !(schema as ZodType).safeParse(undefined).success,
        schema: jsonSchema(schema as ZodType, 'input'),
      })),
    ];
    const response = route.response;
    const answer =
      'description' in response && !(response instanceof z.ZodType)
        ? {
            description: response.description,
            ...(response.mediaType === undefined ? {} : { content: { [response.mediaType]: { schema: { type: 'string' } } } }),
          }
        : { description: 'OK', content: { 'application/json': { schema: jsonSchema(response, 'output') } } };
    paths[route.path] = {
      ...paths[route.path],
      [route.method]: {
        summary: route.summary,
        ...(parameters.length === 0 ? {} : { parameters }),
        'x-access': route.access,
        ...(route.access === 'admin' ? { security: [{ adminToken: [] }] } : {}),
        ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } } } : {}),
        responses: {
          [String(route.status ?? 200)]: answer,
          default: { description: 'An error', content: { 'application/json': { schema: jsonSchema(errorSchema, 'output') } } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Mirrormat hub',
      version,
      description: 'REST API of the Mirrormat hub. Live game state is on the WebSocket at /ws (src/protocol).',
    },
    components: { securitySchemes: { adminToken: { type: 'http', scheme: 'bearer', description: 'auth.adminToken from mirrormat.yaml' } } },
    paths,
  };
}

function jsonSchema(schema: ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
}
