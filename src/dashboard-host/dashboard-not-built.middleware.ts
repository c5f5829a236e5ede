import type { IncomingMessage, ServerResponse } from 'node:http';
import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import { LOGGER, type Logger } from '../logging/logger.js';
import { CLIENT_ROUTE, isBuilt } from './dashboard-files.js';
import { DASHBOARD_DIR } from './dashboard-host.tokens.js';

/**
 * Without a build, serve-static has no index.html to answer a client route with and would say
 * "Cannot GET /": this says what to run instead (503, the hub itself is up). Asked on every
 * request, so a build made while the hub runs is served at once.
 */
@Injectable()
export class DashboardNotBuiltMiddleware implements NestMiddleware {
  constructor(
    @Inject(DASHBOARD_DIR) private readonly dir: string,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  use(req: IncomingMessage, res: ServerResponse, next: () => void): void {
    const pathname = new URL(req.url ?? '/', 'http://hub').pathname;
    if (!CLIENT_ROUTE.test(pathname) || isBuilt(this.dir)) {
      next();
      return;
    }
    this.logger.warn({ dir: this.dir }, 'the dashboard is not built');
    res
      .writeHead(503, { 'content-type': 'text/plain; charset=utf-8' })
      .end('The dashboard is not built: run `npm run build` (it runs `vite build --config dashboard/vite.config.ts`).\n');
  }
}
