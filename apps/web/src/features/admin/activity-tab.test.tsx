import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, type StubbedCall } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { administrator, overview } from './test-admin';

const action = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  admin: { id: 'admin-ada', name: 'Ada Administrator' },
  action: 'suspend-user',
  subjectType: 'user',
  subjectId: 'user-wanjiku',
  reason: 'Fake reviews',
  details: {},
  createdAt: '2026-05-04T09:30:00.000Z',
  ...overrides,
});

describe('/admin/activity', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows who did what to what, why and when, newest first, and reads more with Load more', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/admin/overview': { status: 200, body: overview },
      'GET /api/admin/actions?*': (call: StubbedCall) =>
        call.path.includes('cursor=next')
          ? { status: 200, body: { actions: [action('1', { admin: null, action: 'grant-admin', subjectId: 'admin-ada', reason: 'From the command line (npm run admin)' })], nextCursor: null } }
          : { status: 200, body: { actions: [action('3', { action: 'retry-payment', subjectType: 'payment', subjectId: 'order-1', reason: 'Checked with M-Pesa' }), action('2'), action('4', { action: 'a-newer-action' })], nextCursor: 'next' } },
    });
    renderApp('/admin/activity', { user: administrator });
    const retried = await screen.findByRole('article', { name: 'Sent a payment again' });
    for (const text of ['By Ada Administrator', 'Payment of order', 'order-1', 'Reason: Checked with M-Pesa', /4 May 2026/]) expect(within(retried).getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Suspended an account' })).toHaveTextContent('Account');
    // An action this page has no words for yet is shown as the server names it.
    expect(screen.getByRole('article', { name: 'a-newer-action' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const grant = await screen.findByRole('article', { name: 'Made an administrator' });
    expect(within(grant).getByText('From the command line')).toBeInTheDocument();
  });

  it('shows placeholders while loading, then says when nobody has acted yet', async () => {
    let answer!: (value: { status: number; body: unknown }) => void;
    stubFetch({
      'GET /api/admin/overview': { status: 200, body: overview },
      'GET /api/admin/actions?*': () => new Promise((resolve) => (answer = resolve)),
    });
    const { container } = renderApp('/admin/activity', { user: administrator });
    await screen.findByRole('heading', { level: 2, name: 'Activity' });
    expect(container.querySelector('.shimmer')).not.toBeNull();
    answer({ status: 200, body: { actions: [], nextCursor: null } });
    expect(await screen.findByRole('heading', { name: 'No administrator has acted yet.' })).toBeInTheDocument();
  });
});
