import { expect, test, type Page } from './support/test';
import { createBuyer, strongPassword } from './support/accounts';
import { logOutThroughMenu } from './support/session';

// What a new person met around signing in: Google offered only when it can work and a failed
// one saying why, a closed account's e-mail forgotten, and a sign-in leading back to where
// they were going (never to another site).

/** Logs in on the page already open, as a person does (the success line leaves after 2 s). */
async function logInHere(page: Page, email: string, { rememberMe = false } = {}) {
  await page.getByRole('textbox', { name: 'Email or phone' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(strongPassword);
  if (rememberMe) await page.getByRole('checkbox', { name: 'Remember Me' }).check();
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
}

test('the footer’s Become a Seller, signed out: log in with the reason on screen, then the form, not the dashboard', async ({ page, request }) => {
  const { name, email } = await createBuyer(request, 'Nyambura Waweru');
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Become a Seller' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fbecome-seller$/);
  await expect(page.getByText('Please log in to become a seller.')).toBeVisible();
  // The reason stays (the form's message line fades after 3 s).
  await page.waitForTimeout(3500);
  await expect(page.getByText('Please log in to become a seller.')).toBeVisible();

  await logInHere(page, email);
  await expect(page).toHaveURL(/\/become-seller$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Become a Seller' })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue(name);
});

test('a signed-in page opened signed out leads back there after logging in, also through sign-up', async ({ page }) => {
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login\?next=%2Forders$/);
  await expect(page.getByText('Please log in to continue.')).toBeVisible();

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup\?next=%2Forders$/);
  const email = `journey-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Kipchoge Rotich');
  await page.getByRole('textbox', { name: 'Email or phone' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(strongPassword);
  await page.getByLabel('Confirm Password', { exact: true }).fill(strongPassword);
  await page.getByRole('checkbox', { name: /^I am 18 or over/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/login\?next=%2Forders$/);
  await expect(page.getByText('Please log in to continue.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email or phone' })).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(strongPassword);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeVisible();
});

test('a login link naming another site leads only to Fundi’s own dashboard', async ({ page, request, baseURL }) => {
  const { name, email } = await createBuyer(request, 'Mallory Redirect');
  await page.goto(`/login?next=${encodeURIComponent('//evil.test/steal')}`);
  await expect(page.getByText('Please log in to continue.')).toHaveCount(0);
  await logInHere(page, email);
  await expect(page).toHaveURL(`${baseURL}/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${name}` })).toBeVisible();

  // Signed in, the login page passes straight on: the same judgement.
  for (const next of ['https://evil.test', '/\\evil.test', '%2F%2Fevil.test', '/%2F%2Fevil.test', '/%5Cevil.test', 'javascript:alert(1)']) {
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await expect(page).toHaveURL(`${baseURL}/dashboard`);
  }
  await page.goto(`/login?next=${encodeURIComponent('/settings?section=change-password')}`);
  await expect(page).toHaveURL(`${baseURL}/settings?section=change-password`);
});

test('without a Google client there is no Google button; the login and sign-up pages never shift', async ({ page }) => {
  // Every change of position of the page's last link while the page loads, the sign-in options answer held back 1 s.
  await page.route('**/auth/providers', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  for (const [path, heading, footerLink, google] of [
    ['/login', 'Welcome back', 'Create an account', 'Continue with Google'],
    ['/signup', 'Create your account', 'Log in', 'Sign up with Google'],
  ] as const) {
    await page.goto(path);
    const positions = await page.evaluate(async (linkText) => {
      const seen: number[] = [];
      const started = performance.now();
      while (performance.now() - started < 2500) {
        const link = [...document.querySelectorAll('main a')].find((anchor) => anchor.textContent === linkText);
        if (link) seen.push(Math.round(link.getBoundingClientRect().top + window.scrollY));
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return seen;
    }, footerLink);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(positions.length, path).toBeGreaterThan(0);
    expect(new Set(positions).size, `${path} moved: ${[...new Set(positions)].join(', ')}`).toBe(1);
    await expect(page.getByRole('button', { name: google })).toHaveCount(0);
    await expect(page.getByText('or', { exact: true })).toHaveCount(0);
  }
});

test('a Google sign-in that fails says why on the login page, in the server’s words only', async ({ page }) => {
  // As a server with Google on would answer; the click then meets this server's real refusal.
  await page.route('**/auth/providers', (route) => route.fulfill({ json: { google: true } }));
  await page.goto('/login?next=%2Fbecome-seller');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('alert')).toHaveText('Google sign-in is not configured');
  await expect(page).toHaveURL(/\/login\?next=%2Fbecome-seller$/);
  await expect(page.getByText('Please log in to become a seller.')).toBeVisible();
  // The tab's one-time value and the kept target went with that sign-in.
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

  await page.goto(`/auth/google/callback?${new URLSearchParams({ error: 'Google sign-in was cancelled', code: 'GOOGLE_SIGN_IN_CANCELLED' })}`);
  await expect(page.getByRole('alert')).toHaveText('Google sign-in was cancelled');
  // A link's own words are never shown, nor is a code that is not Google sign-in's.
  await page.goto(`/auth/google/callback?${new URLSearchParams({ error: 'Account locked: call 0700 000 000', code: 'ACCOUNT_LOCKED' })}`);
  await expect(page.getByRole('alert')).toHaveText('Google authentication failed. Please try again.');
});

test('a remembered e-mail: “Not me” forgets it, and so does closing the account', async ({ page, request }) => {
  const { name, email } = await createBuyer(request, 'Wangari Shared');
  await page.goto('/login');
  await logInHere(page, email, { rememberMe: true });
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${name}` })).toBeVisible();
  await logOutThroughMenu(page, name);
  const identifier = page.getByRole('textbox', { name: 'Email or phone' });
  await expect(identifier).toHaveValue(email);
  await page.getByRole('button', { name: 'Not me' }).click();
  await expect(identifier).toHaveValue('');
  await expect(identifier).toBeFocused();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Email or phone' })).toHaveValue('');

  await logInHere(page, email, { rememberMe: true });
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${name}` })).toBeVisible();
  await page.goto('/settings?section=delete-account');
  await page.getByRole('combobox', { name: 'Why are you leaving?' }).selectOption({ label: 'Too expensive' });
  await page.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('DELETE');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  // Closing the account also ends this session's live connection, which may sign the tab out
  // before the success line: either way the page ends on /login.
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('textbox', { name: 'Email or phone' })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Not me' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('rememberedIdentifier'))).toBeNull();
});
