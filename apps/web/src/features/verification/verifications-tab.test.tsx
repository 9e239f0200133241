import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminVerification } from '@fundi/shared';
import { deferred, stubFetch, type StubbedAnswer, type StubbedCall } from '../../test/fetch-stub';
import { stubObjectUrls } from '../../test/files';
import { firstPaint } from '../../test/lazy-pages';
import { renderApp } from '../../test/render-app';
import { administrator, makeAdminVerification } from './test-verifications';

const LIST = 'GET /api/admin/verifications?*';
const overview = { 'GET /api/admin/overview': { status: 200, body: { pendingVerifications: 2, openDisputes: 0, paymentsWaiting: 0, openFlags: 0 } } };
const photo: StubbedAnswer = { status: 200, body: 'webp bytes' };
const photos = (id: string) => ({ [`GET /api/admin/verifications/${id}/document-photo`]: photo, [`GET /api/admin/verifications/${id}/selfie`]: photo });
const page = (verifications: AdminVerification[], nextCursor: string | null = null) => ({ status: 200, body: { verifications, nextCursor } });

const wanjiku = makeAdminVerification();
const otieno = makeAdminVerification({
  id: 'request-otieno',
  documentType: 'passport',
  documentNumber: 'AK0123456',
  submittedAt: '2026-05-05T09:00:00.000Z',
  seller: { id: 'seller-otieno', name: 'Otieno Baraka', email: null, phone: '+254711000111', location: null, profilePhoto: null },
});

const card = (name: string) => within(screen.getByRole('article', { name }));
const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));

async function openQueue(routes: Record<string, StubbedAnswer | ((call: StubbedCall) => StubbedAnswer | Promise<StubbedAnswer>)>) {
  const stub = stubFetch({ ...overview, ...photos(wanjiku.id), ...photos(otieno.id), ...routes });
  const user = userEvent.setup();
  renderApp('/admin/verifications', { user: administrator });
  expect(await screen.findByRole('heading', { level: 2, name: 'Identity checks' }, firstPaint)).toBeInTheDocument();
  return { user, ...stub };
}

describe('/admin/verifications', () => {
  beforeEach(() => stubObjectUrls());
  afterEach(() => vi.unstubAllGlobals());

  it('shows each waiting seller, oldest first, with the document and the selfie side by side and the account beside them', async () => {
    const { calls } = await openQueue({ [LIST]: page([wanjiku, otieno]) });
    const first = await screen.findByRole('article', { name: 'Wanjiku Kamau' });
    expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent)).toEqual(['Wanjiku Kamau', 'Otieno Baraka']);
    // Fetched with the administrator's token into blob: URLs, never an <img> pointing at the API.
    expect(await within(first).findByRole('img', { name: 'Document of Wanjiku Kamau' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(await within(first).findByRole('img', { name: 'Selfie of Wanjiku Kamau' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    const photoCall = calls.find((call) => call.path === '/api/admin/verifications/request-wanjiku/selfie');
    expect(photoCall?.authorization).toBe('Bearer test-access-token');
    for (const text of ['National ID', '23456789', '+254722334455', 'wanjiku@example.co.ke', 'Thika']) expect(within(first).getByText(text)).toBeInTheDocument();
    expect(card('Otieno Baraka').getByText('Passport')).toBeInTheDocument();
    expect(card('Otieno Baraka').getByText('AK0123456')).toBeInTheDocument();
    expect(card('Otieno Baraka').getAllByText('Not given')).toHaveLength(2);
    expect(calls.find((call) => call.path.startsWith('/api/admin/verifications?'))?.path).toBe('/api/admin/verifications?status=PENDING');
  });

  it('shows skeletons while the queue loads', async () => {
    const answer = deferred<StubbedAnswer>();
    await openQueue({ [LIST]: () => answer.promise });
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    answer.resolve(page([wanjiku]));
    expect(await screen.findByRole('article', { name: 'Wanjiku Kamau' })).toBeInTheDocument();
  });

  it('says when nobody is waiting', async () => {
    await openQueue({ [LIST]: page([]) });
    expect(await screen.findByRole('heading', { name: 'Nobody is waiting to be verified' })).toBeInTheDocument();
    expect(screen.getByText('New requests show here, oldest first.')).toBeInTheDocument();
  });

  it('approves in one tap, says so, and shows the queue again without them', async () => {
    let isDecided = false;
    const { user, callsTo } = await openQueue({
      [LIST]: () => page(isDecided ? [otieno] : [wanjiku, otieno]),
      'PUT /api/admin/verifications/request-wanjiku/approve': () => {
        isDecided = true;
        return { status: 200, body: { verification: { ...wanjiku, status: 'APPROVED', reason: 'Documents checked', decidedAt: '2026-05-06T08:00:00.000Z' } } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve Wanjiku Kamau' }));
    expect(await toasts().findByText('Wanjiku Kamau is now verified')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Wanjiku Kamau' })).not.toBeInTheDocument());
    expect(callsTo('PUT /api/admin/verifications/request-wanjiku/approve')).toHaveLength(1);
    expect(callsTo('PUT /api/admin/verifications/request-wanjiku/approve')[0]?.body).toEqual({});
  });

  it('says when another administrator decided first', async () => {
    const { user } = await openQueue({
      [LIST]: page([wanjiku]),
      'PUT /api/admin/verifications/request-wanjiku/approve': { status: 409, body: { error: 'already decided', code: 'VERIFICATION_ALREADY_DECIDED' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve Wanjiku Kamau' }));
    expect(await toasts().findByText('This verification request has already been decided')).toBeInTheDocument();
  });

  it('rejects only with a reason, which it sends for the seller to read', async () => {
    let isDecided = false;
    const { user, callsTo } = await openQueue({
      [LIST]: () => page(isDecided ? [] : [wanjiku]),
      'PUT /api/admin/verifications/request-wanjiku/reject': (call) => {
        isDecided = true;
        return { status: 200, body: { verification: { ...wanjiku, status: 'REJECTED', reason: (call.body as { reason: string }).reason } } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reject Wanjiku Kamau' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reject Wanjiku Kamau' }));
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(dialog.getByText('Say why: every administrator action is recorded with its reason')).toBeInTheDocument();
    expect(callsTo('PUT /api/admin/verifications/request-wanjiku/reject')).toHaveLength(0);

    await user.type(dialog.getByRole('textbox', { name: 'Reason (the seller reads it)' }), '  The photo of the ID is blurred ');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await toasts().findByText('Wanjiku Kamau was told why')).toBeInTheDocument();
    expect(callsTo('PUT /api/admin/verifications/request-wanjiku/reject')[0]?.body).toEqual({ reason: 'The photo of the ID is blurred' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Nobody is waiting to be verified' })).toBeInTheDocument();
  });

  it('switches to the decided ones, with who decided, why, and the photos once erased', async () => {
    const rejected = makeAdminVerification({
      id: 'request-old',
      status: 'REJECTED',
      decidedAt: '2026-01-10T10:00:00.000Z',
      decidedBy: { id: 'admin-ben', name: 'Ben Administrator' },
      reason: 'Name differs from the account',
      documentPhoto: null,
      selfie: null,
    });
    const { user, calls } = await openQueue({ [LIST]: (call) => page(call.path.includes('status=REJECTED') ? [rejected] : [wanjiku]) });
    await screen.findByRole('article', { name: 'Wanjiku Kamau' });
    await user.click(screen.getByRole('button', { name: 'Rejected', pressed: false }));
    const decided = within(await screen.findByRole('article', { name: 'Wanjiku Kamau' }, firstPaint));
    await vi.waitFor(() => expect(decided.getByText('Name differs from the account')).toBeInTheDocument());
    expect(decided.getByText('Ben Administrator')).toBeInTheDocument();
    expect(decided.getAllByText('Erased after 90 days')).toHaveLength(2);
    expect(decided.queryByRole('button', { name: /Approve|Reject/ })).not.toBeInTheDocument();
    // The list asked last is the decided one (the navbar's own reads may come in between).
    expect(calls.filter((call) => call.path.startsWith('/api/admin/verifications?')).at(-1)?.path).toBe('/api/admin/verifications?status=REJECTED');
    // No photo is asked for once erased.
    expect(calls.filter((call) => call.path.startsWith('/api/admin/verifications/request-old'))).toEqual([]);
  });

  it('shows more on request, a page at a time', async () => {
    const { user, calls } = await openQueue({ [LIST]: (call) => (call.path.includes('cursor=') ? page([otieno]) : page([wanjiku], 'next-page')) });
    await screen.findByRole('article', { name: 'Wanjiku Kamau' });
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('article', { name: 'Otieno Baraka' })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain('/api/admin/verifications?status=PENDING&cursor=next-page');
  });
});
