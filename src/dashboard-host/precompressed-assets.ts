import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The encodings the build writes beside each hashed asset, smallest first: a browser taking both
 * gets brotli. Brotli at quality 11 and gzip at level 9 are too slow to run on every request (the
 * `compression` middleware uses brotli quality 4, which comes out larger than gzip), but an
 * asset under assets/ never changes once built, so it is compressed once, at its best.
 */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br', compress: (body: Buffer) => brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }) },
  { encoding: 'gzip', suffix: '.gz', compress: (body: Buffer) => gzipAsync(body, { level: 9 }) },
] as const;

export type PrecompressedEncoding = (typeof PRECOMPRESSED)[number]['encoding'];

/** What the browser loads (scripts, styles, pictures drawn as text); source maps stay compressed on the fly, only developers fetch them. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|txt)$/;
/** compression()'s threshold in main.ts: a smaller file gains nothing from being compressed. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of the built assets directory
 * (Vite's assets/), each only when it is smaller than the file itself. zlib works in its thread
 * pool, so the files are compressed side by side. Resolves to the files written.
 */
export async function precompressAssets(assetsDir: string): Promise<string[]> {
  if (!existsSync(assetsDir)) return [];
  const jobs = (await readdir(assetsDir))
    .filter((name) => COMPRESSIBLE.test(name))
    .map(async (name) => {
      const path = join(assetsDir, name);
      if (!(await stat(path)).isFile()) return [];
      const body = await readFile(path);
      if (body.length < MIN_BYTES) return [];
      const written = await Promise.all(
        PRECOMPRESSED.map(async ({ suffix, compress }) => {
          const packed = await compress(body);
          if (packed.length >= body.length) return [];
          await writeFile(path + suffix, packed);
          return [path + suffix];
        }),
      );
      return written.flat();
    });
  return (await Promise.all(jobs)).flat();
}

/** An asset's file name as a request names it (`/assets/index-abc123.js`); anything else (a sub-path, a dot file, an escape) is none. */
const ASSET_PATH = /^\/assets\/([A-Za-z0-9_-][A-Za-z0-9._-]*)$/;

/**
 * The precompressed copy of the asset `requestPath` names that the client takes (`accepts` tells
 * whether it takes an encoding), with its encoding; none when the client takes neither, or the
 * build wrote none for it (then the asset is served as before, compressed on the fly).
 */
export function precompressedAsset(
  dashboardDir: string,
  requestPath: string,
  accepts: (encoding: PrecompressedEncoding) => boolean,
): { readonly file: string; readonly original: string; readonly encoding: PrecompressedEncoding } | undefined {
  const name = ASSET_PATH.exec(requestPath)?.[1];
  if (name === undefined || !COMPRESSIBLE.test(name)) return undefined;
  const original = join(dashboardDir, 'assets', name);
  for (const { encoding, suffix } of PRECOMPRESSED) {
    if (accepts(encoding) && existsSync(original + suffix)) return { file: original + suffix, original, encoding };
  }
  return undefined;
}
