import fastifyStatic from '@fastify/static';
import { LANGUAGE_COOKIE } from '@fundi/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createPageCache } from '../lib/page-rendering/page-cache';
import { createPageHtml } from '../lib/page-rendering/page-html';
import { pageLanguage } from '../lib/page-rendering/page-language';
import { createPageRenderer, PageNotRendered } from '../lib/page-rendering/page-renderer';
import type { RenderedPage } from '../lib/page-rendering/messages';
import { registerPlainForms } from './plain-forms';
import { createSharedAnswer, sendSharedAnswer } from './compression';

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
 * gzip at build time, so no CPU is spent per request); the public pages as HTML with their
 * content (docs/decisions/0056-pages-sent-as-html.md); and index.html for every other GET so
 * client-side routes work on reload.
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

  const sendPage = registerPageRendering(app, distDir);
  // Without the server's rendering the outcome of a refused form is lost (the shell is sent);
  // a login still signs in.
  await registerPlainForms(app, sendPage);
  // `etag`: a page that has not changed since the browser's copy is a 304 (plugins/etag.ts).
  app.get('/', { schema: { hide: true }, config: { etag: true } }, (request, reply) => sendPage(request, reply));
  app.get('/*', { schema: { hide: true }, config: { etag: true } }, async (request, reply) => {
    if (!isWebRoute(request.url)) return reply.callNotFound();
    const file = path.posix.normalize(decodeURIComponent(request.url.split('?')[0]!)).replace(/^\/+/, '');
    const isInsideDist = !file.startsWith('..');
    if (isInsideDist && path.extname(file) && existsSync(path.join(distDir, file))) return reply.sendFile(file);
    return sendPage(request, reply);
  });
}

function sendIndex(reply: FastifyReply) {
  return reply.sendFile('index.html');
}

/**
 * The public pages rendered by the web app's own code in a worker thread (lib/page-rendering),
 * kept a short while, and sent with their content; every other address, and any page the
 * worker cannot render in time, gets the app shell, which the browser renders as before.
 */
function registerPageRendering(app: FastifyInstance, distDir: string) {
  const bundle = path.join(distDir, '..', 'dist-server', 'render-page.js');
  const toHtml = existsSync(bundle) ? createPageHtml(distDir) : undefined;
  if (!toHtml) {
    app.log.warn(`No server rendering at ${bundle}; every page is rendered by the browser (run npm start to build it).`);
    return (_request: FastifyRequest, reply: FastifyReply) => sendIndex(reply);
  }
  const renderer = createPageRenderer({
    bundle,
    // The page's own GETs, answered by the app as the visitor's browser would be: their rate
    // limits, and nothing signed in (no Authorization header).
    answerApi: async (apiPath, visitor) => {
      const answer = await app.inject({ method: 'GET', url: apiPath, remoteAddress: visitor, headers: { accept: 'application/json' } });
      return { status: answer.statusCode, contentType: String(answer.headers['content-type'] ?? 'application/json'), body: answer.body };
    },
    onFailure: (reason) => app.log.error({ reason }, 'a page could not be rendered on the server'),
  });
  app.addHook('onClose', () => renderer.close());

  const prepare = (page: RenderedPage) => ({ status: page.status, answer: createSharedAnswer(toHtml(page), 'text/html; charset=utf-8') });
  const pages = createPageCache(renderer.render, prepare);

  /** `state`: the page opens with it (a plain form's outcome): rendered for this one request, never kept. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, state?: unknown) => {
    const language = pageLanguage(request.url, request.headers);
    const address = addressWithoutLanguage(request.url);
    try {
      const page =
        state === undefined ? await pages.get(address, language, request.ip) : await renderer.render(address, language, request.ip, state).then((rendered) => rendered && prepare(rendered));
      if (!page) return await sendIndex(reply);
      if (page.status !== 200) reply.code(page.status);
      // Never kept stale: the page names the current assets, and the catalogue changes.
      reply.header('cache-control', state === undefined ? 'no-cache' : 'no-store').header('vary', 'cookie, accept-language');
      // `?lang=` is a choice, remembered as the page's script remembers it, so that what this
      // reader sends or opens next (before any script has run) is in it too.
      if (new URL(request.url, 'http://fundi.invalid').searchParams.get('lang') === language) {
        reply.header('set-cookie', `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${request.protocol === 'https' ? '; Secure' : ''}`);
      }
      return await sendSharedAnswer(request, reply, page.answer);
    } catch (error) {
      if (!(error instanceof PageNotRendered)) throw error;
      request.log.warn({ reason: error.message }, 'page sent as the app shell');
      return sendIndex(reply);
    }
  };
  return sendPage;
}

/** `?lang=` chooses the language of the page (page-language.ts); the rest of the address is the page. */
function addressWithoutLanguage(url: string): string {
  const address = new URL(url, 'http://fundi.invalid');
  address.searchParams.delete('lang');
  return `${address.pathname}${address.search}`;
}
