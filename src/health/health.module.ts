import { Global, Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { HealthRegistry } from './health.js';

/** The one HealthRegistry every device registers with, and GET /health. */
@Global()
@Module({ providers: [HealthRegistry], controllers: [HealthController], exports: [HealthRegistry] })
export class HealthModule {}
