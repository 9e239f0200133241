/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// In development the API runs on :3000 (npm start); `npm run dev -w @fundi/web` proxies to it.
const api = process.env.FUNDI_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/api': { target: api, ws: true },
      // /auth/google/callback is a page of the web app (SPEC §2), not an API call.
      '/auth/': { target: api, bypass: (req) => (req.url?.startsWith('/auth/google/callback') ? req.url : undefined) },
      '/uploads': api,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // react + react-dom alone are ~219 kB minified (68 kB gzip) and cannot be split further;
    // every other chunk should stay far below this.
    chunkSizeWarningLimit: 230,
    rolldownOptions: {
      // @fundi/shared is pure by rule (STYLE.md): a shared module none of whose exports a
      // chunk uses is left out of it, and so is a schema (`z...` call) nobody uses. Without
      // this, the start-up bundle would carry zod and every schema of the package (+25 kB gzip).
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/shared/'), manualPureFunctions: ['z'] },
      output: {
        // Libraries every page needs, in chunks of their own: they change far less often
        // than the app, so a returning visitor keeps them cached across deploys (costly data).
        // Libraries only some pages use (zod, react-hook-form) stay with those pages.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/](react-router|@tanstack|i18next|react-i18next|zustand|use-sync-external-store)[\\/]/ },
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
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
});
