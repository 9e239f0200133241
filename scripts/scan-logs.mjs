// The log scan: fails when any line the test servers logged holds a token, a
// password or a reset link. Vitest's test apps (apps/server/test/helpers.ts) and the
// Playwright server (e2e/serve.mjs) write to test-results/server-logs/.
//
//   node scripts/scan-logs.mjs                 scan; fail on a secret, or when there is no log at all
//   node scripts/scan-logs.mjs --require e2e-  also fail when no log file's name contains e2e-
//   node scripts/scan-logs.mjs --clear         empty the folder before a run (old logs must not count)
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { findSecrets } from './log-secrets.mjs';

const logsDir = path.resolve(import.meta.dirname, '..', 'test-results', 'server-logs');
const args = process.argv.slice(2);

if (args.includes('--clear')) {
  rmSync(logsDir, { recursive: true, force: true });
  process.exit(0);
}

const files = existsSync(logsDir) ? readdirSync(logsDir).filter((file) => file.endsWith('.log')) : [];
const required = args.flatMap((arg, index) => (args[index - 1] === '--require' ? [arg] : []));
const problems = [];
let lineCount = 0;

for (const file of files) {
  const lines = readFileSync(path.join(logsDir, file), 'utf8').split('\n');
  lines.forEach((line, index) => {
    if (!line) return;
    lineCount += 1;
    const found = findSecrets(line);
    if (found.length) problems.push(`${file}:${index + 1}: ${found.join(', ')}: ${excerpt(line)}`);
  });
}
for (const prefix of required) {
  if (!files.some((file) => file.includes(prefix))) problems.push(`no log file named *${prefix}* (did that server log to ${logsDir}?)`);
}
// An empty folder would pass every scan: it proves nothing, so it fails.
if (lineCount === 0) problems.push(`no log lines in ${logsDir}: the scan would prove nothing`);

if (problems.length) {
  console.error(`Log scan failed (${problems.length}):\n${problems.slice(0, 50).join('\n')}`);
  process.exit(1);
}
console.log(`Log scan: ${lineCount} lines in ${files.length} files, no token, password or reset link.`);

/** Enough of the line to find it, without printing a whole (possibly 10 kB) line. */
function excerpt(line) {
  return line.length > 300 ? `${line.slice(0, 300)}...` : line;
}
