import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEGAL_DOCUMENTS } from '@fundi/shared';
import { stubFetch } from '../../test/fetch-stub';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

async function openSignup() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderApp('/signup');
  await screen.findByRole('heading', { level: 1, name: 'Create your account' });
  const fields = {
    name: screen.getByRole('textbox', { name: 'Full Name' }),
    identifier: screen.getByRole('textbox', { name: 'Email or phone' }),
    password: screen.getByLabelText('Password', { selector: 'input' }),
    confirmPassword: screen.getByLabelText('Confirm Password', { selector: 'input' }),
    news: screen.getByRole('checkbox', { name: 'Send me news and offers by email' }),
    adult: screen.getByRole('checkbox', { name: 'I am 18 or over and I accept the Terms of Service and the Privacy Policy' }),
  };
  type TextField = 'name' | 'identifier' | 'password' | 'confirmPassword';
  const fill = async (values: Partial<Record<TextField, string>>) => {
    for (const [name, value] of Object.entries(values)) await user.type(fields[name as TextField], value);
  };
  return { user, fields, fill, createAccount: screen.getByRole('button', { name: 'Create Account' }) };
}

describe('SignupPage', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it.each([
    ['abc', 'Weak'],
    ['abcdef', 'Weak'],
    ['abcdefghi', 'Fair'],
    ['Abcdefghi', 'Good'],
    ['Abcdefgh1', 'Strong'],
    ['Abcdefgh1!', 'Very Strong'],
  ])('rates “%s” as %s on the strength meter', async (password, label) => {
    const { fill } = await openSignup();
    await fill({ password });
    expect(screen.getByText(`Password strength: ${label}`)).toBeInTheDocument();
  });

  it('shows the spec’s messages: required, identifier, mismatch, then too weak', async () => {
    const { user, fields, fill, createAccount } = await openSignup();
    await user.click(createAccount);
    expect(await screen.findByText('All fields are required')).toBeInTheDocument();

    await fill({ name: 'Amina Otieno', identifier: 'amina', password: 'Abcdefgh1!', confirmPassword: 'Abcdefgh1!' });
    await user.click(createAccount);
    expect(await screen.findByText('Please enter a valid email or phone number')).toBeInTheDocument();

    await user.clear(fields.identifier);
    await fill({ identifier: 'amina@example.co.ke', confirmPassword: 'x' });
    await user.click(createAccount);
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();

    await user.clear(fields.password);
    await user.clear(fields.confirmPassword);
    await fill({ password: 'abcdefghi', confirmPassword: 'abcdefghi' });
    await user.click(createAccount);
    expect(
      await screen.findByText('Password is too weak. Use at least 8 characters with uppercase, numbers, and special characters.'),
    ).toBeInTheDocument();
  });

  it('sends a phone as `phone` (e-mail null), says so, and goes to a pre-filled login after 2 seconds', async () => {
    const { callsTo } = stubFetch({ 'POST /auth/signup': { status: 201, body: { token: 'token', user: makeUser() } } });
    const { user, fields, fill, createAccount } = await openSignup();
    await fill({ name: 'Amina Otieno', identifier: '0712 345 678', password: 'Nairobi#2026', confirmPassword: 'Nairobi#2026' });
    await user.click(fields.adult);
    await user.click(createAccount);

    expect(await screen.findByText('Account created! Taking you to log in...')).toBeInTheDocument();
    expect(callsTo('POST /auth/signup')[0]?.body).toEqual({
      name: 'Amina Otieno',
      password: 'Nairobi#2026',
      email: null,
      phone: '0712 345 678',
      language: 'en',
      acceptedTerms: LEGAL_DOCUMENTS.terms.version,
      adult: true,
      news: false,
    });
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeDisabled();

    act(() => vi.advanceTimersByTime(2000));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email or phone' })).toHaveValue('0712 345 678');
  });

  it('shows the server’s text for a taken e-mail, cleared after 3 seconds', async () => {
    stubFetch({ 'POST /auth/signup': { status: 409, body: { error: 'An account with this email already exists' } } });
    const { user, fields, fill, createAccount } = await openSignup();
    await fill({ name: 'Amina', identifier: 'amina@example.co.ke', password: 'Nairobi#2026', confirmPassword: 'Nairobi#2026' });
    await user.click(fields.adult);
    await user.click(createAccount);

    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('An account with this email already exists')).not.toBeInTheDocument();
  });

  it('reads “Creating Account...” while the call is on its way', async () => {
    stubFetch({ 'GET /auth/providers': { status: 200, body: { google: true } }, 'POST /auth/signup': () => new Promise(() => {}) });
    const { user, fill, createAccount, fields } = await openSignup();
    await fill({ name: 'Amina', identifier: 'amina@example.co.ke', password: 'Nairobi#2026', confirmPassword: 'Nairobi#2026' });
    await user.click(fields.adult);
    await user.click(createAccount);
    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    expect(fields.name).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign up with Google' })).toBeDisabled();
  });

  it('asks for news and offers, unticked, then 18 or over with the terms, whose names open the pages in a new tab', async () => {
    const { fields } = await openSignup();
    expect(fields.news).not.toBeChecked();
    expect(fields.adult).not.toBeChecked();
    expect(fields.news.compareDocumentPosition(fields.adult) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    for (const [name, path] of [['Terms of Service', '/terms'], ['Privacy Policy', '/privacy']]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', path);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener');
    }
  });

  it('without the 18-or-over box ticked, says so on the box, moves focus there and sends nothing', async () => {
    const { callsTo } = stubFetch({ 'POST /auth/signup': { status: 201, body: { token: 'token', user: makeUser() } } });
    const { user, fields, fill, createAccount } = await openSignup();
    await fill({ name: 'Amina Otieno', identifier: 'amina@example.co.ke', password: 'Nairobi#2026', confirmPassword: 'Nairobi#2026' });
    await user.click(createAccount);

    const error = await screen.findByText('You must be 18 or over to use Fundi');
    expect(fields.adult).toHaveAttribute('aria-invalid', 'true');
    expect(fields.adult).toHaveAccessibleDescription('You must be 18 or over to use Fundi');
    expect(fields.adult).toHaveFocus();
    expect(error).toBeVisible();
    expect(callsTo('POST /auth/signup')).toEqual([]);
  });

  it('sends news: true when news and offers are ticked', async () => {
    const { callsTo } = stubFetch({ 'POST /auth/signup': { status: 201, body: { token: 'token', user: makeUser() } } });
    const { user, fields, fill, createAccount } = await openSignup();
    await fill({ name: 'Amina Otieno', identifier: 'amina@example.co.ke', password: 'Nairobi#2026', confirmPassword: 'Nairobi#2026' });
    await user.click(fields.news);
    await user.click(fields.adult);
    await user.click(createAccount);

    expect(await screen.findByText('Account created! Taking you to log in...')).toBeInTheDocument();
    expect(callsTo('POST /auth/signup')[0]?.body).toMatchObject({ email: 'amina@example.co.ke', acceptedTerms: LEGAL_DOCUMENTS.terms.version, adult: true, news: true });
  });
});
