// `npm test`: typecheck, lint, the dead-code check (knip), unit + server integration tests
// (vitest, real PostgreSQL), browser tests (Playwright in Debian's Chromium against a real
// server), and a scan of the logs those servers wrote for secrets. Every step runs even when an
// earlier one fails, so one run shows everything that is wrong.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'test-results');
mkdirSync(reports, { recursive: true });
// Only this run's logs may count in the log scan.
rmSync(path.join(reports, 'server-logs'), { recursive: true, force: true });

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
ensureChromium();

const steps = [
  { name: 'typecheck', command: ['npx', 'tsc', '-b'] },
  { name: 'lint', command: ['npx', 'eslint', '--max-warnings=0', '.'] },
  // Files nothing loads, exports nothing imports, dependencies unused or unlisted (knip.config.ts).
  { name: 'dead code', command: ['npx', 'knip', '--no-progress'] },
  {
    name: 'unit and server tests',
    command: ['npx', 'vitest', 'run', '--project', 'shared', '--project', 'web', '--project', 'server', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, 'vitest.json')}`],
  },
  { name: 'browser tests', command: ['npx', 'playwright', 'test', '-c', 'e2e'], env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json') } },
  // Both kinds of server must have logged, or the scan proves nothing about them.
  { name: 'log scan', command: ['node', 'scripts/scan-logs.mjs', '--require', '.test-', '--require', 'e2e-'] },
];

const failed = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const result = spawnSync(step.command[0], step.command.slice(1), { cwd: root, stdio: 'inherit', env: { ...process.env, ...step.env } });
  if (result.status !== 0) failed.push(step.name);
}

const vitest = readJson('vitest.json');
const playwright = readJson('playwright.json');
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
const failedTests = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + (playwright?.stats?.flaky ?? 0);
console.log(`\n${failed.length ? `Failed steps: ${failed.join(', ')}` : 'Every step passed (typecheck, lint, dead code, unit, server, browser, log scan).'}`);
console.log(`tests: ${passed} passed, ${failedTests} failed`);
// CI keeps only the end of the output, so the names of what failed are repeated here.
for (const name of failedTestNames(vitest, playwright)) console.log(`failed: ${name}`);
process.exit(failed.length ? 1 : 0);

function readJson(file) {
  const full = path.join(reports, file);
  return existsSync(full) ? JSON.parse(readFileSync(full, 'utf8')) : undefined;
}

function failedTestNames(vitest, playwright) {
  const names = [];
  for (const file of vitest?.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failedCases = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedCases) names.push(`${where} › ${test.fullName}`);
    // A file that failed to load or whose hooks threw has no failed case of its own.
    if (file.status === 'failed' && failedCases.length === 0) names.push(`${where}: ${file.message.split('\n')[0]}`);
  }
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'unexpected' || test.status === 'flaky') names.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')} (${test.status})`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles);
  };
  for (const suite of playwright?.suites ?? []) walk(suite, []);
  return names;
}

/** Browser tests use Debian's Chromium (a tool's own browser download cannot work here). */
function ensureChromium() {
  if (existsSync(chromium)) return;
  const asRoot = process.getuid?.() === 0;
  if (!asRoot || spawnSync('which', ['apt-get']).status !== 0) {
    console.error(`Chromium is missing at ${chromium}. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  console.log('Installing Chromium from Debian packages...');
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) process.exit(1);
  }
}
