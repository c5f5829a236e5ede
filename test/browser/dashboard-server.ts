import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { preview, type PreviewServer } from 'vite';
import { repoRoot, type HubProcess } from '../support/hub-process.js';

export interface DashboardServer {
  /** Where the browser opens the dashboard. */
  readonly url: string;
  /** True when the hub itself serves the build (DashboardHostModule wired in the app). */
  readonly servedByHub: boolean;
  close(): Promise<void>;
}

/**
 * The dashboard as a browser reaches it: the hub's own `/` when it serves dashboard/dist, else
 * Vite's preview server over the same build, proxying /api, /health and /ws to the hub, so the
 * page talks to the real hub either way.
 */
export async function serveDashboard(hub: HubProcess): Promise<DashboardServer> {
  const root = repoRoot();
  const index = join(root, 'dashboard', 'dist', 'index.html');
  if (!existsSync(index)) {
    throw new Error(`${index} does not exist: build the dashboard first (npx vite build --config dashboard/vite.config.ts, part of npm run build)`);
  }
  const page = await (await fetch(`${hub.url}/table/demo`)).text();
  if (page.includes('<div id="root">')) return { url: hub.url, servedByHub: true, close: async () => undefined };
  const server: PreviewServer = await preview({
    configFile: join(root, 'dashboard', 'vite.config.ts'),
    logLevel: 'silent',
    preview: {
      host: '127.0.0.1',
      port: 0,
      proxy: {
        '/api': hub.url,
        '/health': hub.url,
        '/ws': { target: hub.url.replace(/^http/, 'ws'), ws: true },
      },
    },
  });
  const address = server.httpServer.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    servedByHub: false,
    close: () => server.close(),
  };
}
