import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { chooseLanguage } from '../../lib/i18n';
import { stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { administrator, makeAdminUser, overview } from './test-admin';

describe('the administrators’ console', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => chooseLanguage('en'));
  });

  it('shows its title and a tab per section, with what waits as badges and the open one marked', async () => {
    stubFetch({
      'GET /api/admin/overview': { status: 200, body: overview },
      'GET /api/admin/users?*': { status: 200, body: { users: [makeAdminUser()], nextCursor: null } },
    });
    renderApp('/admin/users', { user: administrator });
    expect(await screen.findByRole('heading', { level: 1, name: 'Administrators’ console' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Console sections' });
    expect(within(tabs).getAllByRole('link')).toHaveLength(6);
    expect(await within(tabs).findByRole('link', { name: 'Verifications, 2 waiting' })).toHaveAttribute('href', '/admin/verifications');
    // Payments waiting and open flags both wait on the Payments tab.
    expect(within(tabs).getByRole('link', { name: 'Payments, 3 waiting' })).toHaveAttribute('href', '/admin/payments');
    expect(within(tabs).getByRole('link', { name: 'Disputes' })).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Contact messages', 'Activity']) expect(within(tabs).getByRole('link', { name })).toBeInTheDocument();
    expect(document.title).toBe('Administrators’ console · Fundi');
  });

  it('speaks Kiswahili too: its words come with its own chunk, in both languages', async () => {
    stubFetch({
      'GET /api/admin/overview': { status: 200, body: overview },
      'GET /api/admin/users?*': { status: 200, body: { users: [], nextCursor: null } },
    });
    renderApp('/admin/users', { user: administrator });
    await screen.findByRole('heading', { level: 1, name: 'Administrators’ console' });
    await act(() => chooseLanguage('sw'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kituo cha wasimamizi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Watumiaji' })).toHaveAttribute('aria-current', 'page');
  });

  it('is a page that does not exist for anyone but an administrator', async () => {
    const { calls } = stubFetch({});
    renderApp('/admin/users', { user: { ...administrator, isAdmin: false } });
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/api/admin'))).toEqual([]);
  });
});
