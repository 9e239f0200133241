import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Machine } from './machine';
import type { PartResult } from './report';

/** What bench/results/<id>.json holds: enough to rebuild latest.md when other parts re-run. */
export type StoredPart = {
  id: string;
  machine: Machine;
  /** Extra files this part wrote under bench/results/, replaced when it runs again. */
  files: string[];
} & ({ status: 'done'; result: Omit<PartResult, 'files'> } | { status: 'failed'; error: string });

export function readStoredPart(resultsDir: string, id: string): StoredPart | undefined {
  const file = path.join(resultsDir, `${id}.json`);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as StoredPart;
  } catch {
    return undefined;
  }
}

/** Writes <id>.json and the part's extra files, removing the files of its previous run. */
export function writeStoredPart(resultsDir: string, stored: StoredPart, files: Record<string, string> = {}): void {
  mkdirSync(resultsDir, { recursive: true });
  for (const name of readStoredPart(resultsDir, stored.id)?.files ?? []) rmSync(insideResults(resultsDir, name), { force: true });
  for (const [name, content] of Object.entries(files)) {
    const target = insideResults(resultsDir, name);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, withFinalNewline(content));
  }
  writeFileSync(path.join(resultsDir, `${stored.id}.json`), `${JSON.stringify(stored, null, 2)}\n`);
}

/** A part names its files relative to bench/results/; it may not write outside it. */
function insideResults(resultsDir: string, name: string): string {
  const target = path.resolve(resultsDir, name);
  if (!target.startsWith(`${path.resolve(resultsDir)}${path.sep}`)) throw new Error(`result file outside bench/results: ${name}`);
  return target;
}

export function hasFailedBudget(stored: StoredPart): boolean {
  return stored.status === 'failed' || stored.result.budgets.some((budget) => !budget.pass);
}

const withFinalNewline = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);
