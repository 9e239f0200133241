import websocket, { type WebSocket } from '@fastify/websocket';
import { LIVE_CLOSE_CODES, type LiveEvent } from '@fundi/shared';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AccessClaims, AccessTokens, VerifiedClaims } from '../lib/access-tokens';

/** Sends live events to every open tab of the given people, on whichever server they are connected. */
export type Realtime = { publish: (userIds: string[], event: LiveEvent) => void };

const channel = 'fundi:live';
const heartbeatMs = 30_000;
const authTimeoutMs = 10_000;
const upgradeRequiredText = 'Live updates need a WebSocket connection';

type Options = { tokens: AccessTokens; isSessionActive: (claims: AccessClaims) => Promise<boolean>; redisUrl?: string };

/**
 * GET /api/ws (DECISIONS.md §6). The first message must be `{ type: 'auth', token }`: the
 * token never travels in a URL, where proxies would log it. The socket closes with 4401 on a
 * bad token and when the token expires (the client reconnects with a fresh one). Memory grows
 * with open sockets only, never with messages. With REDIS_URL every event goes through Redis
 * pub/sub, so a socket on any server instance receives it.
 */
export async function registerRealtime(app: FastifyInstance, { tokens, isSessionActive, redisUrl }: Options): Promise<Realtime> {
  const socketsOf = new Map<string, Set<WebSocket>>();
  const alive = new WeakSet<WebSocket>();

  const deliver = (userIds: string[], event: LiveEvent) => {
    const frame = JSON.stringify(event);
    for (const userId of userIds) for (const socket of socketsOf.get(userId) ?? []) socket.send(frame);
  };

  const publisher = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  const subscriber = publisher?.duplicate();
  if (publisher && subscriber) {
    for (const connection of [publisher, subscriber]) connection.on('error', (error) => app.log.warn({ err: error }, 'redis unavailable for live events'));
    await subscriber.subscribe(channel);
    subscriber.on('message', (_channel, payload: string) => {
      const { userIds, event } = JSON.parse(payload) as { userIds: string[]; event: LiveEvent };
      deliver(userIds, event);
    });
  }

  const heartbeat = setInterval(() => {
    for (const sockets of socketsOf.values()) {
      for (const socket of sockets) {
        if (!alive.has(socket)) {
          socket.terminate();
          continue;
        }
        alive.delete(socket);
        socket.ping();
      }
    }
  }, heartbeatMs);
  heartbeat.unref();

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    for (const sockets of socketsOf.values()) for (const socket of sockets) socket.terminate();
    await Promise.all([publisher, subscriber].map((connection) => connection?.quit().catch(() => connection.disconnect())));
  });

  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  app.route({
    method: 'GET',
    url: '/api/ws',
    schema: { hide: true },
    // A plain HTTP request (no Upgrade header) hears what this address is for, as JSON like every other answer.
    handler: async (_request, reply) => reply.code(426).header('upgrade', 'websocket').send({ error: upgradeRequiredText }),
    wsHandler: (socket) => {
      const refuse = (reason: string) => socket.close(LIVE_CLOSE_CODES.unauthenticated, reason);
      const authTimer = setTimeout(() => refuse('Authentication required'), authTimeoutMs);

      socket.once('message', async (data: Buffer) => {
        clearTimeout(authTimer);
        const claims = await claimsOf(data.toString());
        if (!claims) return refuse('Invalid or expired token');
        const sockets = socketsOf.get(claims.userId) ?? new Set<WebSocket>();
        sockets.add(socket);
        socketsOf.set(claims.userId, sockets);
        alive.add(socket);
        socket.on('pong', () => alive.add(socket));
        const expiry = setTimeout(() => refuse('Token expired'), Math.max(0, claims.expiresAt - Date.now()));
        socket.on('close', () => {
          clearTimeout(expiry);
          sockets.delete(socket);
          if (sockets.size === 0) socketsOf.delete(claims.userId);
        });
        socket.send(JSON.stringify({ type: 'ready' } satisfies LiveEvent));
      });
      socket.on('close', () => clearTimeout(authTimer));
    },
  });

  async function claimsOf(frame: string): Promise<VerifiedClaims | undefined> {
    try {
      const message = JSON.parse(frame) as { type?: unknown; token?: unknown };
      if (message.type !== 'auth' || typeof message.token !== 'string') return undefined;
      const claims = await tokens.verify(message.token);
      if (!claims || !(await isSessionActive(claims))) return undefined;
      return claims;
    } catch {
      return undefined;
    }
  }

  return {
    publish(userIds, event) {
      if (publisher) void publisher.publish(channel, JSON.stringify({ userIds, event })).catch(() => deliver(userIds, event));
      else deliver(userIds, event);
    },
  };
}
