import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { signUpThroughApi, strongPassword } from './support/accounts';
import { readResetLink } from './support/outbox';
import { logInThroughForm, logOutThroughMenu, uniqueEmail } from './support/session';
import { watchPageHealth } from './support/page-health';

// The journeys of the accounts issue, in a real browser against the real server.

const storedTokens = (page: import('@playwright/test').Page) =>
  page.evaluate(() => ({ accessToken: localStorage.getItem('authToken'), refreshToken: localStorage.getItem('refreshToken') }));

test('sign up, log in with Remember Me, stay signed in across a reload, log out', async ({ page, request }) => {
  const problems = watchPageHealth(page);
  const name = 'Achieng Odhiambo';
  const email = uniqueEmail('signup');

  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Full Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Email or phone' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(strongPassword);
  await expect(page.getByText('Password strength: Very Strong')).toBeVisible();
  await page.getByLabel('Confirm Password', { exact: true }).fill(strongPassword);
  await page.getByRole('checkbox', { name: /^I am 18 or over/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created!')).toBeVisible();

  // Two seconds later: the login page, with the new identifier already filled in.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('textbox', { name: 'Email or phone' })).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(strongPassword);
  await page.getByRole('checkbox', { name: 'Remember Me' }).check();
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${name}` })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${name}` })).toBeVisible();
  const { refreshToken } = await storedTokens(page);
  expect(refreshToken).toBeTruthy();

  await logOutThroughMenu(page, name);
  expect(await storedTokens(page)).toEqual({ accessToken: null, refreshToken: null });
  // Remember Me kept the identifier (and never the password).
  await expect(page.getByRole('textbox', { name: 'Email or phone' })).toHaveValue(email);
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(strongPassword);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  // The server revoked the session too: its refresh token no longer works.
  await expect.poll(async () => (await request.post('/auth/refresh', { data: { refreshToken } })).status()).toBe(401);
  expect(problems.filter((problem) => !problem.includes('/auth/'))).toEqual([]);
});

test('forgot password: the e-mailed link resets it once, and the new password logs in', async ({ page, request, baseURL }) => {
  const { name, email } = await signUpThroughApi(request, { name: 'Wanjiku Njoroge' });
  const newPassword = 'Mombasa#2027y';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByRole('textbox', { name: 'Email or phone' }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('If an account exists, a reset link has been sent. Check your email or phone.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });

  const link = await readResetLink(baseURL!, email);
  expect(new URL(link).pathname).toBe('/reset-password');
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successfully! Redirecting to login...')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill('Kisumu#2028z');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Kisumu#2028z');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Invalid or expired reset link')).toBeVisible();

  await logInThroughForm(page, email, newPassword, name);
});

test('a reset page opened without its token says so and sends the person to ask again', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('Invalid or missing reset token')).toBeVisible();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('change the password in Settings, then only the new one logs in', async ({ page, request }) => {
  const { name, email } = await signUpThroughApi(request, { name: 'Kamau Mwangi' });
  const newPassword = 'Nakuru#2027q';
  await logInThroughForm(page, email, strongPassword, name);

  await page.goto('/settings');
  await page.getByRole('navigation', { name: 'Settings menu' }).getByRole('link', { name: /Change Password/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Change Password' })).toBeFocused();
  await page.getByLabel('Current Password', { exact: true }).fill('Not-my#Password1');
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Incorrect current password')).toBeVisible();

  await page.getByLabel('Current Password', { exact: true }).fill(strongPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed successfully!')).toBeVisible();
  // This device stays signed in.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  await logOutThroughMenu(page, name);
  await page.getByRole('textbox', { name: 'Email or phone' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(strongPassword);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Incorrect password, please try again')).toBeVisible();

  await logInThroughForm(page, email, newPassword, name);
});

test('delete the account in Settings; logging in again is refused as not registered', async ({ page, request }) => {
  const { name, email } = await signUpThroughApi(request, { name: 'Otieno Ouma' });
  await logInThroughForm(page, email, strongPassword, name);

  await page.goto('/settings');
  await page.getByRole('navigation', { name: 'Settings menu' }).getByRole('link', { name: /Delete Account/ }).click();
  await page.getByRole('combobox', { name: 'Why are you leaving?' }).selectOption({ label: 'Other' });
  await page.getByRole('textbox', { name: 'Please specify a reason' }).fill('Moving to Kampala');
  await page.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('DELETE');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.getByText('Account deleted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedTokens(page)).toEqual({ accessToken: null, refreshToken: null });

  await page.getByRole('textbox', { name: 'Email or phone' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(strongPassword);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Email or phone not registered, please sign up')).toBeVisible();
});

test('coming-soon settings open their page and Back returns to the menu', async ({ page, request }) => {
  const { name, email } = await signUpThroughApi(request, { name: 'Njeri Kariuki' });
  await logInThroughForm(page, email, strongPassword, name);
  await page.goto('/settings');
  const menu = page.getByRole('navigation', { name: 'Settings menu' });
  await menu.getByRole('link', { name: /Two-Factor Authentication \(Coming Soon\)/ }).click();
  await expect(page.getByText('This feature is coming soon! Stay tuned for updates.')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(menu.getByRole('link', { name: /Two-Factor Authentication/ })).toBeFocused();
});

test('a guarded page while signed out lands on /login, which leads back to it', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
});

test('a refused access token is refreshed once and the person stays signed in, with a rotated refresh token', async ({ page, request }) => {
  const { name, email } = await signUpThroughApi(request, { name: 'Mutua Kilonzo' });
  await logInThroughForm(page, email, strongPassword, name);
  const before = await storedTokens(page);

  await page.evaluate(() => localStorage.setItem('authToken', 'no.longer.valid'));
  await page.reload();

  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${name}` })).toBeVisible();
  const after = await storedTokens(page);
  expect(after.accessToken).not.toBe('no.longer.valid');
  expect(after.refreshToken).toBeTruthy();
  expect(after.refreshToken).not.toBe(before.refreshToken);
});

test('with no connection at start-up the saved session is kept and Retry signs back in', async ({ page, request }) => {
  const { name, email } = await signUpThroughApi(request, { name: 'Chebet Korir' });
  await logInThroughForm(page, email, strongPassword, name);

  await page.route('**/auth/validate-token', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Can’t reach Fundi right now' })).toBeVisible();
  expect((await storedTokens(page)).accessToken).toBeTruthy();

  await page.unroute('**/auth/validate-token');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${name}` })).toBeVisible();
});

test('Google sign-in that fails comes back to login with its reason and a clean address', async ({ page }) => {
  await page.goto(
    `/auth/google/callback?${new URLSearchParams({ error: 'Google sign-in expired or was already used, please try again', code: 'GOOGLE_SIGN_IN_EXPIRED' })}`,
  );
  await expect(page.getByText('Google sign-in expired or was already used, please try again')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/auth/google/callback?accessToken=&refreshToken=');
  await expect(page.getByText('Invalid Google authentication response.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a Google callback link carrying someone else’s session signs nobody in to their account', async ({ page, request }) => {
  // The attacker's own session, put in the callback's address as a Google sign-in would
  // (login CSRF): whoever opened it would otherwise type into the attacker's account.
  const attacker = await signUpThroughApi(request, { name: 'Mallory Attacker' });
  const attackersLink = async () => {
    const login = await request.post('/auth/login', {
      headers: attacker.headers,
      data: { identifier: attacker.email, password: strongPassword, rememberMe: false },
    });
    const { accessToken, refreshToken, user } = await login.json();
    const query = new URLSearchParams({ accessToken, refreshToken, userId: user.id, name: user.name, email: attacker.email, role: 'buyer' });
    return { link: `/auth/google/callback?${query}`, refreshToken: refreshToken as string };
  };
  const notStartedHere = 'This sign-in was not started in this browser. Please try again.';

  // A signed-out browser stays signed out, and the attacker's session is ended.
  const first = await attackersLink();
  await page.goto(first.link);
  await expect(page.getByText(notStartedHere)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedTokens(page)).toEqual({ accessToken: null, refreshToken: null });
  await expect.poll(async () => (await request.post('/auth/refresh', { data: { refreshToken: first.refreshToken } })).status()).toBe(401);

  // A signed-in browser keeps its own account.
  const { name, email } = await signUpThroughApi(request, { name: 'Wairimu Njoroge' });
  await logInThroughForm(page, email, strongPassword, name);
  const own = await storedTokens(page);
  const second = await attackersLink();
  await page.goto(second.link);
  await expect(page.getByRole('heading', { level: 1, name: 'Google sign-in not completed' })).toBeVisible();
  await expect(page.getByText(notStartedHere)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/google\/callback$/);
  await page.getByRole('link', { name: `Continue as ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${name}` })).toBeVisible();
  expect(await storedTokens(page)).toEqual(own);
  await expect.poll(async () => (await request.post('/auth/refresh', { data: { refreshToken: second.refreshToken } })).status()).toBe(401);
});

test('the account pages have no serious accessibility problems and fit a 360 px phone', async ({ page, request }) => {
  // Many pages, each checked by axe: about 20 s alone, over 30 s beside another worker on two cores.
  test.setTimeout(90_000);
  const check = async (label: string) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${label}: ${violation.id} (${violation.nodes.length})`)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, label).toBeLessThanOrEqual(0);
  };
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/forgot-password', '/reset-password?token=abc']) {
    await page.goto(path);
    await check(path);
  }
  const { name, email } = await signUpThroughApi(request, { name: 'Akinyi Wambui' });
  await logInThroughForm(page, email, strongPassword, name);
  for (const section of ['', '?section=change-password', '?section=delete-account', '?section=notifications']) {
    await page.goto(`/settings${section}`);
    await check(`/settings${section}`);
  }
});
