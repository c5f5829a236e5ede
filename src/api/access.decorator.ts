import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension } from '@nestjs/swagger';

/**
 * Who may call a route: every route states it (issue 14), and test/integration/access-matrix.test.ts
 * holds each running route to its statement.
 * - public: reads nothing hidden and changes nothing but what anyone may start;
 * - admin: the organiser's token, `Authorization: Bearer <auth.adminToken>`;
 * - seat-code: the seat's join code, in a header;
 * - judge-or-admin: a judge's name and PIN in the body, or the admin token;
 * - seat-code-or-judge: the seat's join code or a judge's name and PIN, in the body (`by`);
 * - seat-code-or-admin: the player's own seat code in the body (`by`), or the admin token;
 * - seat-token: the token the organiser handed the seat, in a header;
 * - seat-token-or-admin: that token, or the admin token;
 * - loopback-or-admin: from the hub machine itself, or with the admin token.
 */
export type Access = 'public' | 'admin' | 'seat-code' | 'judge-or-admin' | 'seat-code-or-judge' | 'seat-code-or-admin' | 'seat-token' | 'seat-token-or-admin' | 'loopback-or-admin';

/** The name of the admin token's security scheme in the OpenAPI document. */
export const ADMIN_TOKEN_SCHEME = 'adminToken';

/**
 * States a route's credential in the OpenAPI document as `x-access` (the guards enforce it; the
 * access matrix checks the two agree). An admin-only route also names the bearer scheme, so the
 * API page asks for the token.
 */
export function Access(access: Access): MethodDecorator {
  return applyDecorators(ApiExtension('x-access', access), ...(access === 'admin' ? [ApiBearerAuth(ADMIN_TOKEN_SCHEME)] : []));
}
