import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../test/fixtures';
import { stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

describe('the link to the administrators’ console', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is in an administrator’s account menu and opens the console', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/admin/overview': { status: 200, body: { pendingVerifications: 0, openDisputes: 0, paymentsWaiting: 0, openFlags: 0 } },
      'GET /api/admin/users?*': { status: 200, body: { users: [], nextCursor: null } },
    });
    renderApp('/', { user: makeUser({ name: 'Ada Administrator', isAdmin: true }) });
    await user.click(screen.getByRole('button', { name: 'Account menu for Ada Administrator' }));
    const link = screen.getByRole('link', { name: 'Administrators’ console' });
    expect(link).toHaveAttribute('href', '/admin');
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Administrators’ console' })).toBeInTheDocument();
  });

  it('is nowhere for anyone else, in the account menu or the small screens’ menu', async () => {
    const user = userEvent.setup();
    renderApp('/', { user: makeUser({ name: 'Amina Otieno', role: 'both', isSeller: true }) });
    await user.click(screen.getByRole('button', { name: 'Account menu for Amina Otieno' }));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getAllByRole('link', { name: 'Settings' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Administrators’ console' })).not.toBeInTheDocument();
  });
});
