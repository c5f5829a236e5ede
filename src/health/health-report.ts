import { Injectable } from '@nestjs/common';
import { DatabaseHealth } from '../database/database.health.js';
import type { HealthReport } from '../protocol/health.schema.js';
import { HealthRegistry } from './health.js';

/** What GET /health answers and its live topic pushes: every contributor's lines, and the worst of them. */
@Injectable()
export class HealthReporter {
  private readonly bootedAt = Date.now();

  constructor(
    private readonly registry: HealthRegistry,
    private readonly database: DatabaseHealth,
  ) {}

  /** "down" only when the database is down (nothing can be recorded); a down reader makes the hub "degraded". */
  report(): HealthReport {
    const components = this.registry.snapshot();
    if (!components.some((c) => c.kind === 'database')) components.unshift(...this.database.health());
    const databaseDown = components.some((c) => c.kind === 'database' && c.status === 'down');
    const anyDown = components.some((c) => c.status === 'down' || c.status === 'degraded');
    return {
      status: databaseDown ? 'down' : anyDown ? 'degraded' : 'up',
      time: new Date().toISOString(),
      uptimeSeconds: Math.round((Date.now() - this.bootedAt) / 1000),
      components: components.map((c) => ({ ...c, ...(c.detail === undefined ? {} : { detail: { ...c.detail } }) })),
    };
  }
}
