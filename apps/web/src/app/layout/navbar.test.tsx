import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { useSession } from '../../lib/session';

describe('Navbar', () => {
  it('offers Home, About, Services, Contact and Log in to a visitor', async () => {
    renderApp('/about');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'About', 'Services', 'Contact', 'Log in']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(await within(nav).findByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  });

  it('gives a signed-in user a menu with their pages, and Logout signs out and goes to /login', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('authToken', 'test-access-token');
    renderApp('/', { user: makeUser({ name: 'Amina Otieno' }) });
    const menuButton = screen.getByRole('button', { name: 'Account menu for Amina Otieno' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Profile', 'Dashboard', 'Messages', 'Orders', 'Settings']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(useSession.getState().isAuthenticated).toBe(false);
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('closes the user menu on Escape and returns focus to its button', async () => {
    const user = userEvent.setup();
    renderApp('/', { user: makeUser({ name: 'Amina Otieno' }) });
    const menuButton = screen.getByRole('button', { name: 'Account menu for Amina Otieno' });
    await user.click(menuButton);
    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('folds the links into a menu button for small screens', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('link', { name: 'Contact' }).length).toBeGreaterThan(1);
  });
});
