import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import { DATABASE, type Db } from '../database/database.tokens.js';
import { HealthRegistry, type HealthComponent } from './health.js';
import type { HealthReport } from '../protocol/health.schema.js';

/**
 * GET /health: the database, the MQTT broker, every reader, the coin flippers... as their
 * contributors report them. 503 only when the database is down (nothing can be recorded);
 * a down reader makes the hub "degraded", not unavailable.
 */
@Controller('health')
export class HealthController {
  private readonly bootedAt = Date.now();

  constructor(
    private readonly registry: HealthRegistry,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  @Get()
  health(@Res({ passthrough: true }) res: ServerResponse): HealthReport {
    const components = this.registry.snapshot();
    if (!components.some((c) => c.kind === 'database')) components.unshift(this.databaseCheck());
    const databaseDown = components.some((c) => c.kind === 'database' && c.status === 'down');
    const anyDown = components.some((c) => c.status === 'down' || c.status === 'degraded');
    res.statusCode = databaseDown ? 503 : 200;
    return {
      status: databaseDown ? 'down' : anyDown ? 'degraded' : 'up',
      time: new Date().toISOString(),
      uptimeSeconds: Math.round((Date.now() - this.bootedAt) / 1000),
      components: components.map((c) => ({ ...c, ...(c.detail === undefined ? {} : { detail: { ...c.detail } }) })),
    };
  }

  private databaseCheck(): HealthComponent {
    try {
      this.db.prepare('SELECT 1').get();
      return { kind: 'database', name: this.db.name, status: 'up', lastSeen: new Date().toISOString() };
    } catch (error) {
      return { kind: 'database', name: this.db.name, status: 'down', detail: { error: String(error) } };
    }
  }
}
