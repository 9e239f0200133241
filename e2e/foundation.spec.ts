import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { categories } from '@fundi/shared';
import { createBuyer } from './support/accounts';
import { watchPageHealth } from './support/page-health';

test('the home page opens with navigation and footer, without errors or policy violations', async ({ page }) => {
  const problems = watchPageHealth(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore Services' }).first()).toHaveAttribute('href', '/services');
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('a signed-out visitor who opens a signed-in page lands on the login page', async ({ page }) => {
  for (const path of ['/dashboard', '/orders', '/messages', '/settings']) {
    await page.goto(path);
    // The dashboard is where a sign-in leads anyway; other pages are named to return to.
    await expect(page).toHaveURL(path === '/dashboard' ? /\/login$/ : new RegExp(`/login\\?next=%2F${path.slice(1)}$`));
  }
});

test('every category is listed and opens its own page, also when reloaded', async ({ page }) => {
  await page.goto('/services');
  for (const category of categories) {
    await expect(page.locator(`a[href="/services/${category.id}"]`).first()).toBeVisible();
  }
  await page.getByRole('link', { name: /Plumbing/ }).first().click();
  await expect(page).toHaveURL(/\/services\/plumbing$/);
  await expect(page.getByRole('heading', { level: 1, name: /Plumbing/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Plumbing/ })).toBeVisible();
});

test('an unknown address shows a not-found page inside the layout', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
});

test('a saved session is checked at start-up and keeps the person signed in', async ({ page, request }) => {
  const buyer = await createBuyer(request, 'Njeri Mwangi');
  await page.goto('/');
  await page.evaluate((token) => localStorage.setItem('authToken', token), buyer.accessToken);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a signed-in page asks for its session check and its own code beside the entry, and checks the session once', async ({ page, request }) => {
  const buyer = await createBuyer(request, 'Achieng Odhiambo');
  await page.goto('/');
  await page.evaluate((token) => localStorage.setItem('authToken', token), buyer.accessToken);
  const asked: string[] = [];
  page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Once: the app took the inline script's answer instead of asking again.
  expect(asked.filter((path) => path === '/auth/validate-token')).toHaveLength(1);
  const entry = asked.findIndex((path) => /^\/assets\/index-.*\.js$/.test(path));
  const ordersCode = asked.findIndex((path) => /^\/assets\/orders-route-.*\.js$/.test(path));
  const firstRead = asked.findIndex((path) => path.startsWith('/api/'));
  expect(entry).toBeGreaterThan(-1);
  // Both asked before the entry has run (it asks for the page's reads): not one after the other.
  expect(asked.indexOf('/auth/validate-token')).toBeLessThan(firstRead);
  expect(ordersCode).toBeGreaterThan(-1);
  expect(ordersCode).toBeLessThan(firstRead);
  // The page opened without the schemas (zod): they wait for the visitor's first use.
  expect(asked.some((path) => /^\/assets\/zod-/.test(path))).toBe(false);
});

test('a forged saved token is cleared and the person is sent to log in', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('authToken', 'forged.token.value'));
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('nothing overflows sideways on a 360 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/', '/services', '/services/cleaning', '/login', '/about', '/contact']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('the main pages have no serious accessibility problems', async ({ page }) => {
  // Six pages, each checked by axe: over 30 s beside another worker on two cores.
  test.setTimeout(90_000);
  for (const path of ['/', '/services', '/services/electrical', '/login', '/signup', '/contact']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${path}: ${violation.id} (${violation.nodes.length})`)).toEqual([]);
  }
});

test.describe('the API behind the pages', () => {
  test('answers unknown API paths with JSON 404 and malformed JSON with JSON 400', async ({ request }) => {
    const missing = await request.get('/api/nope');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    const malformed = await request.post('/auth/login', { headers: { 'content-type': 'application/json' }, data: Buffer.from('{"identifier":') });
    expect(malformed.status()).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'The request body is not valid JSON', code: 'INVALID_JSON_BODY' });
  });

  test('serves the demo catalogue and compressed, long-cached assets', async ({ request }) => {
    const services = await request.get('/api/services');
    expect(services.ok()).toBe(true);
    const { services: list } = (await services.json()) as { services: Array<{ category: string }> };
    expect(new Set(list.map((service) => service.category)).size).toBe(16);

    const html = await (await request.get('/')).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers()['content-encoding']).toBe('br');
    expect(asset.headers()['cache-control']).toContain('immutable');
  });
});
