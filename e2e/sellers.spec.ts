import { randomBytes, randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './support/test';
import { createBuyer, strongPassword } from './support/accounts';
import { watchPageHealth } from './support/page-health';
import { logInThroughForm } from './support/session';

// A buyer turns into a seller and is found in the catalogue: become a seller with a photo,
// add a service, find it on its category page under their name, change the photo and see
// it in the header and on the card, delete the service. Each project (phone and desktop)
// runs with its own new account against the one real server.

const CRC_TABLE = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of one colour (8-bit RGB), small enough to build by hand. */
function solidPng(size: number, [red, green, blue]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, default compression/filter/interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3).map((_, index) => [red, green, blue][index % 3]!)]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A Safaricom-style mobile number nobody else in this run has (the phone must be unique). */
const uniquePhone = () => `071${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const photoOf = (container: Locator) => container.locator('img').first();

/** On a phone the header's links and avatar sit in a folded menu: unfold it, and return what holds them. */
async function unfoldHeader(page: Page): Promise<Locator> {
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  if (!(await menuButton.isVisible())) return page.getByRole('banner');
  const menuId = await menuButton.getAttribute('aria-controls');
  await menuButton.click();
  return page.locator(`[id="${menuId}"]`);
}

/** The avatar in the header: on the user menu button on a desktop, in the folded menu on a phone. */
async function headerAvatar(page: Page, name: string): Promise<Locator> {
  const header = await unfoldHeader(page);
  const accountButton = page.getByRole('button', { name: `Account menu for ${name}` });
  return photoOf((await accountButton.isVisible()) ? accountButton : header);
}

/** Through the app's own links, so the in-memory caches are the ones under test. */
async function openCategoryThroughLinks(page: Page, category: string) {
  if (await page.getByRole('button', { name: 'Open menu' }).isVisible()) await unfoldHeader(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Service Categories' })).toBeVisible();
  // Once the counts are in, the list the category page starts from has arrived.
  const categoryLink = page.getByRole('main').getByRole('link', { name: category });
  await expect(categoryLink).toContainText(/\d+ professionals?/);
  await categoryLink.click();
  await expect(page.getByRole('heading', { level: 1, name: category })).toBeVisible();
}

test('a buyer becomes a seller with a photo, is found in the catalogue, changes the photo and deletes the service', async ({ page, request }) => {
  test.setTimeout(90_000);
  const problems = watchPageHealth(page);
  const tag = randomBytes(3).toString('hex');
  const { name, email } = await createBuyer(request, `Wanjiku Test${tag}`);
  const serviceTitle = `Feature wall painting ${tag}`;
  await logInThroughForm(page, email, strongPassword, name);

  // Become a seller, with a photo previewed before it is sent.
  await page.getByRole('main').getByRole('link', { name: 'Become a Seller' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Become a Seller' })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue(name);
  await page.getByLabel('Phone Number').fill(uniquePhone());
  await page.getByLabel('Location').fill('Kilimani, Nairobi');
  await page.getByLabel('Gender').selectOption({ label: 'Female' });
  await page.getByLabel('Profile Photo').setInputFiles({ name: 'wanjiku.png', mimeType: 'image/png', buffer: solidPng(64, [200, 40, 40]) });
  await expect(photoOf(page.getByRole('main'))).toHaveAttribute('src', /^blob:/);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(toasts(page).getByText('You are now a seller! Start adding your services.')).toBeVisible();
  await expect(page).toHaveURL(/\/add-service$/);

  // Add a service.
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Service' })).toBeVisible();
  await page.getByLabel('Category').selectOption({ label: 'Painting' });
  await page.getByLabel('Title').fill(serviceTitle);
  await page.getByLabel('Description').fill('One bold wall, clean edges, paint included.');
  await page.getByLabel('Experience (years)').fill('6');
  await page.getByLabel('From KSh').fill('2500');
  await page.getByRole('button', { name: 'Add Service' }).click();
  await expect(page.getByText('Service added successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Found on its category page, under their name, with their photo.
  await openCategoryThroughLinks(page, 'Painting');
  await page.getByRole('searchbox', { name: 'Search professionals' }).fill(name);
  const card = page.getByRole('region', { name: 'Professionals' }).getByRole('article').filter({ hasText: serviceTitle });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(name);
  await expect(card).toContainText('KSh 2,500');
  await expect(photoOf(card)).toHaveAttribute('src', /^\/uploads\/.+\.webp$/);
  const firstPhoto = await photoOf(card).getAttribute('src');

  // Change the photo on My Profile: previewed, saved, then in the header at once.
  await page.goto('/profile');
  await expect(page.getByRole('main').getByText('Buyer & Seller Account', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Profile Photo').setInputFiles({ name: 'new-look.png', mimeType: 'image/png', buffer: solidPng(64, [30, 90, 200]) });
  await expect(photoOf(page.getByRole('main'))).toHaveAttribute('src', /^blob:/);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toasts(page).getByText('Profile updated successfully!')).toBeVisible();
  const profilePhoto = photoOf(page.getByRole('main'));
  await expect(profilePhoto).toHaveAttribute('src', /^\/uploads\/.+\.webp$/);
  const newPhoto = await profilePhoto.getAttribute('src');
  expect(newPhoto).not.toBe(firstPhoto);
  await expect(await headerAvatar(page, name)).toHaveAttribute('src', newPhoto!);

  // ...and on the category card.
  await openCategoryThroughLinks(page, 'Painting');
  await page.getByRole('searchbox', { name: 'Search professionals' }).fill(name);
  await expect(photoOf(card)).toHaveAttribute('src', newPhoto!);

  // Delete the service, after confirming.
  await page.goto('/dashboard/services');
  await page.getByRole('button', { name: `Delete ${serviceTitle}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete this service?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toasts(page).getByText('Service deleted successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No services added yet.' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('add-service refuses a broken draft with the spec’s texts and asks before discarding typed text', async ({ page, request }) => {
  const tag = randomBytes(3).toString('hex');
  const { name, email, accessToken } = await createBuyer(request, `Otieno Test${tag}`);
  const becomeSeller = await request.post('/api/become-seller', {
    headers: { Authorization: `Bearer ${accessToken}` },
    multipart: { name, phone: uniquePhone(), location: 'Nyali, Mombasa', gender: 'male' },
  });
  expect(becomeSeller.status()).toBe(200);
  await logInThroughForm(page, email, strongPassword, name);

  await page.goto('/add-service');
  await page.getByRole('button', { name: 'Add Service' }).click();
  await expect(page.getByText('Please fix the errors in the form')).toBeVisible();
  await expect(page.getByText('Category is required')).toBeVisible();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Description is required')).toBeVisible();

  await page.getByLabel('Title').fill('Roof leak repair');
  await page.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Title')).toHaveValue('Roof leak repair');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the seller and profile screens have no serious or critical accessibility problems', async ({ page, request }) => {
  test.setTimeout(60_000);
  const tag = randomBytes(3).toString('hex');
  const { name, accessToken } = await createBuyer(request, `Akinyi Test${tag}`);
  const useToken = (token: string) => page.evaluate((value) => localStorage.setItem('authToken', value), token);
  const expectNoSeriousProblems = async (what: string) => {
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${what} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  };

  await page.goto('/about');
  await useToken(accessToken);
  await page.goto('/become-seller');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Gender is required')).toBeVisible();
  await expectNoSeriousProblems('/become-seller with errors');

  const becomeSeller = await request.post('/api/become-seller', {
    headers: { Authorization: `Bearer ${accessToken}` },
    multipart: { name, phone: uniquePhone(), location: 'Milimani, Kisumu', gender: 'female' },
  });
  expect(becomeSeller.status()).toBe(200);
  await useToken(((await becomeSeller.json()) as { accessToken: string }).accessToken);

  await page.goto('/add-service');
  await page.getByRole('button', { name: 'Add Service' }).click();
  await expect(page.getByText('Category is required')).toBeVisible();
  await expectNoSeriousProblems('/add-service with errors');

  await page.goto('/dashboard/services');
  await expect(page.getByRole('heading', { name: 'No services added yet.' })).toBeVisible();
  await expectNoSeriousProblems('/dashboard/services');

  await page.goto('/profile');
  await expect(page.getByText('Buyer & Seller Account', { exact: true })).toBeVisible();
  await expectNoSeriousProblems('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expectNoSeriousProblems('/profile in edit mode');
});
