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
      '/auth/': api,
      '/uploads': api,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 200,
    rolldownOptions: {
      // @fundi/shared is pure by rule (STYLE.md), so a shared module none of whose exports a
      // chunk uses can be left out of it. Without this, every page would carry every zod
      // schema of the package, and the start-up bundle would carry zod itself.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/shared/') },
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
