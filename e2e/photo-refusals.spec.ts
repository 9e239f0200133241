import { randomInt } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { createBuyer } from './support/accounts';

// A photo the page or the server refuses is said beside the photo field, and stays there until
// a new pick or a save: not a toast that fades while the refused file still looks chosen.

// The smallest real PNG (1 x 1 pixel).
const realPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** Called .jpg and declared a JPEG, so only the server, which reads the bytes, can tell. */
const notReallyAJpeg = { name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('GIF89a, or a document renamed') };
const notAnImageText = 'Profile photo must be a JPEG, PNG or WebP image';

const photoInput = (page: Page) => page.getByLabel('Profile Photo');

test('Become a Seller and My Profile keep a refused photo’s reason beside the field until it is fixed', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { accessToken } = await createBuyer(request, 'Atieno Photo');
  await page.goto('/about');
  await page.evaluate((token) => localStorage.setItem('authToken', token), accessToken);

  await page.goto('/become-seller');
  await page.getByLabel('Phone Number').fill(`071${String(randomInt(0, 10_000_000)).padStart(7, '0')}`);
  await page.getByLabel('Location').fill('Kondele, Kisumu');
  await page.getByLabel('Gender').selectOption({ label: 'Female' });

  // Refused as soon as it is picked, and not kept.
  await photoInput(page).setInputFiles({ name: 'party.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(photoInput(page)).toHaveAccessibleDescription(new RegExp(notAnImageText));
  await expect(page.getByText('New photo: party.gif')).toHaveCount(0);

  // Refused by the server once sent: said beside the field, focused, and kept there.
  await photoInput(page).setInputFiles(notReallyAJpeg);
  await expect(page.getByText('New photo: holiday.jpg')).toBeVisible();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(photoInput(page)).toBeFocused();
  await expect(photoInput(page)).toHaveAccessibleDescription(new RegExp(notAnImageText));
  await expect(page.getByText('New photo: holiday.jpg')).toHaveCount(0);
  await page.waitForTimeout(3000);
  await expect(page.getByText(notAnImageText)).toBeVisible();

  // A good photo fixes it.
  await photoInput(page).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: realPng });
  await expect(page.getByText(notAnImageText)).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('You are now a seller! Start adding your services.')).toBeVisible();
  await expect(page).toHaveURL(/\/add-service$/);

  // My Profile shares the field.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await photoInput(page).setInputFiles(notReallyAJpeg);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(photoInput(page)).toBeFocused();
  await expect(photoInput(page)).toHaveAccessibleDescription(new RegExp(notAnImageText));
  await page.waitForTimeout(3500);
  await expect(page.getByText(notAnImageText)).toBeVisible();
  await photoInput(page).setInputFiles({ name: 'me-again.png', mimeType: 'image/png', buffer: realPng });
  await expect(page.getByText(notAnImageText)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
});
