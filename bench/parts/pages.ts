import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { putInLocalStorage } from '../lib/devtools';
import { repoRoot, startProduct } from '../lib/product';
import { startTlsFront } from '../lib/tls-front';
import type { BenchPart, Budget, PartResult } from '../lib/report';
import { formatMs } from '../lib/stats';
import { listTargets, repeatedRuns, signInDemoBuyer, type Language, type StoredSession, type Target } from '../pages/targets';

// The pages part: the public pages and the demo buyer's signed-in pages as a cheap phone sees
// them (the list and the run scheme: bench/pages/targets.ts). Lighthouse's default config is the
// mobile one (Moto G Power screen, simulated slow 4G, 4x CPU slowdown).
const addressOf = (page: string, language: Language) => (language === 'en' ? page : `${page}?lang=${language}`);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// As for the browser tests: root in a closed network (see STACK.md).
// The TLS front's certificate is made for the run (lib/tls-front.ts), so Chromium is told to take it.
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--ignore-certificate-errors'];
const distDir = path.join(repoRoot, 'apps/web/dist');
const kB = 1024;

/** What the next piece of work (pages that paint before their JavaScript arrives) is judged on. */
const budgetsOf = {
  landingJsKb: 80,
  publicPerformance: 100,
  publicLcpMs: 1500,
  signedInPerformance: 95,
  accessibility: 100,
  cls: 0.05,
};

type PageRun = {
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferredBytes: number;
  /** Every script and stylesheet the page loaded before any interaction, with its gzip size. */
  scripts: AssetSize[];
  styles: AssetSize[];
  /** Wall time of the run: Chromium's start, the sign-in if any, Lighthouse. */
  durationMs: number;
};
type AssetSize = { url: string; gzipBytes: number; transferredBytes: number };
/** One page in one language: its median run and every run. */
type Measurement = { target: Target; language: Language; median: PageRun; runs: PageRun[] };

export const pagesPart: BenchPart = {
  id: 'pages',
  async run(): Promise<PartResult> {
    const started = Date.now();
    const product = await startProduct();
    const baseUrl = product.server.url;
    // Lighthouse opens the pages as phones reach them, through the TLS front; the bench's own
    // calls (the targets, the sign-in) go to the server itself.
    const front = await startTlsFront(baseUrl);
    const pagesUrl = front ?? baseUrl;
    if (!front) console.warn('pages: no nginx or openssl here, so Lighthouse measures Node directly over HTTP/1.1');
    const targets = await listTargets(baseUrl);
    const measurements: Measurement[] = [];
    for (const target of targets) {
      for (const language of target.languages) {
        const url = `${pagesUrl}${addressOf(target.path, language)}`;
        const runs: PageRun[] = [];
        for (let run = 0; run < target.runs; run += 1) runs.push(await auditWithRetry(url, target.isSignedIn ? () => signInDemoBuyer(baseUrl) : undefined));
        const median = medianByPerformance(runs);
        measurements.push({ target, language, median, runs });
        console.log(
          `${labelOf(target, language)}: performance ${runs.map((run) => run.scores.performance).join(', ')}, accessibility ${median.scores.accessibility}, ` +
            `LCP ${formatMs(median.lcpMs)} (${Math.round((Date.now() - started) / 1000)} s so far)`,
        );
      }
    }
    return report(measurements, Date.now() - started, front !== undefined);
  },
};

/** The page and language as the report names them, e.g. `/services?lang=sw`, `/orders (signed in)`. */
function labelOf(target: Target, language: Language): string {
  return `${addressOf(target.path, language)}${target.note ? ` (${target.note})` : ''}`;
}

/** Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART); that run is repeated once. */
async function auditWithRetry(url: string, signIn?: () => Promise<StoredSession>): Promise<PageRun> {
  try {
    return await audit(url, signIn);
  } catch (error) {
    console.warn(`Lighthouse failed on ${url}, once more: ${(error as Error).message}`);
    return audit(url, signIn);
  }
}

/**
 * One Lighthouse run in a fresh Chromium profile. For a signed-in page, the demo buyer logs in
 * through the API and the tokens are written into that profile's localStorage, where the web
 * app looks for them at start (apps/web/src/lib/session.ts), before Lighthouse opens the page;
 * Lighthouse then must not reset the origin's storage (`disableStorageReset`). A run that ends
 * anywhere but on the page asked for (the sign-in did not take: /login) fails.
 */
async function audit(url: string, signIn?: () => Promise<StoredSession>): Promise<PageRun> {
  const started = Date.now();
  const session = signIn ? await signIn() : undefined;
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const { origin, pathname } = new URL(url);
    if (session) await putInLocalStorage(chrome.port, origin, '/api/health', session);
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: session !== undefined });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
    if (session && new URL(lhr.finalDisplayedUrl).pathname !== pathname) throw new Error(`${url} signed in ended on ${lhr.finalDisplayedUrl}`);
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
      durationMs: Date.now() - started,
    };
  } finally {
    await chrome.kill();
  }
}

type NetworkRequest = { url: string; resourceType?: string; transferSize?: number };

/**
 * The server sends brotli to Chromium, so the transferred size is brotli's; the budget is in
 * gzip (what older phones' browsers get), measured here from the very files that were served.
 * A script that is no file of the build (none today) counts its transferred size.
 */
function assetSizes(requests: NetworkRequest[], resourceType: string): AssetSize[] {
  return requests
    .filter((request) => request.resourceType === resourceType)
    .map((request) => {
      const { pathname } = new URL(request.url);
      const file = path.join(distDir, pathname);
      const transferredBytes = request.transferSize ?? 0;
      const gzipBytes = pathname.startsWith('/assets/') && existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : transferredBytes;
      return { url: pathname, gzipBytes, transferredBytes };
    });
}

function medianByPerformance(runs: PageRun[]): PageRun {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const sum = (assets: AssetSize[], key: 'gzipBytes' | 'transferredBytes') => assets.reduce((total, asset) => total + asset[key], 0);
const formatKb = (bytes: number) => `${(bytes / kB).toFixed(1)} KB`;

function report(measurements: Measurement[], durationMs: number, isThroughFront: boolean): PartResult {
  const budgets: Budget[] = [];
  // The JavaScript budget is the English landing page's: English visitors download no catalogue
  // (docs/decisions/0047-two-languages.md); the Kiswahili one's size is in the table beside it.
  const landing = measurements.find(({ target, language }) => target.path === '/' && language === 'en')!.median;
  const landingJs = sum(landing.scripts, 'gzipBytes');
  budgets.push({
    name: 'Landing route: JavaScript before interaction (gzip)',
    measured: formatKb(landingJs),
    limit: `<= ${budgetsOf.landingJsKb} KB`,
    pass: landingJs <= budgetsOf.landingJsKb * kB,
  });
  for (const { target, language, median: run } of measurements) {
    const name = labelOf(target, language);
    const performance = target.isSignedIn ? budgetsOf.signedInPerformance : budgetsOf.publicPerformance;
    budgets.push({
      name: `${name}: Lighthouse performance`,
      measured: String(run.scores.performance),
      limit: performance === 100 ? '100' : `>= ${performance}`,
      pass: run.scores.performance >= performance,
    });
    if (!target.isSignedIn) {
      budgets.push({ name: `${name}: LCP`, measured: formatMs(run.lcpMs), limit: `< ${budgetsOf.publicLcpMs} ms`, pass: run.lcpMs < budgetsOf.publicLcpMs });
    }
    budgets.push({
      name: `${name}: Lighthouse accessibility`,
      measured: String(run.scores.accessibility),
      limit: String(budgetsOf.accessibility),
      pass: run.scores.accessibility >= budgetsOf.accessibility,
    });
    budgets.push({ name: `${name}: CLS`, measured: run.cls.toFixed(3), limit: `< ${budgetsOf.cls}`, pass: run.cls < budgetsOf.cls });
  }
  const pageCell = (target: Target) => `${target.path}${target.note ? ` (${target.note})` : ''}`;
  const audits = measurements.reduce((total, { runs }) => total + runs.length, 0);
  return {
    title: '4. Pages on a phone',
    method:
      `Lighthouse ${lighthouseVersion()} with its default mobile settings (simulated slow 4G: 150 ms RTT, 1.6 Mbit/s; 4x CPU slowdown) in Debian's Chromium, ` +
      `a fresh profile per run (nothing cached), against \`npm start\`'s server with the demo data, ` +
      (isThroughFront
        ? 'reached through nginx with TLS and HTTP/2 as docs/deploy.md serves it (a certificate made for the run). '
        : 'reached directly over HTTP/1.1 (no nginx or openssl on this machine: slower than production, where nginx serves HTTP/2). ') +
      'Public pages in English and in Kiswahili ' +
      `(\`?lang=sw\`: its catalogue downloads before the first paint); the demo buyer's signed-in pages in English, signed in through \`POST /auth/login\` ` +
      'with the tokens written into the profile\'s localStorage before Lighthouse opens the page (which then leaves storage alone). ' +
      `\`/\`, \`/services\`, \`/services/plumbing\`, \`/login\` and the signed-in pages ran ${repeatedRuns} times each, the run with the median ` +
      'performance score shown; every other page ran once per language, so its numbers are one run\'s and move by a few points from run to run. ' +
      'JS and CSS are every script and stylesheet the page loaded before any interaction, gzip-compressed (level 9) from the served files; ' +
      `"transferred" is what Chromium actually received (brotli). ${audits} Lighthouse runs in ${(durationMs / 60_000).toFixed(1)} minutes.`,
    tables: [
      {
        title: 'Lighthouse (median run; one run for pages measured once)',
        columns: ['page', 'language', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS', 'bytes transferred'],
        rows: measurements.map(({ target, language, median: run }) => [
          pageCell(target),
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
        rows: measurements.map(({ target, language, median: run }) => [
          pageCell(target),
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
        rows: measurements.map(({ target, language, runs }) => [pageCell(target), language, runs.map((run) => run.scores.performance).join(', ')]),
      },
    ],
    budgets,
    raw: {
      runsPerRepeatedPage: repeatedRuns,
      durationMs,
      pages: measurements.map(({ target, language }) => ({ ...target, language })),
      measured: Object.fromEntries(measurements.map(({ target, language, median }) => [labelOf(target, language), median])),
      allRuns: Object.fromEntries(measurements.map(({ target, language, runs }) => [labelOf(target, language), runs])),
    },
  };
}

function lighthouseVersion(): string {
  return (JSON.parse(readFileSync(path.join(repoRoot, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;
}
