import { Controller, Get, Headers, Param, Req } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { Access } from './access.decorator.js';
import { Answers } from './answers.decorator.js';
import type { IncomingMessage } from 'node:http';
import { AuthService } from '../auth/auth.service.js';
import { JoinCodesService } from '../auth/join-codes.service.js';
import { MatchService } from '../matches/match.service.js';
import { seatActions } from '../matches/seat-actions.js';
import type { SeatActions } from '../protocol/seat-actions.schema.js';
import { TablesService } from '../matches/tables.service.js';
import type { GameState } from '../rules/index.js';
import { seatActionsSchema } from '../protocol/seat-actions.schema.js';

/**
 * GET /api/tables/:tableId/seat-actions with the seat's code in `X-Seat-Code`: what that seat's
 * controls may do now, each checked with the rules (matches/seat-actions.ts), for the state `stateId`.
 */
@Controller('api/tables')
export class SeatActionsController {
  constructor(
    private readonly tables: TablesService,
    private readonly matches: MatchService,
    private readonly joinCodes: JoinCodesService,
    private readonly auth: AuthService,
  ) {}

  @Access('seat-code')
  @ApiOperation({ summary: "A seat's actions now (X-Seat-Code header): each legal, or refused with the rule, as the rules engine decides" })
  @Answers(seatActionsSchema)
  @Get(':tableId/seat-actions')
  actions(@Param('tableId') tableId: string, @Headers('x-seat-code') code: string | undefined, @Req() request: IncomingMessage): SeatActions {
    this.tables.get(tableId);
    const address = request.socket.remoteAddress ?? 'unknown';
    // A seat code is six letters: guesses go through the one throttle every secret goes through.
    const seat = this.auth.check({ credential: `seat:${tableId}`, address }, 'this call needs the seat code of this table: X-Seat-Code: <code>', () =>
      code === undefined ? undefined : this.joinCodes.seatFor(tableId, code),
    );
    const { stateId } = this.matches.current(tableId);
    // The judge's view is the whole state: the engine decides on it, and only this seat's actions leave the hub.
    const state = this.matches.view(tableId, { role: 'judge' }) as GameState | null;
    return { stateId, seat, actions: state ? seatActions(state, seat) : [] };
  }
}
