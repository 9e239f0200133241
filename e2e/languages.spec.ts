import { expect, test } from './support/test';

// English | Kiswahili: ?lang= in an address, remembered, and the switch in the footer.
test('?lang=sw opens Kiswahili, remembers it, and the footer switches back to English in place', async ({ page }) => {
  await page.goto('/login?lang=sw');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('button', { name: 'Ingia', exact: true })).toBeVisible();
  // The choice is taken out of the address and remembered.
  expect(new URL(page.url()).search).toBe('');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');

  const identifier = page.getByRole('textbox').first();
  await identifier.fill('amina@example.com');
  await page.getByRole('contentinfo').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Log In', exact: true })).toBeVisible();
  await expect(identifier).toHaveValue('amina@example.com');
});
