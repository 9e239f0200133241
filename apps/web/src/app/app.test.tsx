import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from './app';
import { clearSession, useSession } from '../lib/session';
import { checkSavedSession } from '../lib/session-check';
import { stubFetch } from '../test/fetch-stub';
import { makeUser } from '../test/fixtures';

describe('App', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders nothing until the saved-session check has finished', async () => {
    const { container } = render(<App />);
    expect(container).toBeEmptyDOMElement();

    act(() => clearSession()); // what the check ends with when no token is saved

    expect(await screen.findByRole('heading', { level: 1, name: 'Trusted local fundis, booked in minutes' })).toBeInTheDocument();
  });

  it('offers Retry, keeping the saved session, when the start-up check cannot reach the server', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('authToken', 'saved-token');
    window.localStorage.setItem('refreshToken', 'saved-refresh');
    stubFetch({ 'GET /auth/validate-token': 'network-error' });
    render(<App />);
    await act(() => checkSavedSession());

    expect(screen.getByRole('heading', { level: 1, name: 'Can’t reach Fundi right now' })).toBeInTheDocument();
    expect(window.localStorage.getItem('authToken')).toBe('saved-token');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Still no connection. Please try again in a moment.')).toBeInTheDocument();

    stubFetch({ 'GET /auth/validate-token': { status: 200, body: { valid: true, user: makeUser(), language: 'en' } } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Trusted local fundis, booked in minutes' })).toBeInTheDocument();
    expect(useSession.getState()).toMatchObject({ isAuthenticated: true, isOffline: false });
  });

  it('checks again by itself when the phone comes back online', async () => {
    window.localStorage.setItem('authToken', 'saved-token');
    stubFetch({ 'GET /auth/validate-token': 'network-error' });
    render(<App />);
    await act(() => checkSavedSession());
    await screen.findByRole('button', { name: 'Retry' });

    stubFetch({ 'GET /auth/validate-token': { status: 200, body: { valid: true, user: makeUser(), language: 'en' } } });
    act(() => void window.dispatchEvent(new Event('online')));

    expect(await screen.findByRole('heading', { level: 1, name: 'Trusted local fundis, booked in minutes' })).toBeInTheDocument();
  });
});
