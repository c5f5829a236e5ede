import { Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { AuthService } from './auth.service.js';

/** REST calls that change tables or matches, or read a whole log, need `Authorization: Bearer <admin token>`. */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly auth: AuthService) {}

  canActivate(context: ExecutionContext): boolean {
    const header = context.switchToHttp().getRequest<IncomingMessage>().headers.authorization ?? '';
    const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
    if (token === undefined || !this.auth.isAdminToken(token)) {
      throw new UnauthorizedException('this call needs the admin token: Authorization: Bearer <auth.adminToken>');
    }
    return true;
  }
}
