import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, UseGuards } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { ZodBody } from '../api/zod-body.pipe.js';
import { Access } from '../api/access.decorator.js';
import { Answers } from '../api/answers.decorator.js';
import { AdminGuard } from '../auth/admin.guard.js';
import { EnrolmentService, enrolRequestSchema, type EnrolRequest, deckEnrolmentSchema } from './enrolment.service.js';

/** /api/enrolment: the readers a sticker can be enrolled on, a registered deck's cards to enrol, and enrolling one (admin token). */
@Controller('api/enrolment')
export class EnrolmentController {
  constructor(private readonly enrolment: EnrolmentService) {}

  @Access('public')
  @ApiOperation({ summary: 'PC/SC readers a sticker can be enrolled on' })
  @Answers({ description: 'the readers and the tag on each' })
  @Get('readers')
  readers() {
    return this.enrolment.readers();
  }

  /** Registered lists are hidden information: admin token, as for /api/decks/registrations/:id. */
  @Access('admin')
  @ApiOperation({ summary: "A registered deck's cards, each with the stickers enrolled for it, and the next card to enrol" })
  @Answers(deckEnrolmentSchema)
  @Get('decks/:registrationId')
  @UseGuards(AdminGuard)
  deck(@Param('registrationId', ParseIntPipe) registrationId: number) {
    return this.enrolment.deck(registrationId);
  }

  @Access('admin')
  @ApiOperation({ summary: 'Write a card id onto the sticker on a reader, read it back, register its UID (overwrite: true to re-enrol)' })
  @Answers({ description: 'the enrolled tag, or 409 when the tag already holds another card' })
  @Post()
  @HttpCode(200)
  @UseGuards(AdminGuard)
  enrol(@ZodBody(enrolRequestSchema) body: EnrolRequest) {
    return this.enrolment.enrol(body);
  }
}
