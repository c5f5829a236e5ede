import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ZodPipe } from '../api/zod-body.pipe.js';
import { LoopbackOrAdminGuard } from '../auth/loopback-or-admin.guard.js';
import { zoneActionSchema, type ZoneAction } from './demo.schema.js';
import { DemoService } from './demo.service.js';

/** The hook through which the demo page or a test puts a card on a simulated zone. */
@Controller('api/demo/tables')
export class DemoController {
  constructor(private readonly demo: DemoService) {}

  /** Anyone who reached it could place cards and unplug readers: the hub machine itself, or the admin token. */
  @Post(':tableId/zones/:zone')
  @HttpCode(204)
  @UseGuards(LoopbackOrAdminGuard)
  act(@Param('tableId') tableId: string, @Param('zone') zone: string, @Body(new ZodPipe(zoneActionSchema)) body: ZoneAction): void {
    this.demo.act(tableId, zone, body);
  }
}
