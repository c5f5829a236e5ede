import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, UseGuards } from '@nestjs/common';
import { ZodPipe } from '../api/zod-body.pipe.js';
import { AdminGuard } from '../auth/admin.guard.js';
import { EnrolmentService, enrolRequestSchema, type EnrolRequest } from './enrolment.service.js';

/** /api/enrolment: the readers a sticker can be enrolled on, a registered deck's cards to enrol, and enrolling one (admin token). */
@Controller('api/enrolment')
export class EnrolmentController {
  constructor(private readonly enrolment: EnrolmentService) {}

  @Get('readers')
  readers() {
    return this.enrolment.readers();
  }

  /** Registered lists are hidden information: admin token, as for /api/decks/registrations/:id. */
  @Get('decks/:registrationId')
  @UseGuards(AdminGuard)
  deck(@Param('registrationId', ParseIntPipe) registrationId: number) {
    return this.enrolment.deck(registrationId);
  }

  @Post()
  @HttpCode(200)
  @UseGuards(AdminGuard)
  enrol(@Body(new ZodPipe(enrolRequestSchema)) body: EnrolRequest) {
    return this.enrolment.enrol(body);
  }
}
