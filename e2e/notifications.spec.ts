import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { acceptedTerms, signUpThroughApi, strongPassword, uniqueName } from './support/accounts';
import { readSmsCode } from './support/outbox';
import { findOverflow } from './support/overflow';
import { logInThroughForm } from './support/session';

// Notifications in a real browser against the real server (docs/product.md §10): a phone-only
// account resets its password with the code the server sent by SMS (written to the outbox, as
// no SMS provider is set), and the choices of Settings > Notification Preferences are kept.

/** A Safaricom-style number nobody else in this run has, grouped as Kenyans write it. */
function uniquePhone(): string {
  const digits = `07${randomInt(10_000_000, 100_000_000)}`;
  return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
}

/**
 * An account with a phone and no e-mail, made through the real API from an address of its own
 * (as support/accounts.ts does, so the sign-up limit per address counts this person alone).
 */
async function signUpWithPhoneOnly(request: APIRequestContext, name: string, phone: string) {
  const headers = { 'x-forwarded-for': `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}` };
  const signup = await request.post('/auth/signup', { headers, data: { name, email: null, phone, password: strongPassword, ...acceptedTerms } });
  expect(signup.status(), await signup.text()).toBe(201);
  return headers;
}

/** Serious or worse accessibility problems, and anything sticking out of a 360 px screen. */
async function problemsAt360(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  return [...serious.map((violation) => `${violation.id} (${violation.nodes.length})`), ...(await findOverflow(page, 360))];
}

async function enterCode(page: Page, code: string, password: string) {
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByLabel('New Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Reset Password' }).click();
}

test('a phone-only account resets its password with the code sent by SMS, and only the new password logs in', async ({ page, request, baseURL }) => {
  // A wait for the SMS worker, a wrong and a right code, and a sign-in: slow on 2 cores.
  test.setTimeout(60_000);
  const name = uniqueName('Otieno');
  const phone = uniquePhone();
  const headers = await signUpWithPhoneOnly(request, name, phone);
  const newPassword = 'Mombasa#2027y';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByRole('textbox', { name: 'Email or phone' }).fill(phone);
  const askedAt = Date.now();
  await page.getByRole('button', { name: 'Send Reset Link' }).click();

  // The code is entered on the same page: no link, no trip to /login.
  await expect(page.getByRole('heading', { level: 1, name: 'Enter the code from the SMS' })).toBeVisible();
  await expect(page.getByText(`We have sent a 6-digit code by SMS to ${phone}.`)).toBeVisible();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('textbox', { name: 'Code' })).toBeFocused();
  const code = await readSmsCode(baseURL!, phone, { sentAfter: askedAt - 1000 });

  await enterCode(page, code === '000000' ? '111111' : '000000', newPassword);
  await expect(page.getByText('That code is not right. Check the SMS and try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/forgot-password$/);

  await enterCode(page, code, newPassword);
  await expect(page.getByText('Password reset successfully! Redirecting to login...')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('textbox', { name: 'Email or phone' })).toHaveValue(phone);

  const oldLogin = await request.post('/auth/login', { headers, data: { identifier: phone, password: strongPassword } });
  expect(oldLogin.status()).not.toBe(200);
  await logInThroughForm(page, phone, newPassword, name);
});

test('notification preferences: news starts off, and the choices saved stay after a reload', async ({ page, request }) => {
  const { name, email } = await signUpThroughApi(request, { name: uniqueName('Njeri') });
  await logInThroughForm(page, email, strongPassword, name);

  await page.goto('/settings');
  await page.getByRole('navigation', { name: 'Settings menu' }).getByRole('link', { name: /Notification Preferences/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Notification Preferences' })).toBeFocused();
  const box = (kind: string, channel: 'SMS' | 'Email') => page.getByRole('group', { name: kind }).getByRole('checkbox', { name: channel });

  await expect(box('Orders and payments', 'SMS')).toBeChecked();
  await expect(box('Orders and payments', 'Email')).toBeChecked();
  await expect(box('Messages', 'SMS')).toBeChecked();
  await expect(box('Messages', 'Email')).toBeChecked();
  await expect(box('News and offers', 'SMS')).not.toBeChecked();
  await expect(box('News and offers', 'Email')).not.toBeChecked();
  // An e-mail account can still choose SMS: it applies once a phone is added.
  await expect(page.getByText('Your account has no phone number yet: SMS choices apply once you add one on your profile.')).toBeVisible();

  await box('Messages', 'SMS').uncheck();
  await box('News and offers', 'Email').check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Notification preferences saved!')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Notification Preferences' })).toBeVisible();
  await expect(box('Messages', 'SMS')).not.toBeChecked();
  await expect(box('Messages', 'Email')).toBeChecked();
  await expect(box('News and offers', 'Email')).toBeChecked();
  await expect(box('News and offers', 'SMS')).not.toBeChecked();
  await expect(box('Orders and payments', 'SMS')).toBeChecked();
});

test('the notification preferences and the code step have no serious accessibility problems and fit a 360 px wide screen', async ({ page, request }) => {
  // Two axe scans, a sign-up and a sign-in: slow on 2 cores.
  test.setTimeout(60_000);
  const name = uniqueName('Wairimu');
  const phone = uniquePhone();
  await signUpWithPhoneOnly(request, name, phone);
  await page.setViewportSize({ width: 360, height: 740 });
  await logInThroughForm(page, phone, strongPassword, name);
  await page.goto('/settings?section=notifications');
  await expect(page.getByRole('group', { name: 'News and offers' })).toBeVisible();
  // A phone-only account can still choose e-mail: it applies once an address is added.
  await expect(page.getByText('Your account has no email yet: email choices apply once you add one on your profile.')).toBeVisible();
  expect(await problemsAt360(page)).toEqual([]);

  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'Email or phone' }).fill(phone);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter the code from the SMS' })).toBeVisible();
  expect(await problemsAt360(page)).toEqual([]);
});
