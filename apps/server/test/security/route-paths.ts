import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { RouteTableEntry } from '../../src/plugins/route-table';

/** The built web app the tests serve, so that its routes are in the route table too. */
export const webDistDir = path.join(import.meta.dirname, '..', 'fixtures', 'web-dist');

/** What each kind of path parameter names: one of Alice's things, or whatever a test passes. */
export type PathValues = {
  order: string;
  service: string;
  user: string;
  /** Whose public page: a seller. */
  professional: string;
  photoFile: string;
  galleryPhoto: string;
  category: string;
  wildcard: string;
  /** The administrators' console's things: a verification request, a dispute, one of its photos, a payment flag. */
  verification: string;
  dispute: string;
  disputePhoto: string;
  flag: string;
};

/**
 * The route's url with its parameters filled in; an unknown parameter fails loudly. A request's
 * path always starts with a slash, also for a route that matches any path (`OPTIONS *`, CORS).
 */
export function fillPath(url: string, values: PathValues): string {
  const filled = url.replace(/:(\w+)|\*/g, (_match, name: string | undefined) => (name ? valueOfParam(url, name, values) : values.wildcard));
  return url === '*' ? `/${filled}` : filled;
}

function valueOfParam(url: string, name: string, values: PathValues): string {
  if (name === 'userId') return values.user;
  if (name === 'file') return values.photoFile;
  if (name === 'category') return values.category;
  if (name === 'id' && url.startsWith('/api/orders/')) return values.order;
  if (name === 'orderId' && url.startsWith('/api/admin/payments/')) return values.order;
  if (name === 'id' && url.startsWith('/api/admin/users/')) return values.user;
  if (name === 'id' && url.startsWith('/api/admin/verifications/')) return values.verification;
  if (name === 'id' && (url.startsWith('/api/admin/disputes/') || url.startsWith('/api/disputes/'))) return values.dispute;
  if (name === 'photoId' && url.startsWith('/api/disputes/')) return values.disputePhoto;
  if (name === 'id' && url.startsWith('/api/admin/flags/')) return values.flag;
  if (name === 'id' && url.startsWith('/api/services/')) return values.service;
  if (name === 'id' && url.startsWith('/api/pros/')) return values.professional;
  if (name === 'id' && url.startsWith('/api/me/gallery/')) return values.galleryPhoto;
  throw new Error(`No test value for :${name} of ${url}: say what it names in test/security/route-paths.ts`);
}

/**
 * The key a route's expectation is listed under. Fastify answers HEAD with the GET route's
 * own handler and hooks, so a HEAD route shares its GET twin's entry (a trailing slash aside).
 */
export function expectationKey(route: RouteTableEntry, table: RouteTableEntry[]): string {
  if (route.method === 'HEAD') {
    const twinUrl = [route.url, route.url.replace(/(.)\/$/, '$1')].find((url) => table.some((other) => other.method === 'GET' && other.url === url));
    if (twinUrl) return `GET ${twinUrl}`;
  }
  return `${route.method} ${route.url}`;
}

/** `GET /assets/app.js`...: @fastify/static adds a route per file of the web build. */
export function isWebBuildFile(route: RouteTableEntry): boolean {
  return ['GET', 'HEAD'].includes(route.method) && webBuildFiles().includes(route.url);
}

let files: string[] | undefined;
function webBuildFiles(): string[] {
  files ??= readdirSync(webDistDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(webDistDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
  return files;
}
