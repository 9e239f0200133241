import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAX_DAILY_CAPACITY, WEEKDAYS } from '@fundi/shared';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { createDatabase } from '../../src/db';
import { adminQuery, withDatabase } from '../global-setup';
import { dayInNairobi } from '../marketplace';
import { findOrStartRedis } from '../redis';
import { bodyOf, call, exited, freePort, killAllServers, startServer, type ServerProcess } from './server-process';

// Three Fundi instances on one PostgreSQL and one Redis behind nginx (Debian's package), as
// docs/deploy.md runs several machines: a steady load of reads, bookings and messages with a
// live socket open, while the instances restart one by one. Nothing may fail or be lost.

const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
const redis = await findOrStartRedis();
const folder = mkdtempSync(path.join(os.tmpdir(), 'fundi-instances-'));
const password = 'Instances#2026x';
let nginxProcess: ChildProcess | undefined;

afterAll(async () => {
  // SIGTERM: nginx's master stops its workers before it exits (a SIGKILL would leave them behind).
  if (nginxProcess && nginxProcess.exitCode === null) {
    const stopped = new Promise((resolve) => nginxProcess!.once('exit', resolve));
    nginxProcess.kill('SIGTERM');
    await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  }
  await killAllServers();
  redis?.stop();
  rmSync(folder, { recursive: true, force: true });
});

/** nginx in front of the instances: retries a refused connection on the next one, WebSockets passed through. */
function nginxConfig(listen: number, instances: number[]): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(folder, `nginx-${name}`)};`;
  return `
worker_processes 1;
pid ${path.join(folder, 'nginx.pid')};
error_log ${path.join(folder, 'nginx-error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  upstream fundi {
    ${instances.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n    ')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${listen};
    location /api/ws {
      proxy_pass http://fundi;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection "upgrade";
      proxy_set_header X-Forwarded-For $remote_addr;
    }
    location / {
      proxy_pass http://fundi;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header X-Forwarded-For $remote_addr;
      # Refused at connect, or 503 from an instance closing after its drain: the request was not
      # carried out, so the next instance may take it (docs/deploy.md). Bookings carry an
      # Idempotency-Key besides.
      proxy_next_upstream error timeout http_503 non_idempotent;
      proxy_next_upstream_tries 3;
    }
  }
}`;
}

/** A socket to /api/ws that signs in again whenever it is closed, as the web app's does. */
function liveSocket(url: string, token: string) {
  const received: string[] = [];
  let reconnections = 0;
  let stopped = false;
  let current: WebSocket;
  const open = () => {
    current = new WebSocket(`${url.replace('http', 'ws')}/api/ws`);
    current.on('open', () => current.send(JSON.stringify({ type: 'auth', token })));
    current.on('message', (data: Buffer) => {
      const event = JSON.parse(data.toString()) as { type: string; message?: { id: string } };
      if (event.type === 'message' && event.message) received.push(event.message.id);
    });
    current.on('error', () => undefined);
    current.on('close', () => {
      if (stopped) return;
      reconnections += 1;
      setTimeout(open, 200);
    });
  };
  open();
  return {
    received,
    reconnections: () => reconnections,
    stop: () => {
      stopped = true;
      current.close();
    },
  };
}

describe.skipIf(!nginx || !redis)('three instances behind nginx', () => {
  it('restart one by one under reads, bookings and messages: no failed request, nothing lost or doubled, sockets reconnect, limits shared', async () => {
    const databaseName = `fundi_instances_${randomBytes(4).toString('hex')}`;
    await adminQuery(inject('testServerUrl'), `CREATE DATABASE ${databaseName} TEMPLATE ${inject('templateDatabase')}`);
    const databaseUrl = withDatabase(inject('testServerUrl'), databaseName);
    // A Redis database of this test's own, emptied: behind nginx every request comes from
    // 127.0.0.1, and an earlier run's counts of that address must not limit this one.
    const redisUrl = new URL(redis!.url);
    redisUrl.pathname = '/15';
    const counters = new Redis(redisUrl.toString());
    await counters.flushdb();
    await counters.quit();
    const env = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl.toString(), JWT_SECRET: randomBytes(32).toString('hex'), TRUST_PROXY: 'true', DRAIN_SECONDS: '1' };
    const ports = [await freePort(), await freePort(), await freePort()];
    const start = (index: number) => startServer(path.join(folder, `instance-${index}`), { port: ports[index]!, env });
    const instances: ServerProcess[] = [];
    for (const index of [0, 1, 2]) instances.push(await start(index));

    const listen = await freePort();
    writeFileSync(path.join(folder, 'nginx.conf'), nginxConfig(listen, ports));
    nginxProcess = spawn(nginx!, ['-p', folder, '-c', path.join(folder, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
    const url = `http://127.0.0.1:${listen}`;
    for (let attempt = 0; attempt < 50 && (await call(url, 'GET', '/api/health')).status !== 200; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 100));

    // People, made through nginx; the seller's listing and availability written directly.
    const db = createDatabase(databaseUrl, { max: 2 });
    const signUp = async (name: string, address: string) => {
      const email = `${name.toLowerCase()}-${randomBytes(3).toString('hex')}@example.com`;
      const headers = { 'x-forwarded-for': address };
      expect((await call(url, 'POST', '/auth/signup', { headers, body: { name, email, phone: null, password } })).status).toBe(201);
      const login = await call(url, 'POST', '/auth/login', { headers, body: { identifier: email, password } });
      expect(login.status).toBe(200);
      const { accessToken, user } = bodyOf<{ accessToken: string; user: { id: string } }>(login);
      return { email, id: user.id, token: accessToken, headers };
    };
    const seller = await signUp('Otieno', '10.1.0.1');
    await db.updateTable('users').set({ role: 'seller' }).where('id', '=', seller.id).execute();
    const service = await db.insertInto('services').values({ category: 'plumbing', title: 'Leaking pipes' }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('offerings').values({ service_id: service.id, seller_id: seller.id, description: 'Pipes', price_cents: 150_000 }).execute();
    await db.insertInto('seller_availability').values({ seller_id: seller.id, working_days: [...WEEKDAYS], daily_capacity: MAX_DAILY_CAPACITY }).execute();
    const buyers = await Promise.all(['Amina', 'Baraka', 'Chebet', 'Daudi'].map((name, index) => signUp(name, `10.2.0.${index + 1}`)));
    const socket = liveSocket(url, seller.token);

    // The steady load: each buyer reads the catalogue, books a day and writes, over and over.
    const failures: string[] = [];
    const bookings: string[] = [];
    const messages: string[] = [];
    let loading = true;
    let day = 1;
    const expectStatus = (what: string, answer: Awaited<ReturnType<typeof call>>, status: number) => {
      if (answer.status !== status) failures.push(`${what}: ${answer.status} ${answer.error ?? JSON.stringify(answer.body)}`);
      return answer.status === status;
    };
    // Paced as people are: at most 15 bookings each (a buyer may make 20 an hour) and one round
    // every 1.5 s at the fastest (60 messages a minute is the limit).
    const load = buyers.map(async (buyer) => {
      for (let round = 0; loading; round += 1) {
        const next = Date.now() + 1_500;
        expectStatus('GET /api/services', await call(url, 'GET', '/api/services?category=plumbing', { headers: buyer.headers }), 200);
        if (round < 15) {
          const booked = await call(url, 'POST', '/api/orders', {
            token: buyer.token,
            headers: { ...buyer.headers, 'idempotency-key': randomBytes(8).toString('hex') },
            body: { serviceId: service.id, sellerId: seller.id, bookingDate: dayInNairobi((day++ % 300) + 1) },
          });
          if (expectStatus('POST /api/orders', booked, 201)) bookings.push(bodyOf<{ order: { id: string } }>(booked).order.id);
        }
        const sent = await call(url, 'POST', '/api/messages', { token: buyer.token, headers: buyer.headers, body: { receiverId: seller.id, content: `Habari ${messages.length}` } });
        if (expectStatus('POST /api/messages', sent, 201)) messages.push(bodyOf<{ message: { id: string } }>(sent).message.id);
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
      }
    });

    // Each instance in turn: SIGTERM (it drains, then stops), and started again at its address.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    for (const index of [0, 1, 2]) {
      instances[index]!.child.kill('SIGTERM');
      expect(await exited(instances[index]!.child)).toBe(0);
      instances[index] = await start(index);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    loading = false;
    await Promise.all(load);

    expect(failures).toEqual([]);
    expect(bookings.length).toBeGreaterThan(8);
    const storedOrders = await db.selectFrom('orders').select('id').where('seller_id', '=', seller.id).execute();
    expect(storedOrders.map((order) => order.id).sort()).toEqual([...bookings].sort());
    const storedMessages = await db.selectFrom('messages').select('id').where('receiver_id', '=', seller.id).execute();
    expect(storedMessages.map((message) => message.id).sort()).toEqual([...messages].sort());

    // The seller's socket was closed by a restart and came back: a message now reaches it live.
    expect(socket.reconnections()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const last = await call(url, 'POST', '/api/messages', { token: buyers[0]!.token, headers: buyers[0]!.headers, body: { receiverId: seller.id, content: 'Uko wapi?' } });
    expect(last.status).toBe(201);
    const lastId = bodyOf<{ message: { id: string } }>(last).message.id;
    for (let attempt = 0; attempt < 50 && !socket.received.includes(lastId); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(socket.received).toContain(lastId);
    socket.stop();

    // One account's login limit (10 tries) counts across the three instances, in Redis.
    const tries: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      tries.push((await call(url, 'POST', '/auth/login', { headers: { 'x-forwarded-for': `10.3.0.${attempt + 1}` }, body: { identifier: buyers[1]!.email, password: 'Wrong#password1' } })).status);
    }
    expect(tries.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(tries[10]).toBe(429);

    await db.destroy();
  }, 240_000);
});
