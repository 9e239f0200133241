import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Paths that belong to the API: an unknown one is a JSON 404, never the app's HTML. */
const apiPrefixes = ['/api/', '/uploads/', '/auth/'];
/** Web routes that live under an API prefix (docs/product.md §2's social sign-in return point). */
const webRoutesUnderApiPrefixes = ['/auth/google/callback'];

function isWebRoute(url: string): boolean {
  const pathname = url.split('?')[0]!;
  if (webRoutesUnderApiPrefixes.includes(pathname)) return true;
  return pathname !== '/api' && !apiPrefixes.some((prefix) => pathname.startsWith(prefix));
}

/**
 * The CSP sources that let the built index.html's own inline scripts run (its route
 * preloads, apps/web/build/route-preloads.ts), and nothing else inline.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return [];
  const scripts = readFileSync(indexFile, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g);
  return [...scripts].map(([, script]) => `'sha256-${createHash('sha256').update(script!).digest('base64')}'`);
}

function cachePolicy(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  // The shell must never be cached stale: it names the current hashed assets.
  if (filePath.endsWith('index.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Serves the built web app: hashed assets cached for a year (pre-compressed with brotli and
 * gzip at build time, so no CPU is spent per request), and index.html for every other GET
 * so client-side routes work on reload.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No web build at ${distDir}; only the API is served (run npm start to build it).`);
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      reply.header('cache-control', cachePolicy(filePath));
    },
  });

  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (!isWebRoute(request.url)) return reply.callNotFound();
    const file = path.posix.normalize(decodeURIComponent(request.url.split('?')[0]!)).replace(/^\/+/, '');
    const isInsideDist = !file.startsWith('..');
    if (isInsideDist && path.extname(file) && existsSync(path.join(distDir, file))) return reply.sendFile(file);
    return sendIndex(reply);
  });

  function sendIndex(reply: FastifyReply) {
    return reply.sendFile('index.html');
  }
}
