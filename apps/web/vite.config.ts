/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { routePreloads } from './build/route-preloads';

// In development the API runs on :3000 (npm start); `npm run dev -w @fundi/web` proxies to it.
const api = process.env.FUNDI_API_URL ?? 'http://127.0.0.1:3000';

// What ships is Preact's React-compatible runtime: react-dom alone is 68 kB gzip, more than
// half of the landing page's 100 kB budget on a cheap phone; preact/compat is ~7 kB
// for the same API. The browser tests (e2e/) run against this build. The dev server (fast
// refresh) and the jsdom unit tests keep React: testing-library loads react-dom through
// CommonJS, which an alias cannot reach.
const preactInsteadOfReact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), routePreloads()],
  resolve: { alias: command === 'build' ? preactInsteadOfReact : [] },
  server: {
    proxy: {
      '/api': { target: api, ws: true },
      // /auth/google/callback is a page of the web app (docs/product.md §2), not an API call.
      '/auth/': { target: api, bypass: (req) => (req.url?.startsWith('/auth/google/callback') ? req.url : undefined) },
      '/uploads': api,
    },
  },
  // The server's rendering of public pages (src/server-render, docs/decisions/0056-pages-sent-as-html.md)
  // runs this same code in Node: bundled whole, so Preact stands in for React there too.
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // react + react-dom alone are ~219 kB minified (68 kB gzip) and cannot be split further;
    // every other chunk should stay far below this.
    chunkSizeWarningLimit: 230,
    rolldownOptions: {
      // react-router reads React.useOptimistic when it exists and falls back when it does not
      // (Preact has none); the build's notice about that one import is expected.
      onLog(level, log, defaultHandler) {
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        defaultHandler(level, log);
      },
      // @fundi/shared is pure by rule (STYLE.md): a shared module none of whose exports a
      // chunk uses is left out of it. Without this, the start-up bundle would carry zod and
      // every schema of the package (+25 kB gzip). (Never mark `z` as a pure function name:
      // minified libraries have functions called `z` too; Preact's renderer is one.)
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/shared/') },
      output: {
        // Libraries every page needs, in chunks of their own: they change far less often
        // than the app, so a returning visitor keeps them cached across deploys (costly data).
        // Libraries only some pages use (zod, react-hook-form) stay with those pages.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](preact)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/](react-router|@tanstack|zustand|use-sync-external-store)[\\/]/ },
            // Only forms need zod: kept apart, or it lands in a common chunk that every page loads first.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // A file's first test imports its page's code; on two cores shared with the server's tests
    // that alone has gone past vitest's 5 s.
    testTimeout: 15_000,
  },
}));
