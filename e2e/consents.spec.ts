import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { LEGAL_DOCUMENTS } from '@fundi/shared';
import { signUpThroughApi, strongPassword, uniqueName } from './support/accounts';
import { watchPageHealth } from './support/page-health';
import { logInThroughForm, uniqueEmail } from './support/session';

// Agreeing to the terms (docs/product.md §11): sign-up asks for 18 or over with the terms, and a
// signed-in person whose accepted terms are not the current ones is asked once, in a dialog
// that only accepting or logging out ends.

const adultAndTerms = /^I am 18 or over and I accept the Terms of Service and the Privacy Policy/;

/** Serious or worse accessibility problems on the page as it stands. */
async function seriousProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
}

test('sign-up makes no account until the 18-or-over box is ticked, then records the current terms', async ({ page, request }) => {
  const problems = watchPageHealth(page);
  const name = uniqueName('Atieno');
  const email = uniqueEmail('consents');
  const signups: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/auth/signup') signups.push(sent.postData() ?? '');
  });

  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Full Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Email or phone' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(strongPassword);
  await page.getByLabel('Confirm Password', { exact: true }).fill(strongPassword);
  await expect(page.getByRole('checkbox', { name: 'Send me news and offers by email' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Create Account' }).click();

  const adult = page.getByRole('checkbox', { name: adultAndTerms });
  await expect(page.getByText('You must be 18 or over to use Fundi')).toBeVisible();
  await expect(adult).toBeFocused();
  await expect(adult).toHaveAttribute('aria-invalid', 'true');
  expect(signups).toEqual([]);
  expect(await seriousProblems(page)).toEqual([]);
  // No account was made: logging in finds nobody by that e-mail.
  expect((await request.post('/auth/login', { data: { identifier: email, password: strongPassword } })).status()).toBe(404);

  // The links open beside the form, which keeps what was typed.
  await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('target', '_blank');
  await adult.check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created!')).toBeVisible();
  expect(signups.map((body) => JSON.parse(body) as object)).toEqual([
    expect.objectContaining({ acceptedTerms: LEGAL_DOCUMENTS.terms.version, adult: true, news: false }),
  ]);

  const login = await request.post('/auth/login', { data: { identifier: email, password: strongPassword } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const consents = await request.get('/api/me/consents', { headers: { authorization: `Bearer ${accessToken}` } });
  expect(await consents.json()).toEqual({ terms: { accepted: LEGAL_DOCUMENTS.terms.version, current: LEGAL_DOCUMENTS.terms.version }, adult: true });
  expect(problems.filter((problem) => !problem.includes('/auth/'))).toEqual([]);
});

test('an account made without the terms is asked once after logging in, and not again once it accepted', async ({ page, request }) => {
  const problems = watchPageHealth(page);
  const { name, email } = await signUpThroughApi(request, { name: uniqueName('Mutua'), acceptsTerms: false });
  await logInThroughForm(page, email, strongPassword, name);

  const dialog = page.getByRole('dialog', { name: 'Our terms' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  expect(await seriousProblems(page)).toEqual([]);
  // Neither Escape, nor a click beside it, nor Tab leads to the page behind.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  }

  // The terms themselves can be read first.
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog.getByText('You must be 18 or over to use Fundi')).toBeVisible();
  await dialog.getByRole('checkbox', { name: adultAndTerms }).check();
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Thank you! You can carry on using Fundi.')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const asked = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/me/consents');
  await page.reload();
  expect((await (await asked).json()) as object).toMatchObject({ terms: { accepted: LEGAL_DOCUMENTS.terms.version }, adult: true });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(problems).toEqual([]);
});
