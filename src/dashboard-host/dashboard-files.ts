import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built dashboard sits in <repo>/dashboard/dist, two levels above this file both in src/ and in dist/. */
export const DEFAULT_DASHBOARD_DIR = fileURLToPath(new URL('../../dashboard/dist/', import.meta.url));

/**
 * A client route of the dashboard, answered with index.html so /table/t1 loads the app on a
 * reload: any path whose last segment has no file extension, outside the hub's own /api, /ws and
 * /health (whose 404s stay the hub's). A missing file such as /assets/gone.js stays a 404.
 */
export const CLIENT_ROUTE = /^\/(?!(?:api|ws|health)(?:\/|$))(?:[^/]*\/)*[^/.]*$/;

/**
 * Vite names every file under assets/ by its content's hash, so a browser may keep one for good;
 * index.html (and whatever else is at the top) names the current assets, so it is revalidated.
 */
export function dashboardCacheHeaders(root: string): (res: ServerResponse, path: string) => void {
  return (res, path) => {
    const inAssets = relative(root, path).startsWith(`assets${sep}`);
    res.setHeader('cache-control', inAssets ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.setHeader('x-content-type-options', 'nosniff');
  };
}

export function isBuilt(root: string): boolean {
  return existsSync(join(root, 'index.html'));
}
