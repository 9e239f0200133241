import type { Budget, PartResult, Table } from '../lib/report';
import type { DataProfile } from './data-profile';
import type { Cast, Endpoint } from './endpoints';
import type { GenerationReport } from './generate';
import { percentile, sampling, type Samples } from './measure';
import type { Shape } from './shape';

const ratioLimit = 1.5;
/** "In minutes, not hours": generous, so only a broken generator fails it. */
const generationLimitMinutes = 10;

export type Measured = { endpoint: Endpoint; samples: Samples; cpuMsPerRequest: { demo: number; large: number } };

type Inputs = {
  shape: Shape;
  generation: GenerationReport;
  measured: Measured[];
  profiles: { demo: DataProfile; large: DataProfile };
  casts: { demo: Cast; large: Cast };
  files: Record<string, string>;
};

export function buildResult({ shape, generation, measured, profiles, casts, files }: Inputs): PartResult {
  const rows = measured.map((one) => summarise(one, profiles));
  const latency: Table = {
    title: 'Latency per request (ms), demo database vs large database',
    columns: ['Request', 'Data behind it (demo → large)', 'Demo p50 / p95 / p99', 'Large p50 / p95 / p99', 'p95 ratio', 'CPU ms per request (demo → large)', 'Samples'],
    rows: rows.map((row) => [
      `GET ${row.path}`,
      row.behind,
      triple(row.demo),
      triple(row.large),
      row.judgedAt ? `${row.ratio.toFixed(2)}x (not judged: the demo cannot fill the page; see the next row)` : `${row.ratio.toFixed(2)}x`,
      `${row.cpu.demo.toFixed(1)} → ${row.cpu.large.toFixed(1)}`,
      String(row.samples),
    ]),
  };
  const load: Table = {
    title: `Generating the large database (${generation.totalSeconds} s in all; orders and messages load at the same time)`,
    columns: ['Step', 'Seconds'],
    rows: generation.steps.map((step) => [step.step, step.seconds]),
  };
  const tables: Table = {
    title: 'Rows in the large database',
    columns: ['Table', 'Rows'],
    rows: Object.entries(generation.rows).map(([table, rowCount]) => [table, count(rowCount)]),
  };
  const budgets: Budget[] = [
    ...rows.filter((row) => !row.judgedAt).map((row) => ({
      name: `At the large dataset, GET ${row.path} p95 within ${ratioLimit}x of the demo database's`,
      measured: `${row.ratio.toFixed(2)}x (${ms(row.large.p95)} vs ${ms(row.demo.p95)})`,
      limit: `<= ${ratioLimit}x`,
      pass: row.ratio <= ratioLimit,
    })),
    {
      name: 'The large dataset is generated in minutes, not hours',
      measured: `${(generation.totalSeconds / 60).toFixed(1)} min`,
      limit: `< ${generationLimitMinutes} min`,
      pass: generation.totalSeconds < generationLimitMinutes * 60,
    },
  ];
  return {
    title: '3. Scale',
    method:
      `The large database holds ${count(shape.sellers)} sellers, ${count(shape.buyers)} buyers, ${count(shape.orders)} orders ` +
      `(with their status history, payments, ledger events and reviews) and ${count(shape.messages)} messages in ` +
      `${count(shape.conversations)} threads, generated in SQL with generate_series (bench/scale/sql) in one embedded ` +
      `PostgreSQL that also holds the demo database, so both have the same settings and memory. Activity is skewed: ` +
      `the busiest buyer and seller (rank 1) are measured on the large database, the README's demo buyer and seller on ` +
      `the demo one. Two real servers run at once; every request checks its session and reads its page. Each request is sent up to ${sampling.warmUp} times to warm up, then ` +
      `up to ${sampling.rounds} times to each server, one request at a time, alternating between the servers so both ` +
      `see the same background load. A time runs from sending the request to the last byte of the answer, compressed ` +
      `as a browser asks for it (decompressing is the phone's work, not the server's). A slow request stops after ` +
      `${sampling.budgetMs / 1000} s of samples on the large side (at least ${sampling.minRounds}). CPU per request is the ` +
      `CPU time (from /proc) of each server process and its PostgreSQL sessions over all its requests, divided by their ` +
      `number: unlike latency it hardly moves with other load on the machine. The conversations and the thread are ` +
      `asked as the web app asks them (pages of 50), but the demo database has fewer rows than that (one chat partner, ` +
      `a thread of a few messages), and with a session check and one prepared statement per request the time grows with the rows sent: ` +
      `those rows are shown but not judged; the same request at the page size the demo database fills is measured ` +
      `on both and judged instead, so the budget compares the same rows with different data behind them. ` +
      `EXPLAIN (ANALYZE, BUFFERS) of every query ` +
      `behind each request after the session check, on the large database: scale-explain-*.txt.`,
    tables: [latency, load, tables],
    budgets,
    raw: {
      shape,
      generation,
      profiles,
      casts,
      requests: measured.map(({ endpoint, samples, cpuMsPerRequest }) => ({ id: endpoint.id, path: endpoint.path(casts.large), cpuMsPerRequest, ...samples })),
    },
    files,
  };
}

type Stats = { p50: number; p95: number; p99: number };

function summarise({ endpoint, samples, cpuMsPerRequest }: Measured, profiles: Inputs['profiles']) {
  const stats = (values: number[]): Stats => ({ p50: percentile(values, 50), p95: percentile(values, 95), p99: percentile(values, 99) });
  const demo = stats(samples.demo);
  const large = stats(samples.large);
  const { count: key, label } = endpoint.behind;
  return {
    // Shown with a placeholder: the ids differ between the two databases.
    path: endpoint.path({ buyerId: '{buyer}', sellerId: '{seller}' }),
    behind: `${count(profiles.demo[key])} → ${count(profiles.large[key])} ${label}`,
    demo,
    large,
    ratio: large.p95 / demo.p95,
    judgedAt: endpoint.judgedAt,
    cpu: cpuMsPerRequest,
    samples: samples.large.length,
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const triple = ({ p50, p95, p99 }: Stats) => [p50, p95, p99].map((value) => value.toFixed(1)).join(' / ');
const count = (value: number) => value.toLocaleString('en');
