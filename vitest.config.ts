import { defineConfig } from 'vitest/config';

// One vitest run, three projects: pure shared rules, the web app in jsdom,
// and server integration tests against a real PostgreSQL.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on CI's two. Server files
    // spend most of their time waiting on PostgreSQL, so three keep both cores busy.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      'apps/web/vite.config.ts',
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // The slow tests (long fuzzing runs, crashes under load) run in
          // `npm run test:resilience`, which CI also runs.
          exclude: ['test/resilience/**'],
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          // Each file gets its own database (see test/global-setup.ts), so files may run in parallel.
          fileParallelism: true,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'resilience',
          root: 'apps/server',
          include: ['test/resilience/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          // Crash and load tests start real servers: one file at a time keeps their timing honest.
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
