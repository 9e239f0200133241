import fc from 'fast-check';
import { it } from 'vitest';
import { pngImage } from '../forms';
import { createTestContext } from '../helpers';
import { createActorPool } from './fuzz-actors';
import { fuzzedRequest } from './fuzz-requests';
import { seedWorld } from './world';

const { app, db } = await createTestContext();
const world = await seedWorld(app);
const photo = await pngImage({ width: 40, height: 30 });
it('orders', async () => {
  const pool = await createActorPool(db, world, 3);
  const route = app.routeTable.find((r) => r.method === 'POST' && r.url === '/api/orders')!;
  for (const request of fc.sample(fuzzedRequest(route, pool.actors, world, photo), 40)) {
    const token = typeof request.authorization === 'object' ? (await pool.tokenOf(request.authorization.actorIndex)).token : undefined;
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`; else if (typeof request.authorization === 'string') headers.authorization = request.authorization;
    if (request.body?.contentType) headers['content-type'] = request.body.contentType;
    if (request.idempotencyKey !== undefined) headers['idempotency-key'] = request.idempotencyKey;
    const r = await app.inject({ method: 'POST', url: request.url, headers, payload: request.body?.payload, remoteAddress: request.remoteAddress });
    if (r.json().error === 'Invalid request') console.log('REQ', r.statusCode, request.body?.contentType, JSON.stringify(headers['idempotency-key'] ?? null).slice(0,30), JSON.stringify(String(request.body?.payload).slice(0, 150)));
  }
}, 300_000);
