import { Controller, Delete, HttpCode, UseGuards } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { Access } from '../api/access.decorator.js';
import { Answers } from '../api/answers.decorator.js';
import { AdminGuard } from './admin.guard.js';
import { AuthService } from './auth.service.js';
import { z } from 'zod';

/** /api/auth/throttle: the organiser clears the waits wrong PINs and codes earned (a judge or a table waiting behind a guesser). */
@Controller('api/auth/throttle')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Access('admin')
  @ApiOperation({ summary: 'Clear the waits that wrong PINs, seat codes and tokens earned (a real judge or table kept waiting behind a guesser)' })
  @Answers(z.strictObject({ cleared: z.int() }))
  @Delete()
  @HttpCode(200)
  @UseGuards(AdminGuard)
  clear(): { cleared: number } {
    return { cleared: this.auth.clearThrottle() };
  }
}
