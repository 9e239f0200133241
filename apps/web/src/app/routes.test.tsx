import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { endSession } from '../lib/session';

const signedInOnly = ['/dashboard', '/dashboard/services', '/messages', '/add-service', '/profile', '/orders', '/settings'];

describe('routes', () => {
  it.each(signedInOnly)('%s sends a visitor without a session to /login', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
  });

  it.each(['/login', '/signup'])('%s sends a signed-in user to /dashboard', async (path) => {
    renderApp(path, { user: makeUser({ name: 'Amina Otieno' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Amina Otieno' })).toBeInTheDocument();
  });

  it.each([
    ['/', 'Trusted local fundis, booked in minutes'],
    ['/login', 'Welcome back'],
    ['/signup', 'Create your account'],
    ['/forgot-password', 'Forgot your password?'],
    ['/reset-password?token=abc', 'Set a new password'],
    ['/services', 'Service Categories'],
    ['/services/plumbing', 'Plumbing'],
    ['/about', 'About Fundi'],
    ['/contact', 'Contact Us'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/cookies', 'Cookie Policy'],
    ['/blog', 'Blog'],
    ['/careers', 'Careers'],
    ['/no-such-page', 'Page not found'],
    ['/services/no-such-category', 'Category not found'],
  ])('%s shows its page to a visitor', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('/become-seller is public, but applying needs an account: a visitor goes to /login with a note', async () => {
    renderApp('/become-seller');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByText('Please log in to become a seller.')).toBeInTheDocument();
  });

  it.each([
    ['/become-seller', 'Become a Seller'],
    ['/dashboard/services', 'Your Services'],
    ['/messages', 'Messages'],
    ['/add-service', 'Add New Service'],
    ['/profile', 'My Profile'],
    ['/orders', 'Your Orders'],
    ['/settings', 'Settings'],
  ])('%s shows its page to a signed-in user', async (path, heading) => {
    renderApp(path, { user: makeUser() });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('/auth/google/callback without tokens hands over to /login (see google-callback-page.test.tsx)', async () => {
    renderApp('/auth/google/callback');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByText('Invalid Google authentication response.')).toBeInTheDocument();
  });

  it('a session that expires while a page is open goes to /login and says why', async () => {
    renderApp('/settings', { user: makeUser() });
    await screen.findByRole('heading', { level: 1, name: 'Settings' });

    act(() => endSession('expired'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByText('Invalid session. Please log in again.')).toBeInTheDocument();
  });

  it('scrolls to the top on every route change', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Trusted local fundis, booked in minutes' });
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();

    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'About Fundi' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('names the browser tab after the page', async () => {
    renderApp('/services');
    await screen.findByRole('heading', { level: 1, name: 'Service Categories' });
    expect(document.title).toBe('Service Categories · Fundi');
  });
});
