import { Controller, Get, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { AdminGuard } from '../auth/admin.guard.js';
import { JoinCodesService } from '../auth/join-codes.service.js';
import { ReaderHubService } from '../devices/reader-hub.service.js';
import { zonesFor } from '../gateway/zone-view.js';
import { restoreBodySchema, startMatchSchema, type RestoreBody, type StartMatch } from '../matches/match.schema.js';
import { MatchService } from '../matches/match.service.js';
import { createTableSchema, updateTableSchema, type CreateTable, type UpdateTable, tableInfoSchema } from '../protocol/table.schema.js';
import { TablesService } from '../matches/tables.service.js';
import { ZodBody } from './zod-body.pipe.js';
import { Access } from './access.decorator.js';
import { Answers } from './answers.decorator.js';
import { z } from 'zod';
import { matchSummarySchema, stateIdSchema, violationSchema, zoneStatusSchema } from '../protocol/index.js';

const tableDetailSchema = z.strictObject({
  table: tableInfoSchema,
  stateId: stateIdSchema,
  match: matchSummarySchema.nullable(),
  zones: z.array(zoneStatusSchema),
});
const joinCodesSchema = z.strictObject({ p1: z.string(), p2: z.string() });

/** /api/tables: the tables, their readers' zones, their join codes and their current match. */
@Controller('api/tables')
export class TablesController {
  constructor(
    private readonly tables: TablesService,
    private readonly matches: MatchService,
    private readonly readers: ReaderHubService,
    private readonly joinCodes: JoinCodesService,
  ) {}

  @Access('public')
  @ApiOperation({ summary: 'Every table, from the configuration file and created at runtime' })
  @Answers(z.array(tableInfoSchema))
  @Get()
  list() {
    return this.tables.list();
  }

  @Access('admin')
  @ApiOperation({ summary: 'Create a table (stored in the database)' })
  @Answers(tableInfoSchema)
  @Post()
  @UseGuards(AdminGuard)
  create(@ZodBody(createTableSchema) body: CreateTable) {
    return this.tables.create(body);
  }

  /** Open to anyone, so its zones are what a spectator may see of them (zone-view.ts): no tag UID, no card id. */
  @Access('public')
  @ApiOperation({ summary: 'A table, its zones as the readers see them, and its match' })
  @Answers(tableDetailSchema)
  @Get(':tableId')
  get(@Param('tableId') tableId: string) {
    const table = this.tables.get(tableId);
    return { table, ...this.matches.current(tableId), zones: zonesFor(this.readers.zonesOf(tableId), { role: 'spectator' }, tableId) };
  }

  @Access('admin')
  @ApiOperation({ summary: 'Change a runtime table' })
  @Answers(tableInfoSchema)
  @Patch(':tableId')
  @UseGuards(AdminGuard)
  update(@Param('tableId') tableId: string, @ZodBody(updateTableSchema) body: UpdateTable) {
    return this.tables.update(tableId, body);
  }

  @Access('admin')
  @ApiOperation({ summary: 'The seat codes the table shows to its players' })
  @Answers(joinCodesSchema)
  @Get(':tableId/join-codes')
  @UseGuards(AdminGuard)
  codes(@Param('tableId') tableId: string) {
    this.tables.get(tableId);
    return this.joinCodes.codes(tableId);
  }

  @Access('admin')
  @ApiOperation({ summary: "Start a match (new seat codes); a seat's registered deck makes its contents known to the rules" })
  @Answers(matchSummarySchema)
  @Post(':tableId/match')
  @UseGuards(AdminGuard)
  start(@Param('tableId') tableId: string, @ZodBody(startMatchSchema) body: StartMatch) {
    return this.matches.start(tableId, body, 'admin');
  }

  @Access('admin')
  @ApiOperation({ summary: 'End the running match' })
  @Answers(matchSummarySchema)
  @Post(':tableId/match/end')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  end(@Param('tableId') tableId: string) {
    return this.matches.end(tableId, 'admin');
  }

  @Access('admin')
  @ApiOperation({ summary: "A judge's restore: the game back to the last legal state or the state after a log entry, logged with the judge's name and reason" })
  @Answers(z.union([
      z.strictObject({ ok: z.literal(true), stateId: stateIdSchema }),
      z.strictObject({ ok: z.literal(false), stateId: stateIdSchema, violation: violationSchema }),
    ]))
  @Post(':tableId/match/restore')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  restore(@Param('tableId') tableId: string, @ZodBody(restoreBodySchema) body: RestoreBody) {
    const { stateId, to, reason, judge } = body;
    return this.matches.restore(tableId, stateId, { to, reason }, judge);
  }

  @Access('admin')
  @ApiOperation({ summary: 'Ask the coin source again for coin prompts that failed' })
  @Answers(z.strictObject({ retried: z.literal(true) }))
  @Post(':tableId/match/coin-flips')
  @HttpCode(202)
  @UseGuards(AdminGuard)
  retryCoinFlips(@Param('tableId') tableId: string) {
    this.matches.retryCoinFlips(tableId);
    return { retried: true };
  }
}
