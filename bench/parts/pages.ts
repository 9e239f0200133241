import type { BenchPart } from '../lib/report';

// Placeholder until part pages is built; bench/run.ts reports it as FAIL with this error.
export const pagesPart: BenchPart = {
  id: 'pages',
  run: () => Promise.reject(new Error('not built yet')),
};
