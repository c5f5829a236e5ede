import { Global, Module } from '@nestjs/common';
import { AdminGuard } from './admin.guard.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { CredentialThrottle } from './credential-throttle.js';
import { HubSecretsRepository } from './hub-secrets.repository.js';
import { HubSecrets } from './hub-secrets.service.js';
import { JoinCodesRepository } from './join-codes.repository.js';
import { JoinCodesService } from './join-codes.service.js';
import { LoopbackOrAdminGuard } from './loopback-or-admin.guard.js';

/** Seat codes, judge PINs and the admin token; global so any module's controller can use AdminGuard. */
@Global()
@Module({
  providers: [JoinCodesRepository, JoinCodesService, HubSecretsRepository, HubSecrets, AuthService, AdminGuard, LoopbackOrAdminGuard, { provide: CredentialThrottle, useFactory: () => new CredentialThrottle() }],
  controllers: [AuthController],
  exports: [JoinCodesService, HubSecrets, AuthService, AdminGuard, LoopbackOrAdminGuard],
})
export class AuthModule {}
