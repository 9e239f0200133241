import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db';
import { bearer, logInFromOwnAddress, signUpBuyer } from '../auth-helpers';
import { createTestContext } from '../helpers';
import { closedWithin, openLiveSocket } from '../live';
import { startPostgresRelay } from '../postgres-relay';
import { findOrStartRedis } from '../redis';

const redis = await findOrStartRedis();
afterAll(() => redis?.stop());
const servers = redis && (await twoInstancesOneRelayed(redis.url));

describe('a live socket authenticating while its session ends', () => {
  it('ends closed even when its session check read the session just before it ended', async (context) => {
    if (!servers) return context.skip('no Redis on this machine (REDIS_URL unset, none on 6379, no redis-server binary)');
    const { instanceA, instanceB, relay } = servers;
    const person = await logInFromOwnAddress(instanceA.app, (await signUpBuyer(instanceA.app, { name: 'Racing' })).email);
    // B then has an open database connection, so its session check needs no new one while held.
    const someoneElse = await logInFromOwnAddress(instanceA.app, (await signUpBuyer(instanceA.app, { name: 'Warm' })).email);
    const warm = await openLiveSocket(instanceB.app, someoneElse.accessToken);
    await warm.next('ready');
    // And every connection of B's pool open (five at once, each held a moment): on a busy machine
    // the one above may be taken when the check runs, and a new one could not connect while held.
    await Promise.all(Array.from({ length: 5 }, () => sql`select pg_sleep(0.05)`.execute(instanceB.db)));

    const since = await databaseNow(instanceA.db);
    relay.hold();
    const live = await openLiveSocket(instanceB.app, person.accessToken);
    await untilSessionCheckRan(instanceA.db, since);
    // The check has read the session while it was live; its answer waits in the relay.
    const logout = await instanceA.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(person.accessToken), payload: {} });
    expect(logout.statusCode).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 200)); // B hears the end through Redis meanwhile
    relay.release();

    expect(await closedWithin(live)).toMatchObject({ code: 4401 });
    expect(live.events.map((event) => event.type)).not.toContain('ready');
    warm.socket.terminate();
  });
});

/** Two server instances sharing a database and Redis; B reaches the database through a relay that can hold its answers. */
async function twoInstancesOneRelayed(redisUrl: string) {
  const instanceA = await createTestContext({ redisUrl });
  const relay = await startPostgresRelay(instanceA.databaseUrl);
  return { instanceA, relay, instanceB: await createTestContext({ redisUrl, databaseUrl: relay.url }) };
}

async function databaseNow(db: Database): Promise<Date> {
  const { rows } = await sql<{ now: Date }>`select clock_timestamp() as now`.execute(db);
  return rows[0]!.now;
}

/** Waits until a statement reading the sessions table has finished in the database since `since`. */
async function untilSessionCheckRan(db: Database, since: Date): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const { rows } = await sql<{ ran: boolean }>`
      select exists (
        select from pg_stat_activity
        where datname = current_database() and state = 'idle' and query ilike '%from "sessions"%' and state_change > ${since}
      ) as ran`.execute(db);
    if (rows[0]?.ran) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the session check never reached the database');
}
