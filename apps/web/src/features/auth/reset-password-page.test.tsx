import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

async function openReset(path = '/reset-password?token=reset-token-1') {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Set a new password' });
  return user;
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, password: string, confirmPassword = password) {
  const passwordInput = screen.getByLabelText('New Password', { selector: 'input' });
  const confirmInput = screen.getByLabelText('Confirm Password', { selector: 'input' });
  await user.clear(passwordInput);
  await user.clear(confirmInput);
  if (password) await user.type(passwordInput, password);
  if (confirmPassword) await user.type(confirmInput, confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('ResetPasswordPage', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('without a token, says so and goes to /forgot-password after 3 seconds', async () => {
    await openReset('/reset-password');
    expect(screen.getByText('Invalid or missing reset token')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset Password' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
  });

  it.each([
    ['', '', 'Both password fields are required'],
    ['Ab1!', 'Ab1!', 'Password must be at least 8 characters'],
    ['abcdefg1!', 'abcdefg1!', 'Password must contain at least one uppercase letter'],
    ['Abcdefgh!', 'Abcdefgh!', 'Password must contain at least one number'],
    ['Abcdefgh1', 'Abcdefgh1', 'Password must contain at least one special character'],
    ['Abcdefgh1!', 'Abcdefgh1?', 'Passwords do not match'],
  ])('refuses “%s” / “%s”: %s', async (password, confirmPassword, message) => {
    const user = await openReset();
    await fillAndSubmit(user, password, confirmPassword);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('resets with the link’s token, confirms, and goes to /login after 2 seconds', async () => {
    const { calls } = stubFetch({ 'POST /auth/reset-password': { status: 200, body: { message: 'Password reset' } } });
    const user = await openReset();
    await fillAndSubmit(user, 'Nairobi#2027');

    expect(await screen.findByText('Password reset successfully! Redirecting to login...')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ token: 'reset-token-1', password: 'Nairobi#2027' });
    act(() => vi.advanceTimersByTime(2000));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
  });

  it.each([
    ['Invalid token', 'RESET_LINK_INVALID', 'Invalid or expired reset link'],
    ['Reset link expired', 'RESET_LINK_EXPIRED', 'This reset link has expired. Please request a new one.'],
  ])('turns “%s” (%s) into “%s”', async (serverText, code, userText) => {
    stubFetch({ 'POST /auth/reset-password': { status: 400, body: { error: serverText, code } } });
    const user = await openReset();
    await fillAndSubmit(user, 'Nairobi#2027');
    expect(await screen.findByText(userText)).toBeInTheDocument();
  });
});
