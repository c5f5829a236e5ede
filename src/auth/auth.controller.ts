import { Controller, Delete, HttpCode, UseGuards } from '@nestjs/common';
import { AdminGuard } from './admin.guard.js';
import { AuthService } from './auth.service.js';

/** /api/auth/throttle: the organiser clears the waits wrong PINs and codes earned (a judge or a table waiting behind a guesser). */
@Controller('api/auth/throttle')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Delete()
  @HttpCode(200)
  @UseGuards(AdminGuard)
  clear(): { cleared: number } {
    return { cleared: this.auth.clearThrottle() };
  }
}
