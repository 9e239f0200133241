import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

async function openForgotPassword() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderApp('/forgot-password');
  await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
  return { user, identifier: screen.getByRole('textbox', { name: 'Email or phone' }), send: screen.getByRole('button', { name: 'Send Reset Link' }) };
}

describe('ForgotPasswordPage', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for an identifier, then a valid one', async () => {
    const { user, identifier, send } = await openForgotPassword();
    await user.click(send);
    expect(await screen.findByText('Email or phone number is required')).toBeInTheDocument();
    await user.type(identifier, 'amina');
    await user.click(send);
    expect(await screen.findByText('Please enter a valid email or phone number')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('sends one request however often it is submitted, then confirms and goes to /login after 3 seconds', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const { callsTo } = stubFetch({ 'POST /auth/forgot-password': () => answer.promise });
    const { user, identifier, send } = await openForgotPassword();
    await user.type(identifier, 'amina@example.co.ke');
    const form = send.closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await screen.findByRole('button', { name: 'Sending...' });
    fireEvent.submit(form);

    await act(async () => answer.resolve({ status: 200, body: { message: 'ok' } }));

    expect(await screen.findByText('If an account exists, a reset link has been sent. Check your email or phone.')).toBeInTheDocument();
    expect(callsTo('POST /auth/forgot-password')).toHaveLength(1);
    expect(callsTo('POST /auth/forgot-password')[0]?.body).toEqual({ identifier: 'amina@example.co.ke' });

    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
  });

  it.each([
    [404, 'User not found', 'RESET_ACCOUNT_NOT_FOUND', 'No account found for this email or phone'],
    [429, 'Too many requests, please try again later', 'TOO_MANY_REQUESTS', 'Too many requests. Please try again later.'],
  ])('turns a %i “%s” (%s) into “%s”, for 3 seconds', async (status, serverText, code, userText) => {
    stubFetch({ 'POST /auth/forgot-password': { status, body: { error: serverText, code } } });
    const { user, identifier, send } = await openForgotPassword();
    await user.type(identifier, '0712345678');
    await user.click(send);
    expect(await screen.findByText(userText)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText(userText)).not.toBeInTheDocument();
  });
});
