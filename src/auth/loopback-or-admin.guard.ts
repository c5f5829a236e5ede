import { Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { addressOf, bearerToken } from './admin.guard.js';
import { AuthService } from './auth.service.js';

/**
 * Calls that act as table hardware (the simulated zone readers): from the hub machine itself, where
 * the demo and the virtual table run, or with the admin token; not from anyone else on the network.
 */
@Injectable()
export class LoopbackOrAdminGuard implements CanActivate {
  constructor(private readonly auth: AuthService) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<IncomingMessage>();
    const address = addressOf(request);
    if (isLoopback(address)) return true;
    const token = bearerToken(request);
    if (token === undefined) throw new UnauthorizedException('simulated readers take cards from the hub machine itself, or with the admin token: Authorization: Bearer <auth.adminToken>');
    this.auth.checkAdminToken(token, address);
    return true;
  }
}

export function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}
