import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ZodPipe } from '../../api/zod-body.pipe.js';
import { AdminGuard } from '../../auth/admin.guard.js';
import { EnrolmentService, enrolRequestSchema, type EnrolRequest } from './enrolment.service.js';

/** /api/enrolment: the readers a sticker can be enrolled on, and enrolling one (admin token). */
@Controller('api/enrolment')
export class EnrolmentController {
  constructor(private readonly enrolment: EnrolmentService) {}

  @Get('readers')
  readers() {
    return this.enrolment.readers();
  }

  @Post()
  @HttpCode(200)
  @UseGuards(AdminGuard)
  enrol(@Body(new ZodPipe(enrolRequestSchema)) body: EnrolRequest) {
    return this.enrolment.enrol(body);
  }
}
