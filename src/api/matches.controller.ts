import { Controller, Get, Header, Param, UseGuards } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { AdminGuard } from '../auth/admin.guard.js';
import { listMatchesQuerySchema, matchRecordSchema } from '../matches/match.schema.js';
import { MatchService } from '../matches/match.service.js';
import { ZodQuery } from './zod-body.pipe.js';
import { Access } from './access.decorator.js';
import { Answers } from './answers.decorator.js';
import { z } from 'zod';

/** /api/matches: every match the log holds, and its export as JSON Lines. */
@Controller('api/matches')
export class MatchesController {
  constructor(private readonly matches: MatchService) {}

  @Access('public')
  @ApiOperation({ summary: 'Matches in the log' })
  @Answers(z.array(matchRecordSchema))
  @Get()
  list(@ZodQuery(listMatchesQuerySchema) query: { table?: string; unfinished?: 'true' | 'false' }) {
    return this.matches.list({
      ...(query.table === undefined ? {} : { tableId: query.table }),
      ...(query.unfinished === undefined ? {} : { unfinished: query.unfinished === 'true' }),
    });
  }

  /**
   * The whole log, hidden information included, for the organiser (admin token). Judges read the
   * same lines over their WebSocket session with a `get-log` frame (src/gateway/hub.gateway.ts).
   */
  @Access('admin')
  @ApiOperation({ summary: 'The match log as JSON Lines, hash chain included (verify with npm run matchlog)' })
  @Answers({ mediaType: 'application/x-ndjson', description: 'one logged event per line' })
  @Get(':matchId/export')
  @UseGuards(AdminGuard)
  @Header('content-type', 'application/x-ndjson; charset=utf-8')
  export(@Param('matchId') matchId: string): string {
    return this.matches.exportJsonl(matchId);
  }
}
