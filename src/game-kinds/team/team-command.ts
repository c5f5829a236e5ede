import { z } from 'zod';

/** What the table asks of a Team-Format game (003 "Team-Format (fortgesetzt)"); validated at the edge. */

const seat = z.enum(['A1', 'A2', 'B1', 'B2']);
const team = z.enum(['A', 'B']);
const field = z.enum(['left', 'right', 'center']);
const player = z.strictObject({ name: z.string().trim().min(1).max(60), side: z.number().int().min(0).max(6), center: z.number().int().min(0).max(6) });

export const startTeamGameCommandSchema = z.strictObject({
  type: z.literal('StartTeamGame'),
  gameId: z.string().trim().min(1).max(80),
  players: z.strictObject({ A1: player, A2: player, B1: player, B2: player }),
  /** The team that goes first, as the coin flip decided. */
  first: team,
});

/** The commands of a running game, one schema each so an edge (REST) can extend them. */
export const teamPlayCommandSchemas = {
  PlayCard: z.strictObject({ type: z.literal('PlayCard'), seat, field, kind: z.enum(['Supporter', 'Stadium', 'Energy']) }),
  /** The field's turn is over: its attack, or a Supporter that ends the turn (only on its field). */
  EndFieldTurn: z.strictObject({ type: z.literal('EndFieldTurn'), field, reason: z.string().trim().min(1).max(200) }),
  /**
   * A Knock Out on `field` earned `earned` Prize cards; `takers` are who of `team` take them.
   * `team` defaults to the active team; the other team takes them when the active team's own
   * Pokémon is Knocked Out (recoil, the Pokémon Checkup).
   */
  TakePrizes: z.strictObject({
    type: z.literal('TakePrizes'),
    field,
    team: team.optional(),
    earned: z.number().int().min(1).max(3),
    takers: z.array(z.strictObject({ seat, count: z.number().int().min(0).max(3) })).max(2),
  }),
  AttackEmptyField: z.strictObject({ type: z.literal('AttackEmptyField'), seat, field, damage: z.number().int().min(0).max(10_000), byCounters: z.boolean() }),
  UseGxOrVstar: z.strictObject({ type: z.literal('UseGxOrVstar'), seat, field }),
  ReportFieldEmpty: z.strictObject({ type: z.literal('ReportFieldEmpty'), team, field, empty: z.boolean() }),
  PlayerCannotDraw: z.strictObject({ type: z.literal('PlayerCannotDraw'), seat }),
  /** A card on the center refers to a discard pile, Lost Zone, hand or Prize cards: the active team picks whose. */
  ChooseOnCenter: z.strictObject({
    type: z.literal('ChooseOnCenter'),
    seat,
    of: z.enum(['discard-pile', 'lost-zone', 'hand', 'prize-cards']),
    card: z.string().trim().min(1).max(80),
  }),
  /** A card's own win or loss condition was met (like Unown's DAMAGE); it applies to the whole team. */
  CardDecidesGame: z.strictObject({ type: z.literal('CardDecidesGame'), team, outcome: z.enum(['wins', 'loses']), card: z.string().trim().min(1).max(80) }),
  /** `extraTurn`: a card would give the team another turn; 003 does not allow it. */
  EndTurn: z.strictObject({ type: z.literal('EndTurn'), extraTurn: z.boolean().default(false) }),
} as const;

const c = teamPlayCommandSchemas;
export const teamCommandSchema = z.discriminatedUnion('type', [
  startTeamGameCommandSchema,
  c.PlayCard,
  c.EndFieldTurn,
  c.TakePrizes,
  c.AttackEmptyField,
  c.UseGxOrVstar,
  c.ReportFieldEmpty,
  c.PlayerCannotDraw,
  c.ChooseOnCenter,
  c.CardDecidesGame,
  c.EndTurn,
]);

export type TeamCommand = z.output<typeof teamCommandSchema>;
export type TeamCommandInput = z.input<typeof teamCommandSchema>;
export type TeamCommandOf<T extends TeamCommand['type']> = Extract<TeamCommand, { type: T }>;
