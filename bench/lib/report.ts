/**
 * What each part of `npm run bench` hands back to bench/run.ts, which writes
 * bench/results/latest.md (one table per part, each budget PASS or FAIL) and the raw JSON.
 */
export type Budget = {
  /** In the words, e.g. "GET /api/services at least 50% of the ceiling's req/s". */
  name: string;
  /** The measured value, as shown in the table (e.g. "63%", "41 ms"). */
  measured: string;
  /** The limit, as shown in the table (e.g. ">= 50%", "< 100 ms"). */
  limit: string;
  pass: boolean;
};

export type Table = { title?: string; columns: string[]; rows: (string | number)[][] };

export type PartResult = {
  /** Section heading, e.g. "1. API throughput". */
  title: string;
  /** One paragraph: how it was measured (tool, connections, duration, data). */
  method: string;
  tables: Table[];
  budgets: Budget[];
  /** Everything measured, written to bench/results/<part>.json. */
  raw: unknown;
  /** Extra files to write under bench/results/ (e.g. EXPLAIN output), name -> content. */
  files?: Record<string, string>;
};

export type BenchPart = {
  /** Short id used on the command line (`npm run bench -- throughput`) and for file names. */
  id: string;
  run: () => Promise<PartResult>;
};
