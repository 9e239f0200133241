import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { makeUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';

vi.mock('../features/dashboard/dashboard-page', () => ({
  DashboardPage: () => {
    throw new Error('dashboard exploded');
  },
}));

describe('error fallback', () => {
  it('shows the spec’s fallback text when /dashboard crashes, and keeps the navigation usable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/dashboard', { user: makeUser() });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try refreshing the page or contact support.',
    );
    expect(screen.getByRole('button', { name: 'Refresh page' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
