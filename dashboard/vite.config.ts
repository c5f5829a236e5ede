import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressAssets } from '../src/dashboard-host/precompressed-assets.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Brotli 11 and gzip 9 copies of the hashed assets, which the hub sends instead of compressing on the fly (src/dashboard-host). */
const precompress: Plugin = {
  name: 'mirrormat-precompress-assets',
  apply: 'build',
  async writeBundle(options) {
    await precompressAssets(`${options.dir ?? here('dist')}/assets`);
  },
};

/**
 * The dashboard is built on its own (`vite build --config dashboard/vite.config.ts`) into
 * dashboard/dist, which the hub serves at `/`. It shares the hub's protocol and the rules
 * engine's pure code through aliases instead of copies, so a message type exists once.
 */
export default defineConfig({
  root: here('.'),
  base: '/',
  plugins: [react(), precompress],
  resolve: {
    alias: {
      '@protocol': here('../src/protocol/index.ts'),
      // The engine's public surface only (src/rules/CONTRACT.md): a deeper import does not resolve.
      '@rules/index.js': here('../src/rules/index.ts'),
    },
  },
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // Brotli 11 takes seconds by design (precompress); the bundler's timing report would print that on every build.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/health': 'http://127.0.0.1:8080',
      '/ws': { target: 'ws://127.0.0.1:8080', ws: true },
    },
  },
});
