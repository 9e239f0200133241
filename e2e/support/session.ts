import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** A fresh e-mail per test: tests run in parallel against one server. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

/** Logs in through the form, as a person does, and waits for the dashboard (2 s after success). */
export async function logInThroughForm(page: Page, identifier: string, password: string, name: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email or phone' }).fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${name}` })).toBeVisible();
}

/** Logout from the user menu: on a phone it sits in the folded menu, on a desktop under the name. */
export async function logOutThroughMenu(page: Page, name: string) {
  const phoneMenu = page.getByRole('button', { name: 'Open menu' });
  if (await phoneMenu.isVisible()) await phoneMenu.click();
  else await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}
