import { z } from 'zod';

/** What the table asks of a Team-Format game (003 "Team-Format (fortgesetzt)"); validated at the edge. */

const seat = z.enum(['A1', 'A2', 'B1', 'B2']);
const team = z.enum(['A', 'B']);
const field = z.enum(['left', 'right', 'center']);
const player = z.strictObject({ name: z.string().trim().min(1).max(60), side: z.number().int().min(0).max(6), center: z.number().int().min(0).max(6) });

export const teamCommandSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('StartTeamGame'),
    gameId: z.string().trim().min(1).max(80),
    players: z.strictObject({ A1: player, A2: player, B1: player, B2: player }),
    /** The team that goes first, as the coin flip decided. */
    first: team,
  }),
  z.strictObject({ type: z.literal('PlayCard'), seat, field, kind: z.enum(['Supporter', 'Stadium', 'Energy']) }),
  /** The field's turn is over: its attack, or a Supporter that ends the turn (only on its field). */
  z.strictObject({ type: z.literal('EndFieldTurn'), field, reason: z.string().trim().min(1).max(200) }),
  /** A Knock Out on `field` earned `earned` Prize cards; `takers` are who of the active team take them. */
  z.strictObject({
    type: z.literal('TakePrizes'),
    field,
    earned: z.number().int().min(1).max(3),
    takers: z.array(z.strictObject({ seat, count: z.number().int().min(0).max(3) })).max(2),
  }),
  z.strictObject({ type: z.literal('AttackEmptyField'), seat, field, damage: z.number().int().min(0).max(10_000), byCounters: z.boolean() }),
  z.strictObject({ type: z.literal('UseGxOrVstar'), seat, field }),
  z.strictObject({ type: z.literal('ReportFieldEmpty'), team, field, empty: z.boolean() }),
  z.strictObject({ type: z.literal('PlayerCannotDraw'), seat }),
  /** `extraTurn`: a card would give the team another turn; 003 does not allow it. */
  z.strictObject({ type: z.literal('EndTurn'), extraTurn: z.boolean().default(false) }),
]);

export type TeamCommand = z.output<typeof teamCommandSchema>;
export type TeamCommandInput = z.input<typeof teamCommandSchema>;
export type TeamCommandOf<T extends TeamCommand['type']> = Extract<TeamCommand, { type: T }>;
