import { Controller, Get, Header, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { AdminGuard } from '../auth/admin.guard.js';
import { ZodBody, ZodQuery } from '../api/zod-body.pipe.js';
import { Access } from '../api/access.decorator.js';
import { Answers } from '../api/answers.decorator.js';
import { listRaidsQuerySchema, raidActionSchema, startRaidSchema, type RaidAction, type StartRaidBody, raidRecordSchema, raidSnapshotSchema } from '../protocol/raid.schema.js';
import { RaidService } from './raid.service.js';
import { z } from 'zod';

/**
 * /api/raids: start a raid, send the table's actions, read its state and its log. Starting and
 * acting need the admin token (the table's operator device); reading the state does not, and it
 * never shows the raid deck's order.
 */
@Controller('api/raids')
export class RaidController {
  constructor(private readonly raids: RaidService) {}

  @Access('public')
  @ApiOperation({ summary: 'Raids in the log' })
  @Answers(z.array(raidRecordSchema))
  @Get()
  list(@ZodQuery(listRaidsQuerySchema) query: { unfinished?: 'true' | 'false' }) {
    return this.raids.list(query.unfinished === undefined ? {} : { unfinished: query.unfinished === 'true' });
  }

  @Access('admin')
  @ApiOperation({ summary: 'Start a raid or a Giovanni raid (003): players and their Active, the boss, the raid deck; the hub shuffles it' })
  @Answers(raidSnapshotSchema)
  @Post()
  @UseGuards(AdminGuard)
  start(@ZodBody(startRaidSchema) body: StartRaidBody) {
    return this.raids.start(body, 'admin');
  }

  @Access('public')
  @ApiOperation({ summary: 'A raid: its seq and state, the open prompt, every die roll with its origin, the raid deck\'s size but not its order' })
  @Answers(raidSnapshotSchema)
  @Get(':raidId')
  get(@Param('raidId') raidId: string) {
    return this.raids.get(raidId);
  }

  @Access('admin')
  @ApiOperation({ summary: 'A table action: attack, pass, Supporter, Stadium, Active, Knock Out, boss adjustment, a real die roll, a raid-deck card resolved; the boss then plays on; a rule violation is 422 with its code and 003 reference' })
  @Answers(raidSnapshotSchema)
  @Post(':raidId/actions')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  act(@Param('raidId') raidId: string, @ZodBody(raidActionSchema) body: RaidAction) {
    return this.raids.act(raidId, body, 'table');
  }

  @Access('admin')
  @ApiOperation({ summary: 'The raid log as JSON Lines, hash chain and raid-deck order included' })
  @Answers({ mediaType: 'application/x-ndjson', description: 'one logged event per line' })
  @Get(':raidId/log')
  @UseGuards(AdminGuard)
  @Header('content-type', 'application/x-ndjson; charset=utf-8')
  exportLog(@Param('raidId') raidId: string): string {
    return this.raids.exportJsonl(raidId);
  }
}
