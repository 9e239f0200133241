import websocket, { type WebSocket } from '@fastify/websocket';
import { LIVE_CLOSE_CODES, type LiveEvent } from '@fundi/shared';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AccessClaims, AccessTokens, VerifiedClaims } from '../lib/access-tokens';
import { API_TEXTS } from '../lib/api-texts';

/** Sessions that have just ended, in revokeSessions' words: one of a person's, or all of theirs but `exceptSessionId`. */
type EndedSessions = { userId: string; sessionId: string } | { userId: string; exceptSessionId?: string };

export type Realtime = {
  /** Sends live events to every open tab of the given people, on whichever server they are connected. */
  publish: (userIds: string[], event: LiveEvent) => void;
  /**
   * Every way a session ends calls this once the transaction that ended it has committed (a
   * revocation that rolled back must not sign anyone out): the sessions' sockets close with
   * 4401 on every server instance. It resolves once every instance is bound to hear it before
   * any event published later, so an event sent after the answer never reaches those sockets.
   */
  closeEndedSessions: (ended: EndedSessions) => Promise<void>;
  /** Live sockets open on this instance, for the metrics. */
  openSockets: () => number;
};

const eventsChannel = 'fundi:live';
const endedSessionsChannel = 'fundi:sessions-ended';
const heartbeatMs = 30_000;
const authTimeoutMs = 10_000;
const refusedTokenText = 'Invalid or expired token';

/** One open socket: whose session it speaks for, and whether that session has been confirmed live. */
type Tab = { sessionId: string; isConfirmed: boolean };

type Options = {
  tokens: AccessTokens;
  isSessionActive: (claims: AccessClaims) => Promise<boolean>;
  redisUrl?: string;
  /**
   * Records that these people have a live page now: when a socket is confirmed, at every
   * heartbeat for everyone connected here, and when a socket closes. A new message is told by
   * SMS and e-mail only to someone away (docs/product.md §10). A failure is logged, never fatal.
   */
  markConnected?: (userIds: string[]) => Promise<void>;
};

/**
 * GET /api/ws (docs/decisions/0037-live-updates.md). The first message must be `{ type: 'auth',
 * token }`: the token never travels in a URL, where proxies would log it. The socket closes
 * with 4401 on a bad token, when the token expires (the client reconnects with a fresh one) and
 * when its session ends. Memory grows with open sockets only, never with messages. With
 * REDIS_URL every event and every ended session goes through Redis pub/sub, so a socket on any
 * server instance hears it.
 */
export async function registerRealtime(app: FastifyInstance, { tokens, isSessionActive, redisUrl, markConnected }: Options): Promise<Realtime> {
  const tabsOf = new Map<string, Map<WebSocket, Tab>>();
  const alive = new WeakSet<WebSocket>();
  const markPresent = (userIds: string[]) => {
    if (markConnected && userIds.length > 0) void markConnected(userIds).catch((error: unknown) => app.log.warn({ err: error }, 'could not record who is connected'));
  };

  const deliver = (userIds: string[], event: LiveEvent) => {
    const frame = JSON.stringify(event);
    for (const userId of userIds) {
      for (const [socket, tab] of tabsOf.get(userId) ?? []) if (tab.isConfirmed) socket.send(frame);
    }
  };

  const forget = (userId: string, socket: WebSocket) => {
    const tabs = tabsOf.get(userId);
    tabs?.delete(socket);
    if (tabs?.size === 0) tabsOf.delete(userId);
  };

  const closeLocally = (ended: EndedSessions) => {
    for (const [socket, tab] of tabsOf.get(ended.userId) ?? []) {
      const hasEnded = 'sessionId' in ended ? tab.sessionId === ended.sessionId : tab.sessionId !== ended.exceptSessionId;
      if (!hasEnded) continue;
      // Forgotten at once, not on the close handshake: nothing more is sent to it meanwhile.
      forget(ended.userId, socket);
      socket.close(LIVE_CLOSE_CODES.unauthenticated, 'Session ended');
    }
  };

  const publisher = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  const subscriber = publisher?.duplicate();
  if (publisher && subscriber) {
    for (const connection of [publisher, subscriber]) connection.on('error', (error) => app.log.warn({ err: error }, 'redis unavailable for live events'));
    // Its own channel, so an instance that does not know ended sessions yet (a rolling update)
    // ignores them instead of misreading them as events. One connection hears both channels in
    // the order they were published.
    await subscriber.subscribe(eventsChannel, endedSessionsChannel);
    subscriber.on('message', (channel: string, payload: string) => {
      if (channel === endedSessionsChannel) return closeLocally(JSON.parse(payload) as EndedSessions);
      const { userIds, event } = JSON.parse(payload) as { userIds: string[]; event: LiveEvent };
      deliver(userIds, event);
    });
  }

  const heartbeat = setInterval(() => {
    markPresent([...tabsOf.keys()]);
    for (const tabs of tabsOf.values()) {
      for (const socket of tabs.keys()) {
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
    for (const tabs of tabsOf.values()) for (const socket of tabs.keys()) socket.terminate();
    await Promise.all([publisher, subscriber].map((connection) => connection?.quit().catch(() => connection.disconnect())));
  });

  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  app.route({
    method: 'GET',
    url: '/api/ws',
    schema: { hide: true },
    // A plain HTTP request (no Upgrade header) hears what this address is for, as JSON like every other answer.
    handler: async (_request, reply) => reply.code(426).header('upgrade', 'websocket').send({ error: API_TEXTS.WEBSOCKET_REQUIRED, code: 'WEBSOCKET_REQUIRED' }),
    wsHandler: (socket) => {
      const refuse = (reason: string) => socket.close(LIVE_CLOSE_CODES.unauthenticated, reason);
      const authTimer = setTimeout(() => refuse('Authentication required'), authTimeoutMs);
      socket.on('close', () => clearTimeout(authTimer));

      socket.once('message', async (data: Buffer) => {
        clearTimeout(authTimer);
        const claims = await verifiedClaims(data.toString());
        if (!claims) return refuse(refusedTokenText);
        if (socket.readyState !== socket.OPEN) return;
        // Listed before its session is checked, so that a session ending while the check runs
        // still finds and closes it: a check that read the session just before it ended may
        // answer after the announcement. It hears no event until the check has passed.
        const tab: Tab = { sessionId: claims.sessionId, isConfirmed: false };
        const tabs = tabsOf.get(claims.userId) ?? new Map<WebSocket, Tab>();
        tabs.set(socket, tab);
        tabsOf.set(claims.userId, tabs);
        alive.add(socket);
        socket.on('pong', () => alive.add(socket));
        const expiry = setTimeout(() => refuse('Token expired'), Math.max(0, claims.expiresAt - Date.now()));
        socket.on('close', () => {
          clearTimeout(expiry);
          forget(claims.userId, socket);
          if (tab.isConfirmed) markPresent([claims.userId]);
        });

        // A check that fails (the database away) refuses the socket; the client reconnects.
        if (!(await isSessionActive(claims).catch(() => false))) return refuse(refusedTokenText);
        if (socket.readyState !== socket.OPEN) return; // its session ended meanwhile, or the client left
        tab.isConfirmed = true;
        markPresent([claims.userId]);
        socket.send(JSON.stringify({ type: 'ready' } satisfies LiveEvent));
      });
    },
  });

  async function verifiedClaims(frame: string): Promise<VerifiedClaims | undefined> {
    try {
      const message = JSON.parse(frame) as { type?: unknown; token?: unknown };
      if (message.type !== 'auth' || typeof message.token !== 'string') return undefined;
      return await tokens.verify(message.token);
    } catch {
      return undefined;
    }
  }

  return {
    publish(userIds, event) {
      if (publisher) void publisher.publish(eventsChannel, JSON.stringify({ userIds, event })).catch(() => deliver(userIds, event));
      else deliver(userIds, event);
    },
    async closeEndedSessions(ended) {
      closeLocally(ended);
      if (!publisher) return;
      // With Redis unreachable, the other instances' sockets of these sessions last until
      // their token expires (at most 15 minutes); this instance's are closed already.
      await publisher.publish(endedSessionsChannel, JSON.stringify(ended)).catch((error: unknown) => {
        app.log.warn({ err: error }, 'could not tell the other server instances that sessions ended');
      });
    },
    openSockets: () => [...tabsOf.values()].reduce((count, tabs) => count + tabs.size, 0),
  };
}
