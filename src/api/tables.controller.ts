import { Body, Controller, Get, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { AdminGuard } from '../auth/admin.guard.js';
import { JoinCodesService } from '../auth/join-codes.service.js';
import { ReaderHubService } from '../devices/reader-hub.service.js';
import { zonesFor } from '../gateway/zone-view.js';
import { restoreBodySchema, startMatchSchema, type RestoreBody, type StartMatch } from '../matches/match.schema.js';
import { MatchService } from '../matches/match.service.js';
import { createTableSchema, updateTableSchema, type CreateTable, type UpdateTable } from '../protocol/table.schema.js';
import { TablesService } from '../matches/tables.service.js';
import { ZodPipe } from './zod-body.pipe.js';

/** /api/tables: the tables, their readers' zones, their join codes and their current match. */
@Controller('api/tables')
export class TablesController {
  constructor(
    private readonly tables: TablesService,
    private readonly matches: MatchService,
    private readonly readers: ReaderHubService,
    private readonly joinCodes: JoinCodesService,
  ) {}

  @Get()
  list() {
    return this.tables.list();
  }

  @Post()
  @UseGuards(AdminGuard)
  create(@Body(new ZodPipe(createTableSchema)) body: CreateTable) {
    return this.tables.create(body);
  }

  /** Open to anyone, so its zones are what a spectator may see of them (zone-view.ts): no tag UID, no card id. */
  @Get(':tableId')
  get(@Param('tableId') tableId: string) {
    const table = this.tables.get(tableId);
    return { table, ...this.matches.current(tableId), zones: zonesFor(this.readers.zonesOf(tableId), { role: 'spectator' }, tableId) };
  }

  @Patch(':tableId')
  @UseGuards(AdminGuard)
  update(@Param('tableId') tableId: string, @Body(new ZodPipe(updateTableSchema)) body: UpdateTable) {
    return this.tables.update(tableId, body);
  }

  @Get(':tableId/join-codes')
  @UseGuards(AdminGuard)
  codes(@Param('tableId') tableId: string) {
    this.tables.get(tableId);
    return this.joinCodes.codes(tableId);
  }

  @Post(':tableId/match')
  @UseGuards(AdminGuard)
  start(@Param('tableId') tableId: string, @Body(new ZodPipe(startMatchSchema)) body: StartMatch) {
    return this.matches.start(tableId, body, 'admin');
  }

  @Post(':tableId/match/end')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  end(@Param('tableId') tableId: string) {
    return this.matches.end(tableId, 'admin');
  }

  @Post(':tableId/match/restore')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  restore(@Param('tableId') tableId: string, @Body(new ZodPipe(restoreBodySchema)) body: RestoreBody) {
    const { stateId, to, reason, judge } = body;
    return this.matches.restore(tableId, stateId, { to, reason }, judge);
  }

  @Post(':tableId/match/coin-flips')
  @HttpCode(202)
  @UseGuards(AdminGuard)
  retryCoinFlips(@Param('tableId') tableId: string) {
    this.matches.retryCoinFlips(tableId);
    return { retried: true };
  }
}
