import { Controller, Get, Headers, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { IncomingMessage } from 'node:http';
import { ZodBody } from '../api/zod-body.pipe.js';
import { Access } from '../api/access.decorator.js';
import { Answers } from '../api/answers.decorator.js';
import { AdminGuard, addressOf } from '../auth/admin.guard.js';
import { AuthService } from '../auth/auth.service.js';
import { createDraftSchema, draftDeckSchema, pickSchema, type CreateDraft, type DraftDeckBody, type PickBody, createdDraftSchema, draftStatusSchema, draftSeatViewSchema } from '../protocol/draft.schema.js';
import { DraftService } from './draft.service.js';
import { z } from 'zod';

/** The seat's secret, handed out by the organiser when the draft is created. */
const TOKEN = 'x-draft-token';

/** /api/drafts: Ditto-Drafts (003) run by the hub. The organiser creates them; each player acts with their seat's token. */
@Controller('api/drafts')
export class DraftController {
  constructor(
    private readonly drafts: DraftService,
    private readonly auth: AuthService,
  ) {}

  @Access('admin')
  @ApiOperation({ summary: 'Create a Ditto-Draft (003): players in seating order with their packs; answers each seat\'s token once' })
  @Answers(createdDraftSchema)
  @Post()
  @UseGuards(AdminGuard)
  create(@ZodBody(createDraftSchema) body: CreateDraft) {
    return this.drafts.create(body);
  }

  @Access('public')
  @ApiOperation({ summary: 'Every draft: seats, round, direction, who has picked; no card' })
  @Answers(z.array(draftStatusSchema))
  @Get()
  list() {
    return this.drafts.list();
  }

  /** Public: seats, who has picked, the round and direction; no card. */
  @Access('public')
  @ApiOperation({ summary: 'One draft: seats, round, direction, who has picked; no card' })
  @Answers(draftStatusSchema)
  @Get(':id')
  status(@Param('id') id: string) {
    return this.drafts.status(id);
  }

  @Access('seat-token')
  @ApiOperation({ summary: 'Your seat (X-Draft-Token header): the pack in front of you and your picks' })
  @Answers(draftSeatViewSchema)
  @Get(':id/seat')
  seat(@Param('id') id: string, @Headers(TOKEN) token: string | undefined, @Req() request: IncomingMessage) {
    this.throttled(id, token, request);
    return this.drafts.seatView(id, token);
  }

  @Access('seat-token')
  @ApiOperation({ summary: 'Pick a card from the pack in front of you (X-Draft-Token header)' })
  @Answers(draftSeatViewSchema)
  @Post(':id/picks')
  @HttpCode(200)
  pick(@Param('id') id: string, @Headers(TOKEN) token: string | undefined, @ZodBody(pickSchema) body: PickBody, @Req() request: IncomingMessage) {
    this.throttled(id, token, request);
    return this.drafts.pick(id, token, body.cardId);
  }

  @Access('seat-token')
  @ApiOperation({ summary: 'Register your deck from your picks and basic Energy for a match or an event in the Ditto-Draft format (X-Draft-Token header)' })
  @Answers({ description: 'the registration, and the player\'s cards the deck leaves out' })
  @Post(':id/deck')
  registerDeck(@Param('id') id: string, @Headers(TOKEN) token: string | undefined, @ZodBody(draftDeckSchema) body: DraftDeckBody, @Req() request: IncomingMessage) {
    this.throttled(id, token, request);
    return this.drafts.registerDeck(id, token, body);
  }

  /** A seat's token is a secret like a PIN: tried through the one throttle. */
  private throttled(id: string, token: string | undefined, request: IncomingMessage): void {
    this.auth.checkSeatToken(`draft:${id}`, addressOf(request), () => this.drafts.tokenRefused(id, token));
  }
}
