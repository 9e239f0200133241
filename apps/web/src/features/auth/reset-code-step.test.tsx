import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, type StubbedAnswer, type StubbedCall } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { sw } from '../../locales/sw';
import { i18n } from '../../lib/i18n';

const phone = '0712 345 678';
const newPassword = 'Mombasa#2027y';
const codeSent: StubbedAnswer = { status: 200, body: { message: 'If an account exists, a reset code has been sent by SMS.' } };

/** Forgot password for `phone`, up to the code step. */
async function openCodeStep(resetAnswer: StubbedAnswer | ((call: StubbedCall) => StubbedAnswer) = { status: 200, body: { message: 'Password reset successfully' } }) {
  const stub = stubFetch({ 'POST /auth/forgot-password': codeSent, 'POST /auth/reset-password': resetAnswer });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderApp('/forgot-password');
  await user.type(await screen.findByRole('textbox', { name: 'Email or phone' }), phone);
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  await screen.findByRole('heading', { level: 1, name: 'Enter the code from the SMS' });
  return { ...stub, user };
}

async function enterCode(user: ReturnType<typeof userEvent.setup>, code: string, password = newPassword, confirmPassword = password) {
  for (const [label, value] of [['Code', code], ['New Password', password], ['Confirm Password', confirmPassword]] as const) {
    const input = screen.getByLabelText(label, { selector: 'input' });
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('Forgot password for a phone: the SMS code step', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for the code on the same page, a numeric one-time code field, focused', async () => {
    const { callsTo } = await openCodeStep();
    expect(callsTo('POST /auth/forgot-password')[0]?.body).toEqual({ identifier: phone });
    expect(screen.getByText(`We have sent a 6-digit code by SMS to ${phone}. It works for 10 minutes.`)).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: 'Code' });
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('maxlength', '6');
    expect(code).toHaveFocus();
    // No link was sent, so no "link sent" words and no trip to /login.
    expect(screen.queryByText(/reset link has been sent/)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('heading', { level: 1, name: 'Enter the code from the SMS' })).toBeInTheDocument();
  });

  it('sends { identifier, code, password }, confirms, and goes to /login with the phone filled in after 2 seconds', async () => {
    const { callsTo, user } = await openCodeStep();
    await enterCode(user, '482913');

    expect(await screen.findByText('Password reset successfully! Redirecting to login...')).toBeInTheDocument();
    expect(callsTo('POST /auth/reset-password')[0]?.body).toEqual({ identifier: phone, code: '482913', password: newPassword });
    act(() => vi.advanceTimersByTime(2000));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email or phone' })).toHaveValue(phone);
  });

  it.each([
    ['48291', newPassword, newPassword, 'Enter the 6-digit code from the SMS'],
    ['48291a', newPassword, newPassword, 'Enter the 6-digit code from the SMS'],
    ['482913', '', '', 'Both password fields are required'],
    ['482913', 'Mombasa2027', 'Mombasa2027', 'Password must contain at least one special character'],
    ['482913', newPassword, 'Mombasa#2027z', 'Passwords do not match'],
  ])('checks “%s” / “%s” / “%s” before sending: %s', async (code, password, confirmPassword, message) => {
    const { callsTo, user } = await openCodeStep();
    await enterCode(user, code, password, confirmPassword);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(callsTo('POST /auth/reset-password')).toHaveLength(0);
  });

  it('says a wrong code under the code field and gives it the focus', async () => {
    const { user } = await openCodeStep({ status: 400, body: { error: 'That code is not right. Check the SMS and try again.', code: 'RESET_CODE_INVALID' } });
    await enterCode(user, '000000');
    const code = screen.getByRole('textbox', { name: 'Code' });
    await vi.waitFor(() => expect(code).toHaveAccessibleDescription('The 6 digits in the SMS from Fundi. That code is not right. Check the SMS and try again.'));
    await vi.waitFor(() => expect(code).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  });

  it.each([
    ['RESET_CODE_EXPIRED', 'This code has expired. Ask for a new one.'],
    ['RESET_CODE_USED_UP', 'Too many wrong codes. Ask for a new one.'],
  ])('says %s on the form’s line and offers a new code at once', async (code, words) => {
    const { user } = await openCodeStep({ status: 400, body: { error: words, code } });
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
    await enterCode(user, '482913');
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
    expect(screen.queryByText(/You can ask for a new code/)).not.toBeInTheDocument();
  });

  it('lets a new code be asked for after a minute, then waits again', async () => {
    const { callsTo, user } = await openCodeStep();
    const sendNewCode = screen.getByRole('button', { name: 'Send a new code' });
    expect(sendNewCode).toBeDisabled();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText('You can ask for a new code in 30 s.')).toBeInTheDocument();
    expect(sendNewCode).toBeDisabled();
    act(() => vi.advanceTimersByTime(30_000));
    expect(sendNewCode).toBeEnabled();
    expect(screen.queryByText(/You can ask for a new code/)).not.toBeInTheDocument();

    await user.click(sendNewCode);
    expect(await screen.findByText('A new code has been sent by SMS. Only the newest code works.')).toBeInTheDocument();
    expect(callsTo('POST /auth/forgot-password')).toHaveLength(2);
    expect(callsTo('POST /auth/forgot-password')[1]?.body).toEqual({ identifier: phone });
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
    expect(screen.getByText('You can ask for a new code in 60 s.')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Code' })).toHaveFocus());
  });

  it('says when a new code is refused for too many requests', async () => {
    const { user } = await openCodeStep();
    stubFetch({ 'POST /auth/forgot-password': { status: 429, body: { error: 'Too many requests, please try again later', code: 'TOO_MANY_REQUESTS' } } });
    act(() => vi.advanceTimersByTime(60_000));
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('Too many requests. Please try again later.')).toBeInTheDocument();
  });

  it('goes back to the first step with the number kept, to change it', async () => {
    const { user } = await openCodeStep();
    await user.click(screen.getByRole('button', { name: 'Use another number' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email or phone' })).toHaveValue(phone);
  });

  it('speaks Kiswahili on a Kiswahili screen, the code’s refusal included', async () => {
    i18n.addCatalogue('sw', 'translation', sw);
    await i18n.changeLanguage('sw');
    try {
      stubFetch({
        'POST /auth/forgot-password': codeSent,
        'POST /auth/reset-password': { status: 400, body: { error: 'That code is not right. Check the SMS and try again.', code: 'RESET_CODE_INVALID' } },
      });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderApp('/forgot-password');
      await user.type(await screen.findByRole('textbox', { name: 'Barua pepe au simu' }), phone);
      await user.click(screen.getByRole('button', { name: 'Tuma Kiungo' }));
      await screen.findByRole('heading', { level: 1, name: 'Weka msimbo ulio kwenye SMS' });
      await user.type(screen.getByRole('textbox', { name: 'Msimbo' }), '000000');
      await user.type(screen.getByLabelText('Nenosiri Jipya', { selector: 'input' }), newPassword);
      await user.type(screen.getByLabelText('Thibitisha Nenosiri', { selector: 'input' }), newPassword);
      await user.click(screen.getByRole('button', { name: 'Weka Nenosiri Jipya' }));
      expect(await screen.findByText('Msimbo huo si sahihi. Angalia SMS kisha ujaribu tena.')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
      i18n.removeCatalogue('sw', 'translation');
    }
  });
});
