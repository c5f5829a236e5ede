import { Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { ZodBody } from '../api/zod-body.pipe.js';
import { Access } from '../api/access.decorator.js';
import { Answers } from '../api/answers.decorator.js';
import { LoopbackOrAdminGuard } from '../auth/loopback-or-admin.guard.js';
import { zoneActionSchema, type ZoneAction } from './demo.schema.js';
import { DemoService } from './demo.service.js';

/** The hook through which the demo page or a test puts a card on a simulated zone. */
@Controller('api/demo/tables')
export class DemoController {
  constructor(private readonly demo: DemoService) {}

  /** Anyone who reached it could place cards and unplug readers: the hub machine itself, or the admin token. */
  @Access('loopback-or-admin')
  @ApiOperation({ summary: 'Simulated tables only: put a card on a zone, take it off, or make the reader misread; from the hub machine itself, or with the admin token' })
  @Answers({ description: 'done; the reading reaches WebSocket clients as a zones frame' })
  @Post(':tableId/zones/:zone')
  @HttpCode(204)
  @UseGuards(LoopbackOrAdminGuard)
  act(@Param('tableId') tableId: string, @Param('zone') zone: string, @ZodBody(zoneActionSchema) body: ZoneAction): void {
    this.demo.act(tableId, zone, body);
  }
}
