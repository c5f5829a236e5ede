import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { AdminGuard } from '../auth/admin.guard.js';
import { ZodPipe } from '../api/zod-body.pipe.js';
import { listRaidsQuerySchema, raidActionSchema, startRaidSchema, type RaidAction, type StartRaidBody } from './raid.schema.js';
import { RaidService } from './raid.service.js';

/**
 * /api/raids: start a raid, send the table's actions, read its state and its log. Starting and
 * acting need the admin token (the table's operator device); reading the state does not, and it
 * never shows the raid deck's order.
 */
@Controller('api/raids')
export class RaidController {
  constructor(private readonly raids: RaidService) {}

  @Get()
  list(@Query(new ZodPipe(listRaidsQuerySchema)) query: { unfinished?: 'true' | 'false' }) {
    return this.raids.list(query.unfinished === undefined ? {} : { unfinished: query.unfinished === 'true' });
  }

  @Post()
  @UseGuards(AdminGuard)
  start(@Body(new ZodPipe(startRaidSchema)) body: StartRaidBody) {
    return this.raids.start(body, 'admin');
  }

  @Get(':raidId')
  get(@Param('raidId') raidId: string) {
    return this.raids.get(raidId);
  }

  @Post(':raidId/actions')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  act(@Param('raidId') raidId: string, @Body(new ZodPipe(raidActionSchema)) body: RaidAction) {
    return this.raids.act(raidId, body, 'table');
  }

  @Get(':raidId/log')
  @UseGuards(AdminGuard)
  @Header('content-type', 'application/x-ndjson; charset=utf-8')
  exportLog(@Param('raidId') raidId: string): string {
    return this.raids.exportJsonl(raidId);
  }
}
