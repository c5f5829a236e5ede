import { Module, RequestMethod, type DynamicModule, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { ServeStaticModule } from '@nestjs/serve-static';
import { CLIENT_ROUTE, DEFAULT_DASHBOARD_DIR, dashboardCacheHeaders } from './dashboard-files.js';
import { DashboardNotBuiltMiddleware } from './dashboard-not-built.middleware.js';
import { DASHBOARD_DIR } from './dashboard-host.tokens.js';
import { PrecompressedAssetsMiddleware } from './precompressed-assets.middleware.js';

/**
 * The dashboard at `/`: the Vite build served by the hub itself, so a table needs one address.
 * @nestjs/serve-static serves the files (GET and HEAD, never outside the build directory) and
 * answers every client route with index.html; the hub adds the cache headers, keeps its own paths
 * and missing files out of that fallback (CLIENT_ROUTE), says when there is no build, and sends
 * the build's precompressed copy of an asset where it has one.
 * Needs LOGGER (the logging module) from the application.
 */
@Module({})
export class DashboardHostModule implements NestModule {
  static forRoot(dir: string = DEFAULT_DASHBOARD_DIR): DynamicModule {
    return {
      module: DashboardHostModule,
      imports: [ServeStaticModule.forRoot({ rootPath: dir, renderPath: CLIENT_ROUTE, serveStaticOptions: { setHeaders: dashboardCacheHeaders(dir), redirect: false } })],
      providers: [{ provide: DASHBOARD_DIR, useValue: dir }, DashboardNotBuiltMiddleware, PrecompressedAssetsMiddleware],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(DashboardNotBuiltMiddleware).forRoutes({ path: '{*path}', method: RequestMethod.GET }, { path: '{*path}', method: RequestMethod.HEAD });
    consumer.apply(PrecompressedAssetsMiddleware).forRoutes({ path: 'assets/{*path}', method: RequestMethod.GET }, { path: 'assets/{*path}', method: RequestMethod.HEAD });
  }
}
