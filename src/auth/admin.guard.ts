import { Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { AuthService } from './auth.service.js';

/** REST calls that change tables or matches, or read a whole log, need `Authorization: Bearer <admin token>`. */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly auth: AuthService) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<IncomingMessage>();
    const token = bearerToken(request);
    if (token === undefined) throw new UnauthorizedException('this call needs the admin token: Authorization: Bearer <auth.adminToken>');
    // Through the throttle: a wrong token is a guess like a wrong PIN.
    this.auth.checkAdminToken(token, addressOf(request));
    return true;
  }
}

export function bearerToken(request: IncomingMessage): string | undefined {
  return /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
}

/** The peer address a secret was tried from (the hub serves the store's network directly, no proxy in front). */
export function addressOf(request: IncomingMessage): string {
  return request.socket.remoteAddress ?? 'unknown';
}
