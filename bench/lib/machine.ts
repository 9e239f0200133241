import { existsSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type Machine = { cpu: string; cores: number; ramGb: number; node: string; date: string; commit: string };

/** What the numbers were measured on: results from another machine are not comparable. */
export function describeMachine(repoRoot: string): Machine {
  return {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    cores: os.availableParallelism(),
    ramGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    commit: currentCommit(repoRoot),
  };
}

export function formatMachine(machine: Machine): string {
  return `${machine.cpu}, ${machine.cores} cores, ${machine.ramGb} GB RAM, Node ${machine.node}, ${machine.date}, commit ${machine.commit}`;
}

/**
 * The checked-out commit, read from .git directly so the bench needs no git binary. Local
 * changes are not detected: run the bench on a committed tree.
 */
function currentCommit(repoRoot: string): string {
  try {
    let gitDir = path.join(repoRoot, '.git');
    if (statSync(gitDir).isFile()) gitDir = path.resolve(repoRoot, readFileSync(gitDir, 'utf8').replace(/^gitdir:\s*/, '').trim());
    const head = readFileSync(path.join(gitDir, 'HEAD'), 'utf8').trim();
    if (!head.startsWith('ref:')) return head.slice(0, 12);
    const ref = head.slice(4).trim();
    // A worktree keeps its HEAD but shares refs with the main repository.
    const commonDir = existsSync(path.join(gitDir, 'commondir'))
      ? path.resolve(gitDir, readFileSync(path.join(gitDir, 'commondir'), 'utf8').trim())
      : gitDir;
    for (const dir of [gitDir, commonDir]) {
      if (existsSync(path.join(dir, ref))) return readFileSync(path.join(dir, ref), 'utf8').trim().slice(0, 12);
    }
    const packed = readFileSync(path.join(commonDir, 'packed-refs'), 'utf8').split('\n').find((line) => line.endsWith(` ${ref}`));
    return packed ? packed.slice(0, 12) : 'unknown';
  } catch {
    return 'unknown';
  }
}
