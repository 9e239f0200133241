import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The browser tests drive a real server (embedded PostgreSQL, demo data, built web app) that
// this run starts in a fresh data folder and stops at the end.
const port = Number(process.env.E2E_PORT ?? 4790);
export const baseURL = `http://127.0.0.1:${port}`;
const dataDir = path.join(os.tmpdir(), `fundi-e2e-${port}`);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json']],
  // One folder per port, so runs on different ports never delete each other's traces.
  outputDir: `../test-results/e2e-${port}`,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 5'], viewport: { width: 360, height: 740 } } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: {
    command: 'node e2e/serve.mjs',
    cwd: '..',
    url: `${baseURL}/api/health`,
    // A server left over from an earlier run must not be silently reused.
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    // Info logs every request; e2e/serve.mjs keeps them in test-results/server-logs/ for the log scan.
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', PUBLIC_URL: baseURL },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
