import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Database } from '../../src/db';
import type { RouteTableEntry } from '../../src/plugins/route-table';
import { bearer } from '../auth-helpers';
import { createActorPool } from './fuzz-actors';
import { fuzzedRequest, type FuzzedRequest } from './fuzz-requests';
import { snapshotDatabase, type DatabaseSnapshot } from './db-snapshot';
import type { World } from './world';

export type FuzzContext = { app: FastifyInstance; db: Database; world: World; validPhoto: Buffer };

/** Longer than any honest request takes here (a booking waits 2 s for the simulated payment). */
const answerTimeoutMs = 5_000;
/** Photo and message writes are rate limited per person (30 and 60 per window): spread runs over enough actors. */
const runsPerActor = 20;

/**
 * Returns a function that sends `runsPerRoute` hostile requests to a route and checks after
 * each: no 5xx, an answer in time, the server still healthy, and the database untouched
 * whenever the request was refused.
 */
export async function createFuzzer({ app, db, world, validPhoto }: FuzzContext, { runsPerRoute }: { runsPerRoute: number }) {
  const pool = await createActorPool(db, world, Math.ceil(runsPerRoute / runsPerActor));
  // The database as the last refused request left it; nothing writes between two runs.
  let lastSeen: DatabaseSnapshot | undefined;

  return async function fuzzRoute(route: RouteTableEntry): Promise<void> {
    await fc.assert(
      fc.asyncProperty(fuzzedRequest(route, pool.actors, world, validPhoto), async (request) => {
        const session = typeof request.authorization === 'object' ? await pool.tokenOf(request.authorization.actorIndex) : undefined;
        const before = (!session?.isNew && lastSeen) || (await snapshotDatabase(db));
        lastSeen = undefined;
        const response = await answerWithin(app, injectOptions(request, session?.token));
        if (response.statusCode >= 500) throw new Error(`answered ${response.statusCode}: ${response.body.slice(0, 500)}`);
        if (isRefusal(response)) {
          const after = await snapshotDatabase(db);
          const changed = changedTables(before, after);
          if (changed.length > 0) throw new Error(`refused with ${response.statusCode} but changed ${changed.join(', ')}`);
          lastSeen = after;
        }
        const health = await app.inject({ method: 'GET', url: '/api/health' });
        if (health.statusCode !== 200) throw new Error(`the server is unhealthy afterwards: ${health.statusCode}`);
      }),
      { numRuns: runsPerRoute },
    );
  };
}

function injectOptions(request: FuzzedRequest, token: string | undefined): InjectOptions {
  const authorization = token ? bearer(token).authorization : typeof request.authorization === 'string' ? request.authorization : undefined;
  const headers: Record<string, string> = {};
  if (authorization !== undefined) headers.authorization = authorization;
  if (request.body?.contentType !== undefined) headers['content-type'] = request.body.contentType;
  if (request.idempotencyKey !== undefined) headers['idempotency-key'] = request.idempotencyKey;
  return {
    method: request.method as InjectOptions['method'],
    url: request.url,
    headers,
    remoteAddress: request.remoteAddress,
    ...(request.body ? { payload: request.body.payload } : {}),
  };
}

async function answerWithin(app: FastifyInstance, options: InjectOptions) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${answerTimeoutMs} ms`)), answerTimeoutMs);
  });
  try {
    return await Promise.race([app.inject(options), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A 4xx, or the Google routes' way of refusing: a redirect to the web app carrying an error. */
function isRefusal(response: { statusCode: number; headers: Record<string, unknown> }): boolean {
  const isErrorRedirect = response.statusCode >= 300 && response.statusCode < 400 && String(response.headers.location).includes('error=');
  return (response.statusCode >= 400 && response.statusCode < 500) || isErrorRedirect;
}

function changedTables(before: DatabaseSnapshot, after: DatabaseSnapshot): string[] {
  const tables = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...tables].filter((table) => before[table] !== after[table]);
}
