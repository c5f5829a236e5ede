import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { ZodPipe } from '../api/zod-body.pipe.js';
import { AdminGuard, addressOf } from '../auth/admin.guard.js';
import { AuthService } from '../auth/auth.service.js';
import { createDraftSchema, draftDeckSchema, pickSchema, type CreateDraft, type DraftDeckBody, type PickBody } from './draft.schema.js';
import { DraftService } from './draft.service.js';

/** The seat's secret, handed out by the organiser when the draft is created. */
const TOKEN = 'x-draft-token';

/** /api/drafts: Ditto-Drafts (003) run by the hub. The organiser creates them; each player acts with their seat's token. */
@Controller('api/drafts')
export class DraftController {
  constructor(
    private readonly drafts: DraftService,
    private readonly auth: AuthService,
  ) {}

  @Post()
  @UseGuards(AdminGuard)
  create(@Body(new ZodPipe(createDraftSchema)) body: CreateDraft) {
    return this.drafts.create(body);
  }

  @Get()
  list() {
    return this.drafts.list();
  }

  /** Public: seats, who has picked, the round and direction; no card. */
  @Get(':id')
  status(@Param('id') id: string) {
    return this.drafts.status(id);
  }

  @Get(':id/seat')
  seat(@Param('id') id: string, @Headers(TOKEN) token: string | undefined, @Req() request: IncomingMessage) {
    this.throttled(id, token, request);
    return this.drafts.seatView(id, token);
  }

  @Post(':id/picks')
  @HttpCode(200)
  pick(@Param('id') id: string, @Headers(TOKEN) token: string | undefined, @Body(new ZodPipe(pickSchema)) body: PickBody, @Req() request: IncomingMessage) {
    this.throttled(id, token, request);
    return this.drafts.pick(id, token, body.cardId);
  }

  @Post(':id/deck')
  registerDeck(@Param('id') id: string, @Headers(TOKEN) token: string | undefined, @Body(new ZodPipe(draftDeckSchema)) body: DraftDeckBody, @Req() request: IncomingMessage) {
    this.throttled(id, token, request);
    return this.drafts.registerDeck(id, token, body);
  }

  /** A seat's token is a secret like a PIN: tried through the one throttle. */
  private throttled(id: string, token: string | undefined, request: IncomingMessage): void {
    this.auth.checkSeatToken(`draft:${id}`, addressOf(request), () => this.drafts.tokenRefused(id, token));
  }
}
