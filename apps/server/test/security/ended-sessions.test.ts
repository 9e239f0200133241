import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { sessionEndReasons, type SessionEndReason } from '../../src/features/auth/sessions.repository';
import { hashSecretToken, newSecretToken } from '../../src/lib/secret-tokens';
import { signInAdministrator } from '../admin';
import { bearer, logInFromOwnAddress, signUpBuyer, strongPassword } from '../auth-helpers';
import { googleSignInSteps, startOidcProvider } from '../google-sign-in';
import { createTestContext, type TestContext } from '../helpers';
import { closedWithin, openLiveSocket, type OpenLiveSocket } from '../live';
import { findOrStartRedis } from '../redis';

// Every way a session ends must close that session's live sockets at once, on every server
// instance (docs/decisions/0038-ended-sessions-close-sockets.md): an ended session hears no more
// private events. One table of the ways, walked on one server and across two servers sharing Redis.

type Device = { accessToken: string; refreshToken: string };
/** Someone signed in on two devices; `acting` is the one that does what ends sessions. */
type Person = { id: string; email: string; acting: Device; other: Device };
type DeviceName = 'acting' | 'other';

type Ending = {
  name: string;
  reason: SessionEndReason;
  ends: DeviceName[];
  /** The account still exists afterwards, so others can still message it. */
  accountStays: boolean;
  end: (server: TestContext, person: Person) => Promise<void>;
};

const newPassword = 'Malindi#2029w';
const { claims, google } = await startOidcProvider();

const endings: Ending[] = [
  {
    name: 'logging out with the access token',
    reason: 'logged out',
    ends: ['acting'],
    accountStays: true,
    end: async ({ app }, { acting }) => expectStatus(app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(acting.accessToken), payload: {} }), 204),
  },
  {
    name: 'logging out with the refresh token',
    reason: 'logged out',
    ends: ['acting'],
    accountStays: true,
    end: async ({ app }, { acting }) =>
      expectStatus(app.inject({ method: 'POST', url: '/auth/logout', payload: { refreshToken: acting.refreshToken } }), 204),
  },
  {
    name: 'presenting a spent refresh token after the grace (theft)',
    reason: 'refresh token reused',
    ends: ['acting'],
    accountStays: true,
    end: async ({ app, db }, { acting }) => {
      await expectStatus(refresh(app, acting.refreshToken), 200);
      // The token was spent 11 s ago, past the 10 s two tabs get
      // (docs/decisions/0007-sessions-and-refresh-tokens.md).
      await db.updateTable('refresh_tokens').set({ rotated_at: new Date(Date.now() - 11_000) }).where('token_hash', '=', hashSecretToken(acting.refreshToken)).execute();
      await expectStatus(refresh(app, acting.refreshToken), 401);
    },
  },
  {
    name: 'changing the password',
    reason: 'password changed',
    ends: ['other'],
    accountStays: true,
    end: async ({ app }, { acting }) =>
      expectStatus(
        app.inject({ method: 'POST', url: '/auth/change-password', headers: bearer(acting.accessToken), payload: { currentPassword: strongPassword, newPassword } }),
        200,
      ),
  },
  {
    name: 'resetting the password',
    reason: 'password reset',
    ends: ['acting', 'other'],
    accountStays: true,
    end: async ({ app, db }, person) => {
      const token = `reset-${person.id}`;
      await db.insertInto('password_resets').values({ token_hash: hashSecretToken(token), user_id: person.id, expires_at: new Date(Date.now() + 60_000) }).execute();
      await expectStatus(app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token, password: newPassword } }), 200);
    },
  },
  {
    name: 'closing the account',
    reason: 'account deleted',
    ends: ['acting', 'other'],
    accountStays: false,
    end: async ({ app }, { acting }) =>
      expectStatus(app.inject({ method: 'DELETE', url: '/auth/users', headers: bearer(acting.accessToken), payload: { reason: 'not-using' } }), 200),
  },
  {
    // Whoever registered an address nobody proved loses the account to its Google-proven owner.
    name: 'a Google sign-in proving the never-verified e-mail belongs to someone',
    reason: 'linked to Google before the e-mail was verified',
    ends: ['acting', 'other'],
    accountStays: true,
    end: async ({ app }, { id, email }) => {
      const callback = await googleSignInSteps(app, claims).signInWithGoogle({ sub: randomUUID(), email, email_verified: true });
      expect(callback.get('userId')).toBe(id);
    },
  },
  {
    name: 'undoing a change of e-mail address with the link mailed to the old one',
    reason: 'e-mail change undone',
    ends: ['acting', 'other'],
    accountStays: true,
    end: async ({ app, db }, { id, email }) => {
      const token = newSecretToken();
      const undoExpiresAt = new Date(Date.now() + 60_000);
      await db.insertInto('email_changes').values({ user_id: id, old_email: email, undo_token_hash: hashSecretToken(token), undo_expires_at: undoExpiresAt }).execute();
      await expectStatus(app.inject({ method: 'POST', url: '/auth/undo-email-change', payload: { token } }), 200);
    },
  },
  {
    name: 'an administrator suspending the account',
    reason: 'account suspended',
    ends: ['acting', 'other'],
    accountStays: true,
    end: async (server, { id }) => {
      const admin = await signInAdministrator(server.app, server.db);
      await expectStatus(
        server.app.inject({ method: 'PUT', url: `/api/admin/users/${id}/suspend`, headers: bearer(admin.accessToken), payload: { reason: 'Reported for fraud' } }),
        200,
      );
    },
  },
];

describe('the table of ways a session ends', () => {
  it('has a row for every reason a session is revoked with', () => {
    expect([...new Set(endings.map((ending) => ending.reason))].sort()).toEqual([...sessionEndReasons].sort());
  });
});

const single = await createTestContext({ google });
const redis = await findOrStartRedis();
afterAll(() => redis?.stop());
const sharingRedis = redis && (await twoInstances(redis.url));

describe.each(endings)('$name', (ending) => {
  it('closes the ended sessions’ sockets with 4401 at once; they hear nothing sent after, the others keep hearing', async () => {
    await walk(ending, { actOn: single, listenOn: single });
  });

  it('does so on another server instance, through Redis', async (context) => {
    if (!sharingRedis) return context.skip('no Redis on this machine (REDIS_URL unset, none on 6379, no redis-server binary)');
    await walk(ending, { actOn: sharingRedis.instanceA, listenOn: sharingRedis.instanceB });
  });
});

/** Two server instances on one database, telling each other through Redis. */
async function twoInstances(redisUrl: string) {
  const instanceA = await createTestContext({ redisUrl, google });
  return { instanceA, instanceB: await createTestContext({ redisUrl, google, databaseUrl: instanceA.databaseUrl }) };
}

/**
 * Signs a person in on two devices and a friend on one, each with a live socket on `listenOn`;
 * ends sessions on `actOn`; then the friend sends the person a message at once.
 */
async function walk(ending: Ending, { actOn, listenOn }: { actOn: TestContext; listenOn: TestContext }) {
  const person = await signInTwice(actOn.app);
  const friend = await signUpBuyer(actOn.app, { name: 'Friend' });
  const friendSession = await logInFromOwnAddress(actOn.app, friend.email);
  const sockets: Record<DeviceName, OpenLiveSocket> = {
    acting: await openLiveSocket(listenOn.app, person.acting.accessToken),
    other: await openLiveSocket(listenOn.app, person.other.accessToken),
  };
  const friendLive = await openLiveSocket(listenOn.app, friendSession.accessToken);
  for (const live of [sockets.acting, sockets.other, friendLive]) await live.next('ready');

  await ending.end(actOn, person);
  if (ending.accountStays) {
    const sent = await actOn.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: bearer(friendSession.accessToken),
      payload: { receiverId: person.id, content: 'Sent after the end' },
    });
    expect(sent.statusCode).toBe(201);
    // The friend hears their own message: by then every socket of the person has heard it too, or never will.
    await friendLive.next('message');
  }

  for (const device of ['acting', 'other'] as const) {
    const live = sockets[device];
    if (ending.ends.includes(device)) {
      expect(await closedWithin(live), `${device} device`).toEqual({ code: 4401, reason: 'Session ended' });
      expect(live.events.filter((event) => event.type === 'message'), `${device} device`).toEqual([]);
    } else {
      expect(await live.next('message')).toMatchObject({ message: { content: 'Sent after the end' } });
      expect(live.socket.readyState, `${device} device`).toBe(live.socket.OPEN);
    }
  }
  expect(friendLive.socket.readyState).toBe(friendLive.socket.OPEN);
  expect(await revokedReasons(actOn, person)).toEqual({
    acting: ending.ends.includes('acting') ? ending.reason : null,
    other: ending.ends.includes('other') ? ending.reason : null,
  });
  for (const live of [sockets.acting, sockets.other, friendLive]) live.socket.terminate();
}

async function signInTwice(app: FastifyInstance): Promise<Person> {
  const { id, email } = await signUpBuyer(app, { name: 'Two Devices' });
  return { id, email, acting: await logInFromOwnAddress(app, email), other: await logInFromOwnAddress(app, email) };
}

function refresh(app: FastifyInstance, refreshToken: string) {
  return app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken } });
}

async function expectStatus(answer: Promise<{ statusCode: number; body: string }>, status: number): Promise<void> {
  const response = await answer;
  expect(response.statusCode, response.body).toBe(status);
}

async function revokedReasons({ db }: TestContext, person: Person): Promise<Record<DeviceName, string | null>> {
  const reasonOf = async ({ accessToken }: Device) => {
    const { sid } = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { sid: string };
    return (await db.selectFrom('sessions').select('revoked_reason').where('id', '=', sid).executeTakeFirstOrThrow()).revoked_reason;
  };
  return { acting: await reasonOf(person.acting), other: await reasonOf(person.other) };
}
