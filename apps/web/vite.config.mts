import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';

/**
 * The room's screens (docs/web.md): built into `dist/web`, which the API serves at `/` (its
 * WEB_DIST_DIR). Paths are absolute from `/`: the API answers index.html for /login, /console/*
 * and /tv/*, and the assets under /assets.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [preact()],
  build: {
    outDir: fileURLToPath(new URL('../../dist/web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
});
