import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers';
import { createTestContext } from '../../test/helpers';
import { book, createBuyer, createSeller } from '../../test/marketplace';

const token = 'metrics-token-for-tests-only-0123456789';
const scrape = (app: Awaited<ReturnType<typeof createTestContext>>['app'], authorization?: string) =>
  app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one series in Prometheus's text format, or undefined when it is not there. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const { app } = await createTestContext();
    expect((await scrape(app, `Bearer ${token}`)).statusCode).toBe(404);
  });

  it('asks for the bearer token and refuses any other', async () => {
    const { app } = await createTestContext({ metricsToken: token });
    const missing = await scrape(app);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().code).toBe('AUTHENTICATION_REQUIRED');
    for (const wrong of [`Bearer ${token}x`, `Bearer ${token.slice(1)}`, token, `Basic ${token}`]) {
      const refused = await scrape(app, wrong);
      expect(refused.statusCode, wrong).toBe(401);
      expect(refused.json().code).toBe('INVALID_TOKEN');
      expect(refused.body).not.toContain('fundi_');
    }
  });

  it('counts requests per route and status, queries, the pool, sockets, money in flight, notices waiting and rate-limit refusals', async () => {
    const { app, db } = await createTestContext({ metricsToken: token });
    const seller = await createSeller(app, db);
    const buyer = await createBuyer(app);
    const booked = await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id });
    expect(booked.statusCode).toBe(201);
    const orderId = booked.json().order.id as string;
    expect((await app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: bearer(buyer.accessToken) })).statusCode).toBe(200);
    await app.inject({ method: 'GET', url: '/api/services' });
    await app.inject({ method: 'GET', url: '/api/services' });
    // One account's login limit: the 11th wrong password in the window is a 429.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const refused = await app.inject({ method: 'POST', url: '/auth/login', payload: { identifier: buyer.email, password: 'Wrong#password1' } });
      statuses.push(refused.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);

    const answer = await scrape(app, `Bearer ${token}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    const text = answer.body;

    expect(valueOf(text, 'fundi_http_request_duration_seconds_count{method="GET",route="/api/services",status_code="200"}')).toBe(2);
    // One series per route, never per id.
    expect(valueOf(text, 'fundi_http_request_duration_seconds_count{method="GET",route="/api/orders/:id",status_code="200"}')).toBe(1);
    expect(text).not.toContain(orderId);
    expect(valueOf(text, 'fundi_rate_limit_refusals_total{route="/auth/login"}')).toBe(1);
    expect(valueOf(text, 'fundi_db_query_duration_seconds_count')).toBeGreaterThan(10);
    expect(valueOf(text, 'fundi_db_pool_connections{state="open"}')).toBeGreaterThan(0);
    expect(valueOf(text, 'fundi_db_pool_connections{state="waiting"}')).toBe(0);
    expect(valueOf(text, 'fundi_websocket_connections')).toBe(0);
    expect(valueOf(text, 'fundi_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);

    // The gauges say what the database holds.
    const payments = await db.selectFrom('payments').select(['status']).execute();
    const inState = (...states: string[]) => payments.filter((payment) => states.includes(payment.status)).length;
    expect(inState('AWAITING_PAYMENT', 'HELD')).toBe(1);
    expect(valueOf(text, 'fundi_payments_in_flight{state="awaiting_payment"}')).toBe(inState('AWAITING_PAYMENT'));
    expect(valueOf(text, 'fundi_payments_in_flight{state="held"}')).toBe(inState('HELD'));
    expect(valueOf(text, 'fundi_payments_in_flight{state="moving"}')).toBe(0);
    const pending = await db.selectFrom('notifications').select(({ fn }) => fn.countAll<string>().as('count')).where('status', '=', 'PENDING').executeTakeFirstOrThrow();
    expect(Number(pending.count)).toBeGreaterThan(0);
    expect(valueOf(text, 'fundi_notifications_pending{kind="all"}')).toBe(Number(pending.count));
    expect(valueOf(text, 'fundi_notifications_pending{kind="retrying"}')).toBe(0);
    expect(valueOf(text, 'fundi_notifications_pending{kind="failed_last_day"}')).toBe(0);

    // A notice given up on counts for a day.
    await db.updateTable('notifications').set({ status: 'FAILED', next_attempt_at: null }).where('id', '=', (await db.selectFrom('notifications').select('id').where('status', '=', 'PENDING').executeTakeFirstOrThrow()).id).execute();
    const again = (await scrape(app, `Bearer ${token}`)).body;
    expect(valueOf(again, 'fundi_notifications_pending{kind="failed_last_day"}')).toBe(1);
    expect(valueOf(again, 'fundi_notifications_pending{kind="all"}')).toBe(Number(pending.count) - 1);
  });
});

describe('the slow-request line', () => {
  it('names the route, its status and time past the threshold, and nothing under it', async () => {
    const lines: string[] = [];
    const slow = await createTestContext({ slowRequestMs: 1, logStream: { write: (line) => lines.push(line) } });
    // A query of the database and a compressed answer take well over a millisecond.
    await slow.app.inject({ method: 'GET', url: '/api/services?limit=48' });
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'slow request');
    expect(logged.length).toBeGreaterThan(0);
    expect(logged[0]).toMatchObject({ level: 'warn', route: '/api/services', method: 'GET', statusCode: 200 });
    expect(logged[0]!.ms).toEqual(expect.any(Number));

    const quietLines: string[] = [];
    const quiet = await createTestContext({ slowRequestMs: 60_000, logStream: { write: (line) => quietLines.push(line) } });
    await quiet.app.inject({ method: 'GET', url: '/api/services' });
    expect(quietLines.some((line) => line.includes('slow request'))).toBe(false);
  });
});
