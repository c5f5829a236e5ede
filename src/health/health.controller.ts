import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { Access } from '../api/access.decorator.js';
import { Answers } from '../api/answers.decorator.js';
import type { ServerResponse } from 'node:http';
import { DatabaseHealth } from '../database/database.health.js';
import { HealthRegistry } from './health.js';
import type { HealthReport } from '../protocol/health.schema.js';
import { healthReportSchema } from '../protocol/health.schema.js';

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
    private readonly database: DatabaseHealth,
  ) {}

  @Access('public')
  @ApiOperation({ summary: 'Database, MQTT broker, readers and coin flippers: up, down, last seen' })
  @Answers(healthReportSchema)
  @Get()
  health(@Res({ passthrough: true }) res: ServerResponse): HealthReport {
    const components = this.registry.snapshot();
    if (!components.some((c) => c.kind === 'database')) components.unshift(...this.database.health());
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
}
