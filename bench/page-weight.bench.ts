import { request } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { serveDashboard } from '../test/browser/dashboard-server.js';
import { startMatch } from '../test/browser/game-flow.js';
import { launchBrowser, type LaunchedBrowser } from '../test/support/browser.js';
import { api, repoRoot, startHub } from '../test/support/hub-process.js';
import { ensureHubBuilt } from './support/hub-build.js';

/** The page routes a store's devices open (issue 15); the league's public page gets its event id at run time. */
const PAGES = {
  table: '/table/demo',
  spectator: '/table/demo/spectate',
  overlay: '/overlay/demo',
  store: '/',
  judge: '/judge',
  leaguePublic: '/league/:event',
} as const;

/** What dashboard-files.ts promises: hashed assets kept for good, the page itself revalidated. */
const ASSET_CACHE = 'public, max-age=31536000, immutable';
const PAGE_CACHE = 'no-cache';
/** compression()'s default in main.ts: smaller answers go out as they are, by design. */
const COMPRESSION_THRESHOLD_BYTES = 1024;

interface Served {
  /** The body as sent, still encoded. */
  readonly body: Buffer;
  readonly encoding: string;
  readonly cacheControl: string;
  readonly vary: string;
}

/**
 * JavaScript per page as the hub serves it (issue 15: "serve compressed, with caching headers"):
 * each page route opened in chromium with its cache off lists the scripts it loads and what the
 * browser received (bytes on the wire, Content-Encoding); the bench then asks the hub for each
 * script as identity, gzip and brotli and counts the bytes of each answer as sent (no decoding).
 * Checked on every answer: the Content-Encoding asked for is the one served, hashed assets carry
 * ASSET_CACHE and `Vary: Accept-Encoding`, the page's HTML carries PAGE_CACHE; scripts under
 * compression's threshold are only counted. `problems` lists each check that failed, in words; it
 * is empty when all hold. Floor, from the same bodies: gzip -9 and brotli quality 11, what
 * compressing the build once at build time would send.
 */
export default async function (): Promise<Record<string, unknown>> {
  const builtForThisRun = ensureHubBuilt(repoRoot());
  const hub = await startHub();
  const browser = await launchBrowser();
  const dashboard = await serveDashboard(hub);
  const match = await startMatch(hub);
  try {
    if (!dashboard.servedByHub) throw new Error('the hub does not serve the dashboard: the bench measures what the hub sends');
    const league = await api(hub, 'POST', '/api/league/events', { name: 'Bench league', date: '2026-11-26', format: 'standard', bestOf: 1, roundMinutes: 50, rounds: 1, tableIds: ['demo'] });
    if (league.status !== 201) throw new Error(`creating the league event failed: ${JSON.stringify(league)}`);
    const problems: string[] = [];
    const pages: Record<string, unknown> = {};
    for (const [name, route] of Object.entries(PAGES)) {
      const path = route.replace(':event', String(league.body.id));
      const loaded = await scriptsOf(browser, `${dashboard.url}${path}`);
      const html = await served(`${dashboard.url}${path}`, 'gzip, br');
      if (html.cacheControl !== PAGE_CACHE) problems.push(`${path}: Cache-Control "${html.cacheControl}", expected "${PAGE_CACHE}"`);
      let raw = 0;
      let gzip = 0;
      let brotli = 0;
      let gzipBest = 0;
      let brotliBest = 0;
      let belowThreshold = 0;
      for (const url of loaded.urls) {
        const identity = await served(url, 'identity');
        const gz = await served(url, 'gzip');
        const br = await served(url, 'br');
        raw += identity.body.length;
        gzip += gz.body.length;
        brotli += br.body.length;
        gzipBest += gzipSync(identity.body, { level: 9 }).length;
        brotliBest += brotliCompressSync(identity.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
        const file = new URL(url).pathname;
        if (identity.body.length < COMPRESSION_THRESHOLD_BYTES) belowThreshold += 1;
        else {
          if (gz.encoding !== 'gzip') problems.push(`${file}: asked for gzip, served "${gz.encoding || 'identity'}"`);
          if (br.encoding !== 'br') problems.push(`${file}: asked for br, served "${br.encoding || 'identity'}"`);
        }
        if (identity.encoding !== '') problems.push(`${file}: asked for identity, served "${identity.encoding}"`);
        if (!file.startsWith('/assets/')) continue;
        if (gz.cacheControl !== ASSET_CACHE) problems.push(`${file}: Cache-Control "${gz.cacheControl}", expected "${ASSET_CACHE}"`);
        if (!/accept-encoding/i.test(gz.vary)) problems.push(`${file}: no Vary: Accept-Encoding`);
      }
      pages[name] = {
        path: route,
        scripts: loaded.urls.length,
        scriptsBelowCompressionThreshold: belowThreshold,
        jsBytes: raw,
        jsGzipBytes: gzip,
        jsBrotliBytes: brotli,
        floorGzip9Bytes: gzipBest,
        floorBrotli11Bytes: brotliBest,
        gzipOverFloor: ratio(gzip, gzipBest),
        brotliOverFloor: ratio(brotli, brotliBest),
        browserEncodings: [...new Set(loaded.encodings)].sort(),
      };
    }
    problems.sort();
    return { builtForThisRun, pages, problems: [...new Set(problems)] };
  } finally {
    match.close();
    await browser.close();
    await dashboard.close();
    await hub.stop();
  }
}

/** The scripts a page loads until the network is idle, cache off, and the Content-Encoding chromium got for each. */
async function scriptsOf(browser: LaunchedBrowser, url: string): Promise<{ urls: string[]; encodings: string[] }> {
  const page = await browser.context.newPage();
  const cdp = await browser.context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const responses: import('playwright-core').Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) responses.push(response);
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    const encodings = await Promise.all(responses.map(async (r) => (await r.headerValue('content-encoding')) ?? 'identity'));
    return { urls: [...new Set(responses.map((r) => r.url()))], encodings };
  } finally {
    await page.close();
  }
}

/** One GET with this Accept-Encoding: the body as sent (not decoded) and the headers that matter here. */
function served(url: string, acceptEncoding: string): Promise<Served> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`${url}: ${res.statusCode}`));
        resolve({ body: Buffer.concat(chunks), encoding: res.headers['content-encoding'] ?? '', cacheControl: res.headers['cache-control'] ?? '', vary: String(res.headers.vary ?? '') });
      });
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const ratio = (a: number, b: number): number => Math.round((a / b) * 100) / 100;
