import { extname } from 'node:path';
import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { dashboardCacheHeaders } from './dashboard-files.js';
import { DASHBOARD_DIR } from './dashboard-host.tokens.js';
import { precompressedAsset } from './precompressed-assets.js';

/**
 * A hashed asset the build precompressed (precompressed-assets.ts) goes out as that file, with the
 * asset's own type and caching headers and `Content-Encoding` set, so `compression()` leaves it
 * alone. Brotli when the client takes it, else gzip: both are acceptable to the client, brotli is
 * smaller. Every other answer is left to serve-static and compression, as before.
 */
@Injectable()
export class PrecompressedAssetsMiddleware implements NestMiddleware {
  private readonly cacheHeaders: ReturnType<typeof dashboardCacheHeaders>;

  constructor(@Inject(DASHBOARD_DIR) private readonly dir: string) {
    this.cacheHeaders = dashboardCacheHeaders(dir);
  }

  use(req: Request, res: Response, next: NextFunction): void {
    // The path as sent (no prefix stripped by the route match), so only /assets/<name> qualifies.
    const asset = precompressedAsset(this.dir, new URL(req.originalUrl, 'http://hub').pathname, (encoding) => req.acceptsEncodings(encoding) === encoding);
    res.vary('Accept-Encoding');
    if (asset === undefined) {
      next();
      return;
    }
    this.cacheHeaders(res, asset.original);
    res.type(extname(asset.original));
    res.setHeader('content-encoding', asset.encoding);
    res.sendFile(asset.file, { dotfiles: 'deny' }, (error) => {
      if (!error || res.headersSent) return;
      res.removeHeader('content-encoding');
      next(error);
    });
  }
}
