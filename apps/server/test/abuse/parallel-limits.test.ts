import { randomBytes, randomUUID } from 'node:crypto';
import { RATE_LIMITS } from '@fundi/shared';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signInAdministrator } from '../admin';
import { bearer, signUpBuyer, strongPassword } from '../auth-helpers';
import { formData, sendForm } from '../forms';
import { createTestContext } from '../helpers';
import { book, createBuyer, createSeller } from '../marketplace';

// Every rate limit, met by a burst of requests sent all at once: exactly `max` get through,
// the rest are refused with a 429. A limit counted after the work (read, work, then count)
// lets a burst through; these are counted first, atomically (lib/rate-counters.ts).
const { app, db } = await createTestContext();
const extra = 5;
const address = () => `10.${randomBytes(3).join('.')}`;
const times = <T>(count: number, make: (index: number) => Promise<T>) => Promise.all(Array.from({ length: count }, (_, index) => make(index)));

type Burst = {
  rule: keyof typeof RATE_LIMITS;
  /** Sends max + extra requests at once; resolves to their answers. */
  send: (max: number) => Promise<LightMyRequestResponse[]>;
};

const bursts: Burst[] = [
  {
    rule: 'loginPerIp',
    send: async (max) => {
      const from = address();
      return times(max + extra, (index) => app.inject({ method: 'POST', url: '/auth/login', remoteAddress: from, payload: { identifier: `nobody-${index}@example.com`, password: strongPassword } }));
    },
  },
  {
    rule: 'loginPerIdentifier',
    send: async (max) => {
      const { email } = await signUpBuyer(app);
      return times(max + extra, (index) => app.inject({ method: 'POST', url: '/auth/login', remoteAddress: address(), payload: { identifier: email, password: `Wrong#${index}xx` } }));
    },
  },
  {
    rule: 'forgotPasswordPerIp',
    send: async (max) => {
      const from = address();
      return times(max + extra, (index) => app.inject({ method: 'POST', url: '/auth/forgot-password', remoteAddress: from, payload: { identifier: `nobody-${index}@example.com` } }));
    },
  },
  {
    rule: 'forgotPasswordPerAccount',
    send: async (max) => {
      const { email } = await signUpBuyer(app);
      const spellings = [email, email.toUpperCase(), ` ${email} `];
      return times(max + extra, (index) => app.inject({ method: 'POST', url: '/auth/forgot-password', remoteAddress: address(), payload: { identifier: spellings[index % 3] } }));
    },
  },
  {
    rule: 'resetPasswordFailuresPerIp',
    send: async (max) => {
      const from = address();
      return times(max + extra, () => app.inject({ method: 'POST', url: '/auth/reset-password', remoteAddress: from, payload: { token: randomBytes(32).toString('base64url'), password: strongPassword } }));
    },
  },
  {
    rule: 'signupPerIp',
    send: async (max) => {
      const from = address();
      return times(max + extra, (index) =>
        app.inject({ method: 'POST', url: '/auth/signup', remoteAddress: from, payload: { name: 'Burst', email: `burst-${index}-${randomBytes(3).toString('hex')}@example.com`, phone: null, password: strongPassword } }),
      );
    },
  },
  {
    rule: 'mailsPerAddress',
    send: async (max) => {
      // Many accounts ask for the same new address: its inbox gets `max` confirmation mails.
      const target = `inbox-${randomBytes(4).toString('hex')}@example.com`;
      const accounts = await times(max + extra, () => createBuyer(app));
      return Promise.all(
        accounts.map((account) =>
          sendForm(app, 'PUT', '/api/profile', account.accessToken, formData({ name: 'Burst', email: target, phone: '', location: 'Nairobi', bio: '', currentPassword: strongPassword })),
        ),
      );
    },
  },
  {
    rule: 'messagesPerUser',
    send: async (max) => {
      const sender = await createBuyer(app);
      const receiver = await signUpBuyer(app);
      return times(max + extra, (index) => app.inject({ method: 'POST', url: '/api/messages', headers: bearer(sender.accessToken), payload: { receiverId: receiver.id, content: `Hello ${index}` } }));
    },
  },
  {
    rule: 'bookingsPerBuyer',
    send: async (max) => {
      const seller = await createSeller(app, db);
      const buyer = await createBuyer(app);
      return times(max + extra, () => book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id }));
    },
  },
  {
    rule: 'contactPerIp',
    send: async (max) => {
      const from = address();
      return times(max + extra, (index) => app.inject({ method: 'POST', url: '/api/contact-us', remoteAddress: from, payload: { name: 'Burst', email: 'burst@example.com', message: `Hello ${index}` } }));
    },
  },
  {
    rule: 'profileWritesPerUser',
    send: async (max) => {
      const buyer = await createBuyer(app);
      return times(max + extra, (index) =>
        sendForm(app, 'PUT', '/api/profile', buyer.accessToken, formData({ name: `Burst ${index}`, email: buyer.email, phone: '', location: 'Nairobi', bio: '' })),
      );
    },
  },
  {
    rule: 'verificationRequestsPerUser',
    send: async (max) => {
      // Counted before the form is read: requests without photos count as much as complete ones.
      const seller = await createSeller(app, db);
      return times(max + extra, () =>
        app.inject({ method: 'POST', url: '/api/me/verification', headers: bearer(seller.accessToken), payload: { documentType: 'national_id', documentNumber: '12345678' } }),
      );
    },
  },
  {
    rule: 'disputeWritesPerUser',
    send: async (max) => {
      // Counted before the form is read: statements about an order that does not exist count too.
      const buyer = await createBuyer(app);
      return times(max + extra, () =>
        app.inject({ method: 'POST', url: `/api/orders/${randomUUID()}/dispute/statements`, headers: bearer(buyer.accessToken), payload: { text: 'Burst' } }),
      );
    },
  },
  {
    rule: 'settingsWritesPerUser',
    send: async (max) => {
      const buyer = await createBuyer(app);
      const preferences = { orders: { sms: true, email: true }, messages: { sms: false, email: true }, news: { sms: false, email: false } };
      return times(max + extra, () => app.inject({ method: 'PUT', url: '/api/me/notification-preferences', headers: bearer(buyer.accessToken), payload: preferences }));
    },
  },
  {
    rule: 'dataExportsPerUser',
    send: async (max) => {
      const buyer = await createBuyer(app);
      return times(max + extra, () => app.inject({ method: 'GET', url: '/api/me/export', headers: bearer(buyer.accessToken) }));
    },
  },
  {
    rule: 'adminActionsPerAdmin',
    send: async (max) => {
      // Any console write counts, the refused ones too: flags that do not exist are the cheapest.
      const { accessToken } = await signInAdministrator(app, db);
      return times(max + extra, (index) =>
        app.inject({ method: 'PUT', url: `/api/admin/flags/${900_000 + index}/resolve`, headers: bearer(accessToken), payload: { reason: 'Burst' } }),
      );
    },
  },
];

describe('every rate limit holds against a burst', () => {
  it('has a burst for each limit in RATE_LIMITS', () => {
    expect(bursts.map((burst) => burst.rule).sort()).toEqual(Object.keys(RATE_LIMITS).sort());
  });

  it.each(bursts.map((burst) => [burst.rule, burst] as const))('%s: exactly the limit gets through, the rest get a 429', async (_rule, { rule, send }) => {
    const { max } = RATE_LIMITS[rule];
    const statuses = (await send(max)).map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 429)).toHaveLength(extra);
    expect(statuses.filter((status) => status !== 429).every((status) => status < 500)).toBe(true);
  });
});
