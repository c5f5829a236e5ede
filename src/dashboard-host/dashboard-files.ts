import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built dashboard sits in <repo>/dashboard/dist, two levels above this file both in src/ and in dist/. */
export const DEFAULT_DASHBOARD_DIR = fileURLToPath(new URL('../../dashboard/dist/', import.meta.url));

/** Paths the hub answers itself; the dashboard never shadows them, whatever the method. */
export const RESERVED_PREFIXES = ['/api', '/ws', '/health'] as const;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export type Resolved =
  | { readonly kind: 'file'; readonly path: string; readonly contentType: string; readonly size: number; readonly immutable: boolean }
  | { readonly kind: 'not-built' }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'pass' };

export function isReserved(pathname: string): boolean {
  return RESERVED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * What answers a GET for `pathname`: a file of the build, index.html for a client route (a path
 * without a file extension, e.g. /table/t1/spectate), 404 for a missing asset, or nothing at all
 * for the hub's own paths. Never a file outside the build directory.
 */
export async function resolveDashboardFile(root: string, pathname: string): Promise<Resolved> {
  if (isReserved(pathname)) return { kind: 'pass' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { kind: 'not-found' };
  }
  if (decoded.includes('\0')) return { kind: 'not-found' };
  const base = normalize(root.endsWith(sep) ? root : root + sep);
  const candidate = normalize(join(base, decoded));
  if (!candidate.startsWith(base)) return { kind: 'not-found' };
  const asFile = await fileAt(candidate);
  if (asFile !== null && decoded !== '/') return file(candidate, asFile, decoded.startsWith('/assets/'));
  if (extname(decoded) !== '') return { kind: 'not-found' };
  const index = join(base, 'index.html');
  const indexSize = await fileAt(index);
  return indexSize === null ? { kind: 'not-built' } : file(index, indexSize, false);
}

async function fileAt(path: string): Promise<number | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
}

function file(path: string, size: number, immutable: boolean): Resolved {
  return { kind: 'file', path, size, immutable, contentType: CONTENT_TYPES[extname(path)] ?? 'application/octet-stream' };
}

export function openDashboardFile(path: string): NodeJS.ReadableStream {
  return createReadStream(path);
}
