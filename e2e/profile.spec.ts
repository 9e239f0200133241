import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { createBuyer, strongPassword } from './support/accounts';
import { findInMail } from './support/outbox';
import { watchPageHealth } from './support/page-health';
import { logInThroughForm, uniqueEmail } from './support/session';

// Changing the e-mail on My Profile: the current password is asked for, the new address is
// used only once its link is opened, and the old address can take the account back.

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

async function expectNoSeriousProblems(page: Page, what: string) {
  // Judged as a person sees it once still: a toast caught mid fade-in has a lower contrast.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${what} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a new e-mail needs the password and its link, and the old address can undo the change', async ({ page, request, baseURL }) => {
  test.setTimeout(60_000);
  const problems = watchPageHealth(page);
  const { name, email } = await createBuyer(request, 'Wanjiku Mwangi');
  const newEmail = uniqueEmail('moved');
  await logInThroughForm(page, email, strongPassword, name);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('Current Password', { exact: true })).toHaveCount(0);
  await page.getByLabel('Email', { exact: true }).fill(newEmail);
  const password = page.getByLabel('Current Password', { exact: true });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Enter your current password to change your email or phone')).toBeVisible();

  await password.fill('Not#TheRight1');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Incorrect current password')).toBeVisible();
  await expect(password).toBeFocused();
  await expectNoSeriousProblems(page, '/profile asking for the password');

  await password.fill(strongPassword);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toasts(page).getByText(`Check your new inbox: we sent a link to ${newEmail}. Your email changes when you open it.`)).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(`Waiting for confirmation: ${newEmail}`)).toBeVisible();
  await expect(main.getByText(email, { exact: true })).toBeVisible();
  await expectNoSeriousProblems(page, '/profile with an e-mail waiting');

  // The link in the new inbox switches the account.
  const [confirmLink] = await findInMail(baseURL!, newEmail, /https?:\/\/[^\s"'<>]+\/confirm-email\?token=[\w-]+/);
  await page.goto(new URL(confirmLink).pathname + new URL(confirmLink).search);
  await expectNoSeriousProblems(page, '/confirm-email');
  await page.getByRole('button', { name: 'Confirm my new email' }).click();
  await expect(page.getByText('Your new email address is confirmed. Use it to log in from now on.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to my profile' }).click();
  await expect(page.getByRole('main').getByText(newEmail, { exact: true })).toBeVisible();

  // The old inbox is told, and its link takes the account back and signs everyone out.
  const [undoLink] = await findInMail(baseURL!, email, /https?:\/\/[^\s"'<>]+\/undo-email-change\?token=[\w-]+/);
  await page.goto(new URL(undoLink).pathname + new URL(undoLink).search);
  await expectNoSeriousProblems(page, '/undo-email-change');
  await page.getByRole('button', { name: 'Put my email back' }).click();
  await expect(page.getByText(/Your previous email address is back and every device has been signed out/)).toBeVisible();
  await page.getByRole('link', { name: 'Set a new password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();

  // The password the change was made with no longer signs in.
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email or phone' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(strongPassword);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Incorrect password, please try again')).toBeVisible();
  // The refusals this journey asks for (a missing or wrong password) are logged by the browser as failed loads.
  expect(problems.filter((problem) => !/Failed to load resource: the server responded with a status of 40[01]/.test(problem))).toEqual([]);
});

test('a long name and e-mail fit a wide screen: the name is not cut in the navbar, the e-mail wraps only after its @', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const name = 'Wanjiku Njeri Kamau-Otieno';
  const { email } = await createBuyer(request, name);
  await logInThroughForm(page, email, strongPassword, name);
  const shownName = page.getByRole('button', { name: `Account menu for ${name}` }).getByText(name, { exact: true });
  // Not cut: the whole name fits its box.
  expect(await shownName.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

  await page.goto('/profile');
  const address = page.getByRole('definition').filter({ hasText: email });
  await expect(address).toBeVisible();
  // One line at 1280 px, or, on a narrower column, a break right after the @ (never mid-word).
  const lines = await address.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
});
