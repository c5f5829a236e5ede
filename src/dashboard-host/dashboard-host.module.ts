import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { DEFAULT_DASHBOARD_DIR } from './dashboard-files.js';
import { DashboardHostMiddleware } from './dashboard-host.middleware.js';
import { DASHBOARD_DIR } from './dashboard-host.tokens.js';

/**
 * The dashboard at `/`: the Vite build served by the hub itself, so a table needs one address.
 * Needs LOGGER (the logging module) from the application.
 */
@Module({ providers: [{ provide: DASHBOARD_DIR, useValue: DEFAULT_DASHBOARD_DIR }, DashboardHostMiddleware] })
export class DashboardHostModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(DashboardHostMiddleware).forRoutes({ path: '{*path}', method: RequestMethod.GET }, { path: '{*path}', method: RequestMethod.HEAD });
  }
}
