import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { Access } from '../api/access.decorator.js';
import { Answers } from '../api/answers.decorator.js';
import type { ServerResponse } from 'node:http';
import { HealthReporter } from './health-report.js';
import type { HealthReport } from '../protocol/health.schema.js';
import { healthReportSchema } from '../protocol/health.schema.js';

/**
 * GET /health: the database, the MQTT broker, every reader, the coin flippers... as their
 * contributors report them. 503 only when the database is down (nothing can be recorded);
 * a down reader makes the hub "degraded", not unavailable.
 */
@Controller('health')
export class HealthController {
  constructor(private readonly reporter: HealthReporter) {}

  @Access('public')
  @ApiOperation({ summary: 'Database, MQTT broker, readers and coin flippers: up, down, last seen' })
  @Answers(healthReportSchema)
  @Get()
  health(@Res({ passthrough: true }) res: ServerResponse): HealthReport {
    const report = this.reporter.report();
    res.statusCode = report.status === 'down' ? 503 : 200;
    return report;
  }
}
