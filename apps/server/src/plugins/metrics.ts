import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { databaseUse, type Database } from '../db';
import { AppError } from '../lib/app-error';
import { isSameSecret } from '../lib/secret-tokens';

// What an operator's dashboard reads (docs/deploy.md): GET /metrics in Prometheus's text format,
// behind a bearer token, registered only when METRICS_TOKEN is set. Each app has a registry of
// its own, so several apps in one process (tests) never mix their numbers.

type Options = {
  db: Database;
  /** The bearer token a scraper sends; without it there is no /metrics at all. */
  token: string | undefined;
  /** Live sockets open on this instance. */
  openSockets: () => number;
  /** A request slower than this is logged as such; 0 logs none. */
  slowRequestMs: number;
};

/** The route as registered (`/api/orders/:id`), never the address asked: one series per route, not per id. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

export function registerMetrics(app: FastifyInstance, { db, token, openSockets, slowRequestMs }: Options): void {
  // The slow-request line is worth having without a dashboard too.
  if (slowRequestMs > 0) {
    app.addHook('onResponse', async (request, reply) => {
      if (reply.elapsedTime < slowRequestMs) return;
      request.log.warn({ route: routeOf(request), method: request.method, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'slow request');
    });
  }
  if (!token) return;

  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'fundi_' });
  const requests = new Histogram({
    name: 'fundi_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, per route and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'fundi_rate_limit_refusals_total',
    help: 'Requests refused with 429 by a rate limit, per route',
    labelNames: ['route'],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request);
    requests.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) refusals.inc({ route });
  });

  const use = databaseUse(db);
  if (use) {
    const queries = new Histogram({
      name: 'fundi_db_query_duration_seconds',
      help: 'Time of each database query, failed ones included',
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
      registers: [registry],
    });
    use.onQueryTime = (milliseconds) => queries.observe(milliseconds / 1000);
    new Gauge({
      name: 'fundi_db_pool_connections',
      help: 'Database pool connections: open, idle, and requests waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const pool = use.pool();
        this.set({ state: 'open' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });
  }
  new Gauge({
    name: 'fundi_websocket_connections',
    help: 'Live sockets open on this instance',
    registers: [registry],
    collect() {
      this.set(openSockets());
    },
  });
  // Counted from the database, so every instance reports the same totals: take one (max) on a dashboard.
  // Each count reads a partial index of rows still moving, never the payments' whole history.
  new Gauge({
    name: 'fundi_payments_in_flight',
    help: 'Payments still moving, by state: awaiting the buyer, held, being paid out or refunded, waiting for an administrator',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const { rows } = await sql<{ state: string; count: number }>`
        SELECT 'awaiting_payment' AS state, count(*)::int AS count FROM payments WHERE status = 'AWAITING_PAYMENT'
        UNION ALL SELECT 'held', count(*)::int FROM payments WHERE status = 'HELD'
        UNION ALL SELECT 'moving', count(*)::int FROM payments WHERE status IN ('RELEASING', 'REFUNDING', 'SPLITTING')
        UNION ALL SELECT 'needs_admin', count(*)::int FROM payments WHERE needs_admin_since IS NOT NULL
      `.execute(db);
      for (const { state, count } of rows) this.set({ state }, count);
    },
  });
  new Gauge({
    name: 'fundi_notifications_pending',
    help: 'Notifications not sent yet (all, those whose last try failed, those overdue by over a minute), and those given up on in the last day',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      const { rows } = await sql<{ pending: number; retrying: number; overdue: number; failed: number }>`
        SELECT count(*)::int AS pending,
          count(*) FILTER (WHERE last_error IS NOT NULL)::int AS retrying,
          count(*) FILTER (WHERE next_attempt_at < now() - interval '1 minute')::int AS overdue,
          (SELECT count(*)::int FROM notifications WHERE status = 'FAILED' AND created_at > now() - interval '1 day') AS failed
        FROM notifications WHERE status = 'PENDING'
      `.execute(db);
      const counts = rows[0]!;
      this.set({ kind: 'failed_last_day' }, counts.failed);
      this.set({ kind: 'all' }, counts.pending);
      this.set({ kind: 'retrying' }, counts.retrying);
      this.set({ kind: 'overdue' }, counts.overdue);
    },
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = request.headers.authorization;
    if (!given) throw new AppError('unauthenticated', 'AUTHENTICATION_REQUIRED');
    if (!isSameSecret(given, `Bearer ${token}`)) throw new AppError('unauthenticated', 'INVALID_TOKEN');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
