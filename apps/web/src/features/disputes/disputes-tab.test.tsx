import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminDispute } from '@fundi/shared';
import { deferred, stubFetch, type StubbedAnswer, type StubbedCall } from '../../test/fetch-stub';
import { firstPaint } from '../../test/lazy-pages';
import { renderApp } from '../../test/render-app';
import { administrator, makeAdminDispute } from './test-disputes';

const LIST = 'GET /api/admin/disputes?*';
const overview = { 'GET /api/admin/overview': { status: 200, body: { pendingVerifications: 0, openDisputes: 1, paymentsWaiting: 0, openFlags: 0 } } };
const page = (disputes: AdminDispute[], nextCursor: string | null = null): StubbedAnswer => ({ status: 200, body: { disputes, nextCursor } });

const open = makeAdminDispute();
const older = makeAdminDispute({ id: 'dispute-older', order: { ...open.order, serviceTitle: 'Geyser repair' }, createdAt: '2026-05-01T10:00:00.000Z' });
const decided = makeAdminDispute({
  id: 'dispute-decided',
  status: 'DECIDED',
  order: { ...open.order, serviceTitle: 'Roof repair' },
  decision: { outcome: 'BUYER', buyerAmount: 2500, sellerAmount: 0, reason: 'No-show', decidedAt: '2026-05-03T09:00:00.000Z' },
  payment: { ...open.payment, status: 'REFUNDED' },
});

function openTab(list: (call: StubbedCall) => StubbedAnswer | Promise<StubbedAnswer>) {
  const stub = stubFetch({ ...overview, [LIST]: list });
  renderApp('/admin/disputes', { user: administrator });
  return stub;
}

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('/admin/disputes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the open disputes in the order the server gives (oldest first), then the decided ones, each leading to its page', async () => {
    const { calls } = openTab((call) => (call.path.includes('status=OPEN') ? page([older, open]) : page([decided])));
    expect(await screen.findByRole('heading', { level: 2, name: 'Disputes' }, firstPaint)).toBeInTheDocument();
    const waiting = await screen.findByRole('region', { name: 'Waiting for a decision' });
    expect(await within(waiting).findAllByRole('link')).toHaveLength(2);
    expect(within(waiting).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/admin/disputes/dispute-older', `/admin/disputes/${open.id}`]);
    const first = within(waiting).getAllByRole('link')[0]!;
    expect(first).toHaveTextContent('Geyser repair');
    expect(first).toHaveTextContent('Amina Wanjiru and Joseph Otieno');
    expect(first).toHaveTextContent('The work was poorly done');
    expect(first).toHaveTextContent('KSh 2,500');
    expect(await section('Decided').findByText('Refunded to the buyer')).toBeInTheDocument();
    expect(calls.map((call) => call.path).filter((path) => path.startsWith('/api/admin/disputes'))).toEqual(['/api/admin/disputes?status=OPEN', '/api/admin/disputes?status=DECIDED']);
  });

  it('shows skeletons while loading, says when there is nothing, and loads more on demand', async () => {
    const answer = deferred<StubbedAnswer>();
    const { calls } = openTab((call) => {
      if (call.path.includes('status=DECIDED')) return page([]);
      if (call.path.includes('cursor=next')) return page([open]);
      return answer.promise;
    });
    await screen.findByRole('heading', { level: 2, name: 'Disputes' }, firstPaint);
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await section('Decided').findByText('No dispute has been decided yet.')).toBeInTheDocument();
    answer.resolve(page([older], 'next'));
    expect(await section('Waiting for a decision').findByText('Geyser repair')).toBeInTheDocument();
    await userEvent.setup().click(section('Waiting for a decision').getByRole('button', { name: 'Load more' }));
    expect(await section('Waiting for a decision').findByText('Leaking tap repair')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/admin/disputes?status=OPEN&cursor=next')).toBe(true);
  });

  it('says so when the list cannot be read, and tries again', async () => {
    let fails = true;
    openTab((call) => (call.path.includes('status=OPEN') && fails ? { status: 500, body: { error: 'Server error' } } : page([])));
    expect(await section('Waiting for a decision').findByText('Could not load the disputes. Please try again.', {}, firstPaint)).toBeInTheDocument();
    fails = false;
    await userEvent.setup().click(section('Waiting for a decision').getByRole('button', { name: 'Try again' }));
    expect(await section('Waiting for a decision').findByText('No dispute is waiting for a decision.')).toBeInTheDocument();
  });
});
