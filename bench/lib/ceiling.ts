import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onStop, repoRoot } from './product';

/** Starts bench/lib/ceiling-server.ts as a child process answering with `body`; resolves to its URL. */
export async function startCeilingServer(body: Buffer, contentType: string): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fundi-bench-ceiling-'));
  const bodyFile = path.join(dir, 'body');
  writeFileSync(bodyFile, body);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'bench/lib/ceiling-server.ts'), bodyFile, contentType], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  onStop(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.setEncoding('utf8');
    child.stdout!.once('data', (line: string) => resolve(Number(line.trim())));
    child.once('exit', (code) => reject(new Error(`the ceiling server exited (${code})`)));
  });
  return `http://127.0.0.1:${port}`;
}
