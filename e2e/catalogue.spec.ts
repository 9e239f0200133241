import { randomBytes, randomInt } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './support/test';
import { createBuyer } from './support/accounts';
import { watchPageHealth } from './support/page-health';

// The public site against the real server and its demo data: the landing page, the
// categories, a category's professionals, the footer's newsletter box and the contact form.
// Every test runs on a 360 px phone and on a 1280 px desktop (the config's two projects).

const outboxDir = path.join(os.tmpdir(), `fundi-e2e-${process.env.E2E_PORT ?? 4790}`, 'outbox');

const professionalCards = (page: Page) => page.getByRole('region', { name: 'Professionals' }).getByRole('article');

test('from the landing page to a category, where the search narrows the professionals and says when none match', async ({ page }) => {
  const problems = watchPageHealth(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Explore Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Service Categories' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Plumbing' })).toContainText(/\d+ professionals?/);

  await page.getByRole('main').getByRole('link', { name: 'Plumbing' }).click();
  await expect(page).toHaveURL(/\/services\/plumbing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Plumbing' })).toBeVisible();
  const cards = professionalCards(page);
  await expect(cards.first()).toBeVisible();
  const total = await cards.count();
  expect(total).toBeGreaterThan(1);

  const someone = (await cards.first().getByRole('heading').textContent())!.trim();
  const search = page.getByRole('searchbox', { name: 'Search professionals' });
  await search.fill(someone.split(' ')[1]!.toUpperCase());
  // The server searches once the typing pauses; the previous cards stay until it answers.
  await expect.poll(() => cards.count()).toBeLessThan(total);
  await expect(cards.first()).toContainText(someone);

  await search.fill('zzqx');
  await expect(cards).toHaveCount(0);
  await expect(page.getByText('No professionals found for “zzqx”')).toBeVisible();
  expect(problems).toEqual([]);
});

test('the categories search says “No services found for” with the search in quotes', async ({ page }) => {
  await page.goto('/services');
  await page.getByRole('searchbox', { name: 'Search categories' }).fill('spaceships');
  await expect(page.getByText('No services found for “spaceships”')).toBeVisible();
  await page.getByRole('button', { name: 'Show all categories' }).click();
  await expect(page.getByRole('main').getByRole('link', { name: 'Event Planning' })).toBeVisible();
});

test('a phone reaches a plumber in their town in three taps from the landing page', async ({ page }, testInfo) => {
  const tap = (target: Locator) => (testInfo.project.use.hasTouch ? target.tap() : target.click());
  await page.goto('/');
  await tap(page.getByRole('link', { name: 'Explore Services' }));
  await tap(page.getByRole('main').getByRole('link', { name: 'Plumbing' }));
  await tap(page.getByRole('group', { name: 'Filter by town' }).getByRole('button', { name: 'Mombasa' }));

  const card = professionalCards(page).first();
  await expect(card).toContainText('Mombasa');
  await expect(card).toContainText('Plumbing |');
  await expect(card.getByRole('button', { name: /^Book / })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Chat / })).toBeVisible();
});

test('/services and a category page count the same people; a plumber with two services is one card listing both with their prices', async ({ page }) => {
  await page.goto('/services');
  const plumbing = page.getByRole('main').getByRole('link', { name: 'Plumbing' });
  await expect(plumbing).toContainText(/\d+ professionals/);
  const count = Number(/(\d+) professionals?/.exec((await plumbing.textContent()) ?? '')?.[1]);
  expect(count).toBeGreaterThan(1);
  await plumbing.click();
  const professionals = page.getByRole('region', { name: 'Professionals' });
  await expect(professionals.getByRole('status')).toHaveText(`${count} professionals`);
  await expect(professionalCards(page)).toHaveCount(count);

  const joseph = professionalCards(page).filter({ hasText: 'Joseph Otieno' });
  await expect(joseph).toHaveCount(1);
  await expect(joseph).toContainText('Plumbing | 2 services');
  const services = joseph.getByRole('list', { name: 'Services of Joseph Otieno' }).getByRole('listitem');
  await expect(services).toHaveText([/Emergency plumbing call-out\s*From KSh 2,500/, /Bathroom & kitchen plumbing installation\s*From KSh 6,500/]);
  await expect(joseph.getByRole('button', { name: /^Book Joseph Otieno for / })).toHaveCount(2);
});

test('a seller sees their own card as theirs: no Book or Chat, but Edit and a view as others see it', async ({ page, request }) => {
  const { name, accessToken } = await createBuyer(request, 'Chebet Listing');
  const headers = { Authorization: `Bearer ${accessToken}` };
  const phone = `072${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  expect((await request.post('/api/become-seller', { headers, multipart: { name, phone, location: 'Milimani, Nakuru', gender: 'female' } })).status()).toBe(200);
  const service = { category: 'events', title: `Harambee planning ${randomBytes(3).toString('hex')}`, description: 'Fundraisers, start to end.', price: 12_000, experience: 6 };
  expect((await request.post('/api/services', { headers, data: service })).status()).toBe(201);

  await page.goto('/about');
  await page.evaluate((token) => localStorage.setItem('authToken', token), accessToken);
  await page.goto('/services/events');
  // Both projects make a seller of this name: the service title is this run's own.
  await page.getByRole('searchbox', { name: 'Search professionals' }).fill(service.title);
  const own = professionalCards(page).filter({ hasText: service.title });
  await expect(own).toContainText('This is your listing');
  await expect(own.getByRole('button', { name: /^(Book|Chat) / })).toHaveCount(0);

  const asOthers = own.getByRole('button', { name: 'View as others see it' });
  await asOthers.click();
  await expect(asOthers).toHaveAttribute('aria-pressed', 'true');
  await expect(own.getByRole('button', { name: `Book ${name} for ${service.title}` })).toBeDisabled();
  await expect(own.getByRole('button', { name: `Chat with ${name}` })).toBeDisabled();
  await asOthers.click();

  await own.getByRole('link', { name: 'Edit your services' }).click();
  await expect(page).toHaveURL(/\/dashboard\/services$/);
  await expect(page.getByText(service.title)).toBeVisible();
});

test('a category page names its people in its own words: IT keeps its capitals', async ({ page }) => {
  await page.goto('/services/it');
  await expect(page.getByRole('heading', { level: 1, name: 'IT Services' })).toBeVisible();
  await expect(page.getByText('Trusted IT professionals across Kenya.')).toBeVisible();
  await expect(page.getByText('it services professionals')).toHaveCount(0);
});

test('the contact page and the footer give the support phone and e-mail the server is configured with', async ({ page }) => {
  await page.goto('/contact');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: '+254 709 123 456' })).toHaveAttribute('href', 'tel:+254709123456');
  await expect(main.getByRole('link', { name: 'support@fundi.co.ke' })).toHaveAttribute('href', 'mailto:support@fundi.co.ke');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole('link', { name: /\+254 709 123 456/ })).toHaveAttribute('href', 'tel:+254709123456');
  await expect(footer.getByRole('link', { name: /support@fundi\.co\.ke/ })).toBeVisible();
  await expect(page.getByText(/700 000 000/)).toHaveCount(0);
});

test('the footer newsletter box checks the address and thanks without calling the server', async ({ page }) => {
  await page.goto('/about');
  const newsletter = page.getByRole('region', { name: 'Stay in the loop' });
  const email = newsletter.getByRole('textbox', { name: 'Email address' });
  const subscribe = newsletter.getByRole('button', { name: 'Subscribe' });
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') apiCalls.push(request.url());
  });

  await subscribe.click();
  await expect(newsletter.getByText('Please enter an email address')).toBeVisible();
  await email.fill('wanjiru@');
  await subscribe.click();
  await expect(newsletter.getByText('Please enter a valid email address')).toBeVisible();
  await email.fill('wanjiru@example.co.ke');
  await subscribe.click();
  await expect(newsletter.getByRole('status')).toHaveText('Subscribed successfully!');
  expect(apiCalls).toEqual([]);
});

test('the contact form checks its fields, sends the message and support receives it by e-mail', async ({ page }) => {
  const token = `E2E${randomBytes(6).toString('hex')}`;
  await page.goto('/contact');
  const form = page.getByRole('main');
  const send = form.getByRole('button', { name: 'Send Message' });

  await send.click();
  await expect(form.getByText('Please fill all fields')).toBeVisible();
  await form.getByRole('textbox', { name: 'Name' }).fill('Wanjiru Kamau');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('wanjiru@');
  await form.getByRole('textbox', { name: 'Message' }).fill(`My fundi has not confirmed the date yet ${token}`);
  await send.click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();

  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('wanjiru@example.co.ke');
  await send.click();
  await expect(form.getByText('Message sent successfully!')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  // docs/product.md §9: the notice shows for 3 seconds.
  await expect(form.getByText('Message sent successfully!')).toBeHidden({ timeout: 5000 });

  await expect
    .poll(() => readdirSync(outboxDir).filter((file) => file.endsWith('.eml')).some((file) => readFileSync(path.join(outboxDir, file), 'utf8').includes(token)))
    .toBe(true);
});

for (const pagePath of ['/', '/services', '/services/plumbing', '/contact', '/about']) {
  test(`${pagePath} has no serious or critical accessibility problems`, async ({ page }) => {
    await page.goto(pagePath);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
