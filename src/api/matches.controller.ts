import { Controller, Get, Header, Param, Query, UseGuards } from '@nestjs/common';
import { AdminGuard } from '../auth/admin.guard.js';
import { listMatchesQuerySchema } from '../matches/match.schema.js';
import { MatchService } from '../matches/match.service.js';
import { ZodPipe } from './zod-body.pipe.js';

/** /api/matches: every match the log holds, and its export as JSON Lines. */
@Controller('api/matches')
export class MatchesController {
  constructor(private readonly matches: MatchService) {}

  @Get()
  list(@Query(new ZodPipe(listMatchesQuerySchema)) query: { table?: string; unfinished?: 'true' | 'false' }) {
    return this.matches.list({
      ...(query.table === undefined ? {} : { tableId: query.table }),
      ...(query.unfinished === undefined ? {} : { unfinished: query.unfinished === 'true' }),
    });
  }

  /**
   * The whole log, hidden information included, for the organiser (admin token). Judges read the
   * same lines over their WebSocket session with a `get-log` frame (src/gateway/hub.gateway.ts).
   */
  @Get(':matchId/export')
  @UseGuards(AdminGuard)
  @Header('content-type', 'application/x-ndjson; charset=utf-8')
  export(@Param('matchId') matchId: string): string {
    return this.matches.exportJsonl(matchId);
  }
}
