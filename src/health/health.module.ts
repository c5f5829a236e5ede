import { Global, Module } from '@nestjs/common';
import { HealthReporter } from './health-report.js';
import { HealthController } from './health.controller.js';
import { HealthRegistry } from './health.js';

/** The one HealthRegistry every device registers with, and GET /health (its report also pushed live). */
@Global()
@Module({ providers: [HealthRegistry, HealthReporter], controllers: [HealthController], exports: [HealthRegistry, HealthReporter] })
export class HealthModule {}
