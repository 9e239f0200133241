import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser } from '@fundi/shared';
import { stubFetch, type StubbedCall } from '../../test/fetch-stub';
import { firstPaint } from '../../test/lazy-pages';
import { renderApp } from '../../test/render-app';
import { administrator, makeAdminUser, overview } from './test-admin';

const wanjiku = makeAdminUser();
const otieno = makeAdminUser({ id: 'user-otieno', name: 'Otieno Buyer', email: null, phone: '+254711000111', role: 'buyer', verified: false, suspendedAt: '2026-05-01T10:00:00.000Z' });
const closed = makeAdminUser({ id: 'user-gone', name: 'Deleted user', email: null, phone: null, role: 'buyer', verified: false, deleted: true });
const me = makeAdminUser({ id: administrator.id, name: administrator.name, role: 'buyer', verified: false, isAdmin: true });

const card = (name: string) => screen.getByRole('article', { name });
const usersPage = (users: AdminUser[], nextCursor: string | null = null) => ({ status: 200, body: { users, nextCursor } });

describe('/admin/users', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists people with their role, standing and contacts, and searches by name, e-mail or phone as one types', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'GET /api/admin/overview': { status: 200, body: overview },
      'GET /api/admin/users?*': (call: StubbedCall) => (call.path.includes('q=') ? usersPage([otieno]) : usersPage([wanjiku, otieno, closed, me])),
    });
    renderApp('/admin/users', { user: administrator });
    expect(await screen.findByRole('heading', { level: 2, name: 'Users' }, firstPaint)).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Wanjiku Kamau' }, firstPaint);
    for (const text of ['Seller', 'Verified', 'wanjiku@example.co.ke', '+254722334455']) expect(within(first).getByText(text)).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
    expect(within(card('Otieno Buyer')).getByText('Suspended')).toBeInTheDocument();
    expect(within(card('Otieno Buyer')).getByText('No e-mail')).toBeInTheDocument();
    expect(within(card('Otieno Buyer')).getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    // A closed account can be neither suspended nor restored; nor can the administrator suspend themself.
    expect(within(card('Deleted user')).getByText('Closed')).toBeInTheDocument();
    expect(within(card('Deleted user')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card('Ada Administrator')).getByText('Administrator')).toBeInTheDocument();
    expect(within(card('Ada Administrator')).queryByRole('button')).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search by name, e-mail or phone' }), '0711 000 111');
    expect(await screen.findByRole('article', { name: 'Otieno Buyer' })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Wanjiku Kamau' })).not.toBeInTheDocument());
    // The last search asked is the whole number. The overview and the unfiltered list may be
    // asked again in the background meanwhile (a busy machine's timing): they are not searches.
    // Otieno is in the unfiltered list too, and Wanjiku leaves it while the search loads, so the
    // search's request may still be on its way here: waited for.
    await vi.waitFor(() => expect(calls.filter((call) => call.path.startsWith('/api/admin/users?q=')).at(-1)?.path).toBe('/api/admin/users?q=0711+000+111'));
  });

  it('says when nobody matches a search', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/admin/overview': { status: 200, body: overview },
      'GET /api/admin/users?*': (call: StubbedCall) => usersPage(call.path.includes('q=') ? [] : [wanjiku]),
    });
    renderApp('/admin/users', { user: administrator });
    await user.type(await screen.findByRole('searchbox', { name: 'Search by name, e-mail or phone' }, firstPaint), 'nobody');
    expect(await screen.findByRole('heading', { name: 'Nobody matches this search.' })).toBeInTheDocument();
  });

  it('suspends an account only with a reason, tells how it went, and shows the list again', async () => {
    const user = userEvent.setup();
    let isSuspended = false;
    const { callsTo } = stubFetch({
      'GET /api/admin/overview': { status: 200, body: overview },
      'GET /api/admin/users?*': () => usersPage([isSuspended ? { ...wanjiku, suspendedAt: '2026-05-05T10:00:00.000Z' } : wanjiku]),
      'PUT /api/admin/users/user-wanjiku/suspend': () => {
        isSuspended = true;
        return { status: 200, body: { user: { ...wanjiku, suspendedAt: '2026-05-05T10:00:00.000Z' } } };
      },
    });
    renderApp('/admin/users', { user: administrator });
    await user.click(within(await screen.findByRole('article', { name: 'Wanjiku Kamau' }, firstPaint)).getByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend Wanjiku Kamau?' });
    expect(within(dialog).getByText(/signed out everywhere at once/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(within(dialog).getByText('Say why: every administrator action is recorded with its reason')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('PUT /api/admin/users/user-wanjiku/suspend')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Fake reviews');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Wanjiku Kamau is suspended')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('PUT /api/admin/users/user-wanjiku/suspend').map((call) => call.body)).toEqual([{ reason: 'Fake reviews' }]);
    expect(await within(card('Wanjiku Kamau')).findByRole('button', { name: 'Restore' })).toBeInTheDocument();
  });

  it('restores an account, and keeps the dialog with the server’s refusal in words', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/admin/overview': { status: 200, body: overview },
      'GET /api/admin/users?*': usersPage([otieno]),
      'PUT /api/admin/users/user-otieno/restore': { status: 409, body: { error: 'This account is not suspended', code: 'USER_NOT_SUSPENDED' } },
    });
    renderApp('/admin/users', { user: administrator });
    await user.click(within(await screen.findByRole('article', { name: 'Otieno Buyer' }, firstPaint)).getByRole('button', { name: 'Restore' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore Otieno Buyer?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Appeal accepted');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This account is not suspended');
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('Appeal accepted');
  });

  it('reads more people with Load more', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/admin/overview': { status: 200, body: overview },
      'GET /api/admin/users?*': (call: StubbedCall) => (call.path.includes('cursor=page-2') ? usersPage([otieno]) : usersPage([wanjiku], 'page-2')),
    });
    renderApp('/admin/users', { user: administrator });
    await screen.findByRole('article', { name: 'Wanjiku Kamau' }, firstPaint);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Otieno Buyer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
