import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { deferred, stubFetch, type StubbedAnswer } from '../../test/fetch-stub';
import { firstPaint } from '../../test/lazy-pages';
import { renderApp } from '../../test/render-app';

const providers = (google: boolean) => ({ 'GET /auth/providers': { status: 200, body: { google } } });

describe.each([
  ['/login', 'Welcome back', 'Continue with Google'],
  ['/signup', 'Create your account', 'Sign up with Google'],
])('%s and the sign-ins the server has on', (path, heading, googleLabel) => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers Google sign-in, under an “or”, when the server has it on', async () => {
    stubFetch(providers(true));
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: heading }, firstPaint);
    expect(screen.getByRole('button', { name: googleLabel })).toBeInTheDocument();
    expect(screen.getByText('or')).toBeInTheDocument();
  });

  it('offers no Google sign-in when the server has it off (no client configured)', async () => {
    stubFetch(providers(false));
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: heading }, firstPaint);
    expect(screen.queryByRole('button', { name: googleLabel })).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });

  it('offers no Google sign-in when the server cannot be asked', async () => {
    stubFetch({ 'GET /auth/providers': 'network-error' });
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: heading }, firstPaint);
    expect(screen.queryByRole('button', { name: googleLabel })).not.toBeInTheDocument();
  });

  it('shows the form only once the answer is in, so nothing moves when it arrives', async () => {
    const answer = deferred<StubbedAnswer>();
    stubFetch({ 'GET /auth/providers': () => answer.promise });
    renderApp(path);
    // Long enough for the page's code to load: the page still waits for the answer.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.queryByRole('heading', { level: 1, name: heading })).not.toBeInTheDocument();

    await act(async () => answer.resolve({ status: 200, body: { google: true } }));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: googleLabel })).toBeInTheDocument();
  });
});
