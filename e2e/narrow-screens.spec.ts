import { randomInt } from 'node:crypto';
import { categoryIds } from '@fundi/shared';
import { expect, test, type Page } from './support/test';
import { createBuyer } from './support/accounts';
import { findOverflow } from './support/overflow';

// Every page at the widths of the phones Kenyans carry (320, 360 and 390 px): nothing may
// stick out to the right, so nobody pans sideways to read a price or reach a button. Each page
// loads at the first width and is then resized, as a phone turning its screen would be. The
// phone project checks with touch and a mobile viewport, the desktop one in a narrow window.

const widths = [320, 360, 390] as const;

const publicPages = [
  '/',
  '/about',
  '/contact',
  '/services',
  ...categoryIds.map((id) => `/services/${id}`),
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password?token=abc',
  '/terms',
  '/privacy',
  '/cookies',
  '/blog',
  '/careers',
  '/no-such-page',
];

/** Opens `path` and lists what overflows at each width, as "360px /orders: ...". */
async function overflowAt(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  await page.setViewportSize({ width: widths[0], height: 740 });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const width of widths) {
    await page.setViewportSize({ width, height: 740 });
    // Two frames: the resize is laid out and painted before measuring.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    problems.push(...(await findOverflow(page, width)).map((problem) => `${width}px ${path}: ${problem}`));
  }
  return problems;
}

for (const path of publicPages) {
  test(`${path} fits 320, 360 and 390 px wide screens`, async ({ page }) => {
    expect(await overflowAt(page, path)).toEqual([]);
  });
}

test.describe('signed in', () => {
  // One account per project, made once: the server limits sign-ups per address, and the
  // account turns from buyer to seller half-way.
  test.describe.configure({ mode: 'serial' });
  let accessToken = '';

  test.beforeAll(async ({ request }) => {
    ({ accessToken } = await createBuyer(request, 'Wairimu Narrow'));
  });

  test.beforeEach(async ({ page }) => {
    // The access token alone: no refresh token, so no test rotates what another reuses.
    await page.addInitScript((token) => localStorage.setItem('authToken', token), accessToken);
  });

  test("a buyer's pages fit 320, 360 and 390 px wide screens", async ({ page }) => {
    test.setTimeout(90_000);
    const problems: string[] = [];
    for (const path of ['/dashboard', '/orders', '/messages', '/profile', '/settings', '/become-seller']) problems.push(...(await overflowAt(page, path)));
    expect(problems).toEqual([]);
  });

  test("a seller's pages, their own listing among them, fit 320, 360 and 390 px wide screens", async ({ page, request }) => {
    test.setTimeout(90_000);
    const headers = { Authorization: `Bearer ${accessToken}` };
    const phone = `071${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
    const becomeSeller = await request.post('/api/become-seller', { headers, multipart: { name: 'Wairimu Narrow', phone, location: 'Kilimani, Nairobi', gender: 'female' } });
    expect(becomeSeller.status()).toBe(200);
    const service = { category: 'petcare', title: 'Dog walking around Kilimani and Lavington', description: 'Twice a day.', price: 150_000, experience: 4 };
    expect((await request.post('/api/services', { headers, data: service })).status()).toBe(201);

    const problems: string[] = [];
    for (const path of ['/dashboard', '/dashboard/services', '/add-service', '/services/petcare', '/profile', '/orders', '/become-seller']) {
      problems.push(...(await overflowAt(page, path)));
    }
    expect(problems).toEqual([]);
  });
});
