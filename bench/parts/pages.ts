import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { repoRoot, startProduct } from '../lib/product';
import type { BenchPart, Budget, PartResult } from '../lib/report';
import { formatMs } from '../lib/stats';

// The pages part: the four public pages as a cheap phone sees them. Lighthouse's default
// config is the mobile one (Moto G Power screen, simulated slow 4G, 4x CPU slowdown).
const pages = ['/', '/services', '/services/plumbing', '/login'];
/**
 * Each page in English and as a Kiswahili reader opens it (`?lang=sw`, a fresh profile):
 * the Kiswahili catalogue downloads before the first paint, so it must fit the same budgets
 * (docs/decisions/0047-two-languages.md).
 */
const languages = ['en', 'sw'] as const;
type Language = (typeof languages)[number];
const addressOf = (page: string, language: Language) => (language === 'en' ? page : `${page}?lang=${language}`);
/** Lighthouse varies from run to run; the run with the median performance score is kept. */
const runsPerPage = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// As for the browser tests: root in a closed network (see STACK.md).
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const distDir = path.join(repoRoot, 'apps/web/dist');
const kB = 1024;

type PageRun = {
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferredBytes: number;
  /** Every script and stylesheet the page loaded before any interaction, with its gzip size. */
  scripts: AssetSize[];
  styles: AssetSize[];
};
type AssetSize = { url: string; gzipBytes: number; transferredBytes: number };
/** One page in one language: its median run and every run. */
type Measurement = { page: string; language: Language; median: PageRun; runs: PageRun[] };

export const pagesPart: BenchPart = {
  id: 'pages',
  async run(): Promise<PartResult> {
    const product = await startProduct();
    const measurements: Measurement[] = [];
    for (const page of pages) {
      for (const language of languages) {
        const runs: PageRun[] = [];
        for (let run = 0; run < runsPerPage; run += 1) runs.push(await auditWithRetry(`${product.server.url}${addressOf(page, language)}`));
        const median = medianByPerformance(runs);
        measurements.push({ page, language, median, runs });
        console.log(`${addressOf(page, language)}: performance ${median.scores.performance}, accessibility ${median.scores.accessibility}`);
      }
    }
    return report(measurements);
  },
};

/** Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART); that run is repeated once. */
async function auditWithRetry(url: string): Promise<PageRun> {
  try {
    return await audit(url);
  } catch (error) {
    console.warn(`Lighthouse failed on ${url}, once more: ${(error as Error).message}`);
    return audit(url);
  }
}

async function audit(url: string): Promise<PageRun> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
    return {
      scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      transferredBytes: numeric('total-byte-weight'),
      scripts: assetSizes(requests, 'Script'),
      styles: assetSizes(requests, 'Stylesheet'),
    };
  } finally {
    await chrome.kill();
  }
}

type NetworkRequest = { url: string; resourceType?: string; transferSize?: number };

/**
 * The server sends brotli to Chromium, so the transferred size is brotli's; the budget is in
 * gzip (what older phones' browsers get), measured here from the very files that were served.
 */
function assetSizes(requests: NetworkRequest[], resourceType: string): AssetSize[] {
  return requests
    .filter((request) => request.resourceType === resourceType)
    .map((request) => {
      const file = path.join(distDir, new URL(request.url).pathname);
      return { url: new URL(request.url).pathname, gzipBytes: gzipSync(readFileSync(file), { level: 9 }).length, transferredBytes: request.transferSize ?? 0 };
    });
}

function medianByPerformance(runs: PageRun[]): PageRun {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const sum = (assets: AssetSize[], key: 'gzipBytes' | 'transferredBytes') => assets.reduce((total, asset) => total + asset[key], 0);
const formatKb = (bytes: number) => `${(bytes / kB).toFixed(1)} KB`;

function report(measurements: Measurement[]): PartResult {
  const budgets: Budget[] = [];
  // The JavaScript budget is the English landing page's: English visitors download no catalogue
  // (docs/decisions/0047-two-languages.md); the Kiswahili one's size is in the table beside it.
  const landing = measurements.find(({ page, language }) => page === '/' && language === 'en')!.median;
  const landingJs = sum(landing.scripts, 'gzipBytes');
  budgets.push({ name: 'Landing route: JavaScript before interaction (gzip)', measured: formatKb(landingJs), limit: '<= 100 KB', pass: landingJs <= 100 * kB });
  for (const { page, language, median: run } of measurements) {
    const name = addressOf(page, language);
    budgets.push({ name: `${name}: Lighthouse performance`, measured: String(run.scores.performance), limit: '>= 95', pass: run.scores.performance >= 95 });
    budgets.push({ name: `${name}: Lighthouse accessibility`, measured: String(run.scores.accessibility), limit: '100', pass: run.scores.accessibility === 100 });
    budgets.push({ name: `${name}: CLS`, measured: run.cls.toFixed(3), limit: '< 0.05', pass: run.cls < 0.05 });
  }
  return {
    title: '4. Pages on a phone',
    method:
      `Lighthouse ${lighthouseVersion()} with its default mobile settings (simulated slow 4G: 150 ms RTT, 1.6 Mbit/s; 4x CPU slowdown) in Debian's Chromium, ` +
      `a fresh profile per run (nothing cached), against \`npm start\`'s server with the demo data. Each page ran ${runsPerPage} times in English and ` +
      `${runsPerPage} times in Kiswahili (\`?lang=sw\`: its catalogue downloads before the first paint); the run with the median ` +
      'performance score is shown. JS and CSS are every script and stylesheet the page loaded before any interaction, gzip-compressed (level 9) from the served files; ' +
      '"transferred" is what Chromium actually received (brotli).',
    tables: [
      {
        title: 'Lighthouse (median run)',
        columns: ['page', 'language', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS', 'bytes transferred'],
        rows: measurements.map(({ page, language, median: run }) => [
          page,
          language,
          run.scores.performance,
          run.scores.accessibility,
          run.scores['best-practices'],
          run.scores.seo,
          formatMs(run.lcpMs),
          formatMs(run.tbtMs),
          run.cls.toFixed(3),
          formatKb(run.transferredBytes),
        ]),
      },
      {
        title: 'What each route loads before interaction',
        columns: ['page', 'language', 'JS files', 'JS gzip', 'JS transferred', 'CSS gzip', 'CSS transferred'],
        rows: measurements.map(({ page, language, median: run }) => [
          page,
          language,
          run.scripts.length,
          formatKb(sum(run.scripts, 'gzipBytes')),
          formatKb(sum(run.scripts, 'transferredBytes')),
          formatKb(sum(run.styles, 'gzipBytes')),
          formatKb(sum(run.styles, 'transferredBytes')),
        ]),
      },
      {
        title: 'Performance score of every run',
        columns: ['page', 'language', 'runs'],
        rows: measurements.map(({ page, language, runs }) => [page, language, runs.map((run) => run.scores.performance).join(', ')]),
      },
    ],
    budgets,
    raw: {
      runsPerPage,
      measured: Object.fromEntries(measurements.map(({ page, language, median }) => [addressOf(page, language), median])),
      allRuns: Object.fromEntries(measurements.map(({ page, language, runs }) => [addressOf(page, language), runs])),
    },
  };
}

function lighthouseVersion(): string {
  return (JSON.parse(readFileSync(path.join(repoRoot, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;
}
