import { Controller, Get, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { ZodBody } from '../api/zod-body.pipe.js';
import { Access } from '../api/access.decorator.js';
import { Answers } from '../api/answers.decorator.js';
import { AdminGuard } from '../auth/admin.guard.js';
import { createStickersSchema, type CreateStickers, createdStickersSchema, readyDecksSchema, virtualTableStateSchema } from '../protocol/virtual-sticker.schema.js';
import { VirtualStickersService } from './virtual-stickers.service.js';

/**
 * The virtual table's cards (organiser token: the stickers say which card every tag is, the
 * players' hidden cards included): enrol new stickers for a seat, and read everything back to lay
 * the table out again after a reload.
 */
@Controller('api/demo/tables')
@UseGuards(AdminGuard)
export class VirtualTableController {
  constructor(private readonly stickers: VirtualStickersService) {}

  @Access('admin')
  @ApiOperation({ summary: "Simulated tables only: virtual stickers for a seat's cards, made and enrolled by the hub like real ones" })
  @Answers(createdStickersSchema)
  @Post(':tableId/stickers')
  create(@Param('tableId') tableId: string, @ZodBody(createStickersSchema) body: CreateStickers) {
    return { stickers: this.stickers.create(tableId, body) };
  }

  @Access('admin')
  @ApiOperation({ summary: "Simulated tables only: the catalogue's ready-made decks (the demo's theme decks), each card by id and count, to put a deck's cards off the mat" })
  @Answers(readyDecksSchema)
  @Get(':tableId/decks')
  decks(@Param('tableId') tableId: string) {
    return this.stickers.readyDecks(tableId);
  }

  @Access('admin')
  @ApiOperation({ summary: "Simulated tables only: every seat's virtual stickers and the tags on each zone, to lay the virtual table out again" })
  @Answers(virtualTableStateSchema)
  @Get(':tableId/virtual')
  state(@Param('tableId') tableId: string) {
    return this.stickers.state(tableId);
  }
}
