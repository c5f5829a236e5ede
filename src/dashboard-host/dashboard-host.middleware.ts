import type { IncomingMessage, ServerResponse } from 'node:http';
import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import { LOGGER, type Logger } from '../logging/logger.js';
import { openDashboardFile, resolveDashboardFile } from './dashboard-files.js';
import { DASHBOARD_DIR } from './dashboard-host.tokens.js';

/**
 * Serves the built dashboard (Vite's dashboard/dist) for GET and HEAD: hashed assets cached for
 * good, index.html always revalidated and answered for every client route, so /table/t1 loads
 * the app on a reload. /api, /ws and /health go on to the hub untouched.
 */
@Injectable()
export class DashboardHostMiddleware implements NestMiddleware {
  constructor(
    @Inject(DASHBOARD_DIR) private readonly dir: string,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  use(req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    const pathname = new URL(req.url ?? '/', 'http://hub').pathname;
    resolveDashboardFile(this.dir, pathname).then(
      (resolved) => {
        switch (resolved.kind) {
          case 'pass':
            next();
            return;
          case 'not-found':
            res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(`no such file: ${pathname}\n`);
            return;
          case 'not-built':
            this.logger.warn({ dir: this.dir }, 'the dashboard is not built');
            res
              .writeHead(503, { 'content-type': 'text/plain; charset=utf-8' })
              .end('The dashboard is not built: run `npm run build` (it runs `vite build --config dashboard/vite.config.ts`).\n');
            return;
          case 'file':
            res.writeHead(200, {
              'content-type': resolved.contentType,
              'content-length': resolved.size,
              'cache-control': resolved.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
              'x-content-type-options': 'nosniff',
            });
            if (req.method === 'HEAD') {
              res.end();
              return;
            }
            openDashboardFile(resolved.path)
              .on('error', (error) => {
                this.logger.error({ err: error, path: resolved.path }, 'reading a dashboard file failed');
                res.destroy(error);
              })
              .pipe(res);
            return;
        }
      },
      (error: unknown) => next(error),
    );
  }
}
