import { Body, Controller, Get, Param, Post, UseGuards } from '@nestjs/common';
import { ZodPipe } from '../api/zod-body.pipe.js';
import { AdminGuard } from '../auth/admin.guard.js';
import { createStickersSchema, type CreateStickers } from '../protocol/virtual-sticker.schema.js';
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

  @Post(':tableId/stickers')
  create(@Param('tableId') tableId: string, @Body(new ZodPipe(createStickersSchema)) body: CreateStickers) {
    return { stickers: this.stickers.create(tableId, body) };
  }

  @Get(':tableId/virtual')
  state(@Param('tableId') tableId: string) {
    return this.stickers.state(tableId);
  }
}
