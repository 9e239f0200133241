// Builds the web app when its build is missing or stale, then pre-compresses it (brotli and
// gzip) so the server sends small files to slow phones without compressing per request.
// "Stale" is decided by a hash of the sources, not by timestamps (a git checkout resets those).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const stampFile = path.join(dist, '.source-hash');
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/shared/src',
  'package-lock.json',
  // How the build is made and compressed is part of what it is.
  'scripts/build-web.mjs',
];

function webSourceHash() {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => listFiles(path.join(root, input))).sort()) {
    if (/\.test\.tsx?$/.test(file) || file.includes(`${path.sep}test${path.sep}`)) continue;
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

function listFiles(target) {
  if (!existsSync(target)) return [];
  if (!statSync(target).isDirectory()) return [target];
  return readdirSync(target, { withFileTypes: true }).flatMap((entry) => listFiles(path.join(target, entry.name)));
}

function precompress(folder) {
  for (const file of listFiles(folder)) {
    if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(file)) continue;
    // Small files too: brotli still takes about a fifth off the build's small chunks, and a file
    // without its compressed copy would be compressed again for every request that asks for it.
    const content = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

export function buildWebIfStale({ force = false } = {}) {
  const hash = webSourceHash();
  // The server's rendering bundle comes from the same build: without it the build is not whole.
  const isWhole = existsSync(stampFile) && existsSync(path.join(root, 'apps/web/dist-server/render-page.js'));
  if (!force && isWhole && readFileSync(stampFile, 'utf8') === hash) return false;
  console.log('Building the web app...');
  const result = spawnSync('npm', ['run', 'build', '-w', '@fundi/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The web app build failed');
  precompress(dist);
  writeFileSync(stampFile, hash);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildWebIfStale({ force: process.argv.includes('--force') });
}
