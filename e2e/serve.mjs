// Starts the product for the browser tests exactly as `npm start` does, in a data folder
// wiped first so every run begins with just the demo data. The server runs as a child so its
// whole log can go to test-results/server-logs/e2e-<port>.log, where `npm test`'s log scan
// checks that no token, password or reset link reached it; warnings, errors and anything
// that is not a log line (a crash, the web build) are also shown on the console.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

if (!process.env.DATA_DIR?.includes('fundi-e2e-')) throw new Error('e2e/serve.mjs only wipes a fundi-e2e-* DATA_DIR');
rmSync(process.env.DATA_DIR, { recursive: true, force: true });

const root = path.resolve(import.meta.dirname, '..');
const logsDir = path.join(root, 'test-results', 'server-logs');
mkdirSync(logsDir, { recursive: true });
const log = createWriteStream(path.join(logsDir, `e2e-${process.env.PORT ?? 3000}.log`));

const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
for (const output of [server.stdout, server.stderr]) {
  readline.createInterface({ input: output, crlfDelay: Infinity }).on('line', (line) => {
    log.write(`${line}\n`);
    if (!isQuietLogLine(line)) process.stderr.write(`${line}\n`);
  });
}

// Playwright stops the server by signalling the whole process group, so the child gets the
// same SIGTERM and shuts down gracefully by itself; forwarding it would be a second SIGTERM,
// which ends the server at once. This process only waits for it.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => undefined);
server.on('close', (code, signal) => log.end(() => process.exit(code ?? (signal ? 1 : 0))));

/** A log line below warning level (trace, debug, info): kept in the file only. */
function isQuietLogLine(line) {
  try {
    return ['trace', 'debug', 'info'].includes(JSON.parse(line).level);
  } catch {
    return false;
  }
}
