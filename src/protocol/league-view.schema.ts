import { z } from 'zod';

/**
 * What the league's views say (src/league/league-view.ts) as the pages read them: the public view
 * (GET /api/league/events/:id and the live topic `league-event`) and, where the organiser reads it,
 * what only the organiser sees (Play! Pokémon IDs, deck registrations, deck checks).
 */

const outcome = z.enum(['p1', 'p2', 'tie']);
const gameOutcomes = z.array(outcome);

const eventSchema = z.object({
  eventId: z.string(),
  name: z.string(),
  date: z.string(),
  format: z.string(),
  profile: z.string(),
  bestOf: z.union([z.literal(1), z.literal(3)]),
  roundMinutes: z.number(),
  rounds: z.union([z.number(), z.literal('until-one-undefeated')]),
  tableIds: z.array(z.string()),
});

export const leagueEventSummarySchema = eventSchema.extend({ players: z.number(), roundsPaired: z.number(), closed: z.boolean() });
export type LeagueEventSummary = z.infer<typeof leagueEventSummarySchema>;

const pairingSchema = z.object({
  table: z.number(),
  tableId: z.string().nullable(),
  p1: z.object({ id: z.string(), name: z.string() }),
  p2: z.object({ id: z.string(), name: z.string() }).nullable(),
  games: z.array(z.object({ game: z.number(), matchId: z.string(), outcome: outcome.nullable(), prizesTaken: z.object({ p1: z.number(), p2: z.number() }).nullable() })),
  clock: z.object({ remainingMs: z.number().nullable(), paused: z.boolean(), endsAt: z.string().nullable() }).nullable(),
  timeCalled: z.object({ at: z.string(), turn: z.number().nullable() }).nullable(),
  proposal: z.object({ outcome, games: gameOutcomes }).nullable(),
  /** The seats that confirmed the proposal. */
  confirmedBy: z.array(z.enum(['p1', 'p2'])),
  result: z.object({ outcome, games: gameOutcomes, by: z.string() }).nullable(),
});
export type LeaguePairing = z.infer<typeof pairingSchema>;

const namedCount = z.object({ cardId: z.string(), name: z.string(), count: z.number() });

const standingSchema = z.object({
  rank: z.number(),
  playerId: z.string(),
  name: z.string(),
  matchPoints: z.number(),
  wins: z.number(),
  losses: z.number(),
  ties: z.number(),
  owp: z.number(),
  oowp: z.number(),
  dropped: z.boolean(),
});
export type LeagueStanding = z.infer<typeof standingSchema>;

export const LEAGUE_PENALTY_KINDS = ['warning', 'prize-penalty', 'game-loss'] as const;
export type PenaltyKind = (typeof LEAGUE_PENALTY_KINDS)[number];

const penaltySchema = z.object({ playerId: z.string(), name: z.string(), kind: z.enum(LEAGUE_PENALTY_KINDS), prizes: z.number().optional(), reason: z.string(), judge: z.string(), round: z.number().nullable(), table: z.number().nullable() });
export type LeaguePenalty = z.infer<typeof penaltySchema>;

/** The public view and, where the organiser reads it, what only the organiser sees. */
export const leagueViewSchema = z.object({
  /** The hub's time when the view was made: a page counts the round clock down from it, never from its own clock. */
  now: z.string(),
  event: eventSchema,
  players: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      firstRound: z.number(),
      dropped: z.boolean(),
      playId: z.string().nullable().optional(),
      deckRegistrationId: z.number().nullable().optional(),
    }),
  ),
  rounds: z.array(z.object({ number: z.number(), source: z.enum(['swiss', 'import']), startedAt: z.string().nullable(), ended: z.boolean(), pairings: z.array(pairingSchema) })),
  penalties: z.array(penaltySchema),
  deckChecks: z
    .array(
      z.object({
        playerId: z.string(),
        tableId: z.string().nullable(),
        judge: z.string(),
        startedAt: z.string(),
        scanned: z.number(),
        result: z.object({ judge: z.string(), missing: z.array(namedCount), extra: z.array(namedCount) }).nullable(),
      }),
    )
    .optional(),
  standings: z.array(standingSchema),
});
export type LeagueView = z.infer<typeof leagueViewSchema>;
