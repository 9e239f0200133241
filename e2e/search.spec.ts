import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { signUpThroughApi, strongPassword, uniqueName } from './support/accounts';
import { pickBookingDay } from './support/calendar';
import { watchPageHealth } from './support/page-health';
import { logInThroughForm, uniqueEmail } from './support/session';

// Finding a fundi across every category (docs/product.md §12) against the demo data: the landing
// page's search box, a misspelt trade, the town filter kept in the address, and a professional's
// own page from a result. On a 360 px phone and a desktop (the config's two projects).

const results = (page: Page) => page.getByRole('region', { name: 'Find a fundi' }).getByRole('article');

/** Below 768 px the filters fold under one button: unfold them once the page has drawn it. */
async function openFilters(page: Page) {
  if (page.viewportSize()!.width >= 768) return;
  const filters = page.getByRole('button', { name: 'Filters' });
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
}

test('a buyer searches from the landing page with a typo, narrows to a town and opens a professional’s page', async ({ page }) => {
  const problems = watchPageHealth(page);
  await page.goto('/');
  await page.getByRole('main').getByRole('searchbox', { name: 'Search for a fundi' }).fill('plumer');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=plumer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “plumer”' })).toBeVisible();
  await expect(results(page).first()).toContainText('Plumbing');

  await openFilters(page);
  await page.getByLabel('Town').selectOption('Mombasa');
  await expect(page).toHaveURL(/\/search\?q=plumer&town=Mombasa$/);
  // The previous cards stay, dimmed and busy, until the town's answer comes.
  await expect(page.getByRole('region', { name: 'Find a fundi' }).locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(results(page).first()).toBeVisible();
  // Each result lives in Mombasa or serves it, and does plumbing.
  for (const card of await results(page).all()) await expect(card).toContainText('Plumbing');
  await expect(page.getByRole('region', { name: 'Find a fundi' }).getByRole('status')).toHaveText(/^\d+ professionals?$/);

  // A shared address opens the same search.
  await page.reload();
  await expect(page.getByLabel('Town')).toHaveValue('Mombasa');

  const first = results(page).first();
  const name = (await first.getByRole('heading').textContent())!.trim();
  await first.getByRole('link', { name }).first().click();
  await expect(page).toHaveURL(/\/pros\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Book/ }).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('a search that matches no one says so, and the page passes an accessibility check', async ({ page }) => {
  // A full-page axe run with two workers on two cores.
  test.setTimeout(60_000);
  await page.goto('/search?q=zzqxyw&town=Kisumu');
  await expect(page.getByRole('heading', { name: 'No professionals match “zzqxyw”' })).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/search\?q=zzqxyw$/);
});

/** A day `days` ahead in Nairobi, as YYYY-MM-DD. */
const nairobiDay = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date(Date.now() + days * 86_400_000));
const isoWeekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

/** An electrician in Kisumu who works Monday to Friday and blocked the day after tomorrow, made through the API. */
async function weekdayElectrician(request: APIRequestContext, title: string) {
  const account = await signUpThroughApi(request, { name: uniqueName('Akinyi'), email: uniqueEmail('search-seller') });
  const login = await request.post('/auth/login', { headers: account.headers, data: { identifier: account.email, password: strongPassword } });
  const { accessToken: buyerToken } = (await login.json()) as { accessToken: string };
  const becameSeller = await request.post('/api/become-seller', {
    headers: { ...account.headers, authorization: `Bearer ${buyerToken}` },
    data: { name: account.name, phone: `07${String(randomInt(10_000_000, 99_999_999))}`, location: 'Kondele, Kisumu', gender: 'female' },
  });
  expect(becameSeller.status(), await becameSeller.text()).toBe(200);
  const { accessToken } = (await becameSeller.json()) as { accessToken: string };
  const headers = { ...account.headers, authorization: `Bearer ${accessToken}` };
  const service = await request.post('/api/services', { headers, data: { category: 'electrical', title, description: 'Safe wiring, tested.', price: 2000, experience: 5 } });
  expect(service.status(), await service.text()).toBe(201);
  const blocked = nairobiDay(2);
  const availability = await request.put('/api/me/availability', { headers, data: { workingDays: [1, 2, 3, 4, 5], blockedDates: [blocked], dailyCapacity: 3 } });
  expect(availability.status(), await availability.text()).toBe(200);
  return { name: account.name, blocked };
}

test('a buyer finds an electrician in Kisumu and books a day they work, never one they blocked', async ({ page, request }) => {
  test.setTimeout(90_000);
  const tag = randomInt(1e6).toString(36);
  const title = `Solar inverter wiring ${tag}`;
  const electrician = await weekdayElectrician(request, title);
  const buyer = await signUpThroughApi(request, { name: uniqueName('Wanjiku'), email: uniqueEmail('search-buyer') });
  await logInThroughForm(page, buyer.email, strongPassword, buyer.name);

  await page.goto('/');
  await page.getByRole('main').getByRole('searchbox', { name: 'Search for a fundi' }).fill(`inverter ${tag}`);
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=/);
  await openFilters(page);
  await page.getByLabel('Town').selectOption('Kisumu');
  await expect(results(page)).toHaveCount(1);
  await results(page).first().getByRole('link', { name: electrician.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: electrician.name })).toBeVisible();

  await page.getByRole('button', { name: `Book ${electrician.name} for ${title}` }).click();
  const booking = page.getByRole('dialog', { name: 'Confirm Booking' });
  const day = await pickBookingDay(booking, 2);
  // The blocked day was offered as taken; the day chosen is a weekday after it.
  if (await booking.locator(`button[data-day="${electrician.blocked}"]`).count()) {
    await expect(booking.locator(`button[data-day="${electrician.blocked}"]`)).toHaveAttribute('aria-disabled', 'true');
  }
  expect(day > electrician.blocked).toBe(true);
  expect(isoWeekday(day)).toBeLessThanOrEqual(5);
  await booking.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(booking.getByText('Booking confirmed! Redirecting...')).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/dashboard$/);
});
