// `npm run bench [-- part ...]`: runs the benchmark parts one after another (all of them, or
// those named), writes bench/results/<part>.json and rebuilds bench/results/latest.md from
// every part's latest results, and exits 1 when a part that ran failed or missed a budget.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeMachine } from './lib/machine';
import { renderLatestMarkdown } from './lib/markdown';
import { repoRoot, stopAll } from './lib/product';
import { hasFailedBudget, readStoredPart, writeStoredPart, type StoredPart } from './lib/results';
import type { BenchPart } from './lib/report';
import { livePart } from './parts/live';
import { loginStormPart } from './parts/login-storm';
import { mpesaPart } from './parts/mpesa';
import * as pages from './parts/pages';
import * as scale from './parts/scale';
import { throughputPart } from './parts/throughput';

const resultsDir = path.join(repoRoot, 'bench/results');

/** Parts 3 and 4 are built separately; whatever BenchPart their module exports is taken. */
function exportedPart(module: Record<string, unknown>, id: string): BenchPart {
  const part = Object.values(module).find((value): value is BenchPart => typeof (value as BenchPart | undefined)?.run === 'function');
  if (!part) throw new Error(`bench/parts/${id}.ts exports no BenchPart`);
  return part;
}

const parts: BenchPart[] = [throughputPart, loginStormPart, exportedPart(scale, 'scale'), exportedPart(pages, 'pages'), livePart, mpesaPart];

const requested = process.argv.slice(2);
const unknown = requested.filter((id) => !parts.some((part) => part.id === id));
if (unknown.length > 0) {
  console.error(`Unknown part: ${unknown.join(', ')}. Parts: ${parts.map((part) => part.id).join(', ')}`);
  process.exit(2);
}
const toRun = requested.length > 0 ? parts.filter((part) => requested.includes(part.id)) : parts;

process.once('SIGINT', () => {
  console.error('\nInterrupted: stopping what the bench started...');
  void stopAll().finally(() => process.exit(130));
});

const machine = describeMachine(repoRoot);
let isAnyFailing = false;
for (const part of toRun) {
  console.log(`\n== ${part.id} ==`);
  const started = Date.now();
  let stored: StoredPart;
  let files: Record<string, string> = {};
  try {
    const { files: partFiles = {}, ...result } = await part.run();
    files = partFiles;
    stored = { id: part.id, machine, files: Object.keys(files), status: 'done', result };
  } catch (error) {
    console.error(error);
    stored = { id: part.id, machine, files: [], status: 'failed', error: (error as Error).message ?? String(error) };
  } finally {
    await stopAll();
  }
  writeStoredPart(resultsDir, stored, files);
  isAnyFailing ||= hasFailedBudget(stored);
  console.log(`== ${part.id}: ${describeOutcome(stored)} in ${Math.round((Date.now() - started) / 1000)} s ==`);
}

const sections = parts.map(({ id }) => ({ id, stored: readStoredPart(resultsDir, id) }));
writeFileSync(path.join(resultsDir, 'latest.md'), renderLatestMarkdown(machine, sections));
console.log(`\nWrote ${path.relative(process.cwd(), path.join(resultsDir, 'latest.md'))}`);
process.exit(isAnyFailing ? 1 : 0);

function describeOutcome(stored: StoredPart): string {
  if (stored.status === 'failed') return `FAIL (${stored.error})`;
  const failed = stored.result.budgets.filter((budget) => !budget.pass);
  return failed.length === 0 ? 'every budget passes' : `FAIL: ${failed.map((budget) => budget.name).join('; ')}`;
}
