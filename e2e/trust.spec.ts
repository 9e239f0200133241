import { randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from './support/test';
import sharp from 'sharp';
import { createBuyer, signUpThroughApi, strongPassword, uniqueName } from './support/accounts';
import { watchPageHealth } from './support/page-health';
import { logInThroughForm, uniqueEmail } from './support/session';

// Trust's journeys against the real server (docs/decisions/0049-trust-and-administrators.md):
// a seller asks to be verified and the demo administrator approves, after which buyers see
// the badge and the Verified-only filter finds them; a buyer reports a problem with a finished
// job, the seller answers, the administrator splits the held payment and both people read the
// decision. Each test makes its own people through the API, since the phone and desktop
// projects run at once against one server.

const administrator = { email: 'admin@fundi.test', password: 'Fundi#2026', name: 'Grace Achieng' } as const;

/** A small photo as a phone would send it. */
async function photo(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 120, height: 90, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** A new professional with one plumbing service, made through the API. */
async function createSeller(request: APIRequestContext, { title, priceKsh }: { title: string; priceKsh: number }) {
  const account = await signUpThroughApi(request, { name: uniqueName('Baraka'), email: uniqueEmail('trust-seller') });
  const login = await request.post('/auth/login', { headers: account.headers, data: { identifier: account.email, password: strongPassword } });
  const { accessToken: buyerToken } = (await login.json()) as { accessToken: string };
  const phone = `07${String(randomInt(10_000_000, 99_999_999))}`;
  const becameSeller = await request.post('/api/become-seller', {
    headers: { ...account.headers, authorization: `Bearer ${buyerToken}` },
    data: { name: account.name, phone, location: 'Kilimani, Nairobi', gender: 'male' },
  });
  expect(becameSeller.status(), await becameSeller.text()).toBe(200);
  const { accessToken, user } = (await becameSeller.json()) as { accessToken: string; user: { id: string } };
  const headers = { ...account.headers, authorization: `Bearer ${accessToken}` };
  const service = await request.post('/api/services', {
    headers,
    data: { category: 'plumbing', title, description: 'Careful work, tidy finish.', price: priceKsh, experience: 4 },
  });
  expect(service.status(), await service.text()).toBe(201);
  const serviceId = ((await service.json()) as { service: { id: string } }).service.id;
  return { ...account, id: user.id, serviceId, headers };
}

async function signedIn(browser: Browser, person: { email: string; name: string }, password = strongPassword): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInThroughForm(page, person.email, password, person.name);
  return page;
}

test('a seller asks to be verified, the administrator approves, and buyers see the Verified badge', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const problems = watchPageHealth(page);
  const seller = await createSeller(request, { title: `Leak detection ${randomInt(1e6)}`, priceKsh: 1800 });

  // The seller sends a national ID and a selfie from their profile.
  await logInThroughForm(page, seller.email, strongPassword, seller.name);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Identity verification' });
  await section.getByRole('combobox', { name: 'Document' }).selectOption('National ID');
  await section.getByRole('textbox', { name: 'Document number' }).fill('2468 1357');
  await section.getByLabel('Photo of the document').setInputFiles(await photo('id-card.png', '#0f766e'));
  await section.getByLabel('A selfie').setInputFiles(await photo('selfie.png', '#f59e0b'));
  await section.getByRole('button', { name: 'Send for verification' }).click();
  await expect(section.getByRole('heading', { name: 'Your documents are being checked' })).toBeVisible();

  // The administrator finds them in the queue, with both photos, and approves.
  const admin = await signedIn(browser, administrator, administrator.password);
  const adminProblems = watchPageHealth(admin);
  const consoleScripts: string[] = [];
  admin.on('request', (sent) => {
    if (sent.resourceType() === 'script' && /admin/i.test(sent.url())) consoleScripts.push(sent.url());
  });
  await admin.goto('/admin/verifications');
  const card = admin.getByRole('article').filter({ hasText: seller.name });
  await expect(card.getByRole('img', { name: `Document of ${seller.name}` })).toBeVisible();
  await expect(card.getByRole('img', { name: `Selfie of ${seller.name}` })).toBeVisible();
  await expect(card).toContainText('24681357');
  await card.getByRole('button', { name: `Approve ${seller.name}` }).click();
  await expect(admin.getByText(`${seller.name} is now verified`)).toBeVisible();
  await expect(card).toHaveCount(0);
  // The console's own chunk, which nobody else downloads (below).
  expect(consoleScripts.length).toBeGreaterThan(0);

  // Buyers see the badge on the seller's card, and the Verified-only filter keeps them.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/services/plumbing?verified=true');
  await visitor.getByRole('searchbox', { name: 'Search professionals' }).fill(seller.name);
  const professional = visitor.getByRole('region', { name: 'Professionals' }).getByRole('article').filter({ hasText: seller.name });
  await expect(professional.getByText('Verified', { exact: true })).toBeVisible();

  // And the seller's own profile says so.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Identity verification' }).getByRole('heading', { name: 'You are verified' })).toBeVisible();

  // To anyone but an administrator the console does not exist, and its code never downloads.
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(sent.url());
  });
  await page.goto('/admin/verifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect(scripts.filter((url) => /admin/i.test(url))).toEqual([]);
  expect(problems).toEqual([]);
  expect(adminProblems).toEqual([]);
});

test('a buyer reports a problem with a finished job, the seller answers, the administrator splits the payment and both see it', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const title = `Shower mixer fitting ${randomInt(1e6)}`;
  const seller = await createSeller(request, { title, priceKsh: 2000 });
  const buyer = await createBuyer(request, uniqueName('Njeri'), uniqueEmail('trust-buyer'));

  // Booked and paid (the simulated M-Pesa holds it in 2 s), accepted and completed.
  const bookingDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date(Date.now() + 86_400_000));
  const booked = await request.post('/api/orders', {
    headers: { ...buyer.headers, authorization: `Bearer ${buyer.accessToken}` },
    data: { serviceId: seller.serviceId, sellerId: seller.id, bookingDate },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const orderId = ((await booked.json()) as { order: { id: string } }).order.id;
  await expect
    .poll(async () => {
      const order = await request.get(`/api/orders/${orderId}`, { headers: { ...buyer.headers, authorization: `Bearer ${buyer.accessToken}` } });
      return ((await order.json()) as { order: { payment: { status: string } } }).order.payment.status;
    })
    .toBe('HELD');
  for (const step of ['accept', 'complete']) {
    const answer = await request.put(`/api/orders/${orderId}/${step}`, { headers: seller.headers });
    expect(answer.status(), await answer.text()).toBe(200);
  }

  // The buyer reports it from the order's card, with a photo.
  const problems = watchPageHealth(page);
  await logInThroughForm(page, buyer.email, strongPassword, buyer.name);
  await page.goto('/orders');
  const buyersCard = page.getByRole('article').filter({ hasText: title });
  await buyersCard.getByRole('link', { name: /^Report a problem with order/ }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/dispute$`));
  await page.getByLabel('What went wrong?').selectOption({ label: 'The work was poorly done' });
  await page.getByLabel('Describe the problem').fill('The mixer still drips and the tiles around it are cracked.');
  await page.getByLabel('Add photos').setInputFiles(await photo('cracked-tiles.png', '#64748b'));
  await page.getByRole('button', { name: 'Report the problem' }).click();
  await expect(page.getByText('Waiting for a decision')).toBeVisible();
  await expect(page.getByRole('img', { name: `Photo 1 from ${buyer.name}` })).toBeVisible();

  // The seller sees the problem on their card and answers it.
  const sellerPage = await signedIn(browser, seller);
  await sellerPage.goto('/orders');
  await sellerPage.getByRole('article').filter({ hasText: title }).getByRole('link', { name: /^View the dispute about order/ }).click();
  await sellerPage.getByLabel('Your statement').fill('The tiles were cracked before I started; the drip is a worn cartridge the buyer chose to keep.');
  await sellerPage.getByRole('button', { name: 'Add statement' }).click();
  await expect(sellerPage.getByRole('region', { name: 'Statements' })).toContainText('worn cartridge');

  // The administrator splits it: KSh 800 back to the buyer, KSh 1,200 to the seller.
  const admin = await signedIn(browser, administrator, administrator.password);
  await admin.goto('/admin/disputes');
  await admin.getByRole('link').filter({ hasText: title }).click();
  await expect(admin.getByText('worn cartridge')).toBeVisible();
  await admin.getByRole('radio', { name: /Split/ }).check();
  await admin.getByLabel('Back to the buyer, in KSh').fill('800');
  await admin.getByLabel('Reason, shown to both people').fill('The drip is the fitting’s fault; the tiles were cracked before.');
  await admin.getByRole('button', { name: 'Decide' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Record this decision?' });
  await confirm.getByRole('button', { name: 'Record the decision' }).click();
  await expect(admin.getByText('Decision recorded. The money is on its way.')).toBeVisible();

  // Both people read the decision and its reason.
  for (const person of [page, sellerPage]) {
    await person.reload();
    const decision = person.getByRole('region', { name: 'The decision' });
    await expect(decision).toContainText('Back to the buyer: KSh 800');
    await expect(decision).toContainText('To the professional: KSh 1,200');
    await expect(decision).toContainText('The drip is the fitting’s fault');
  }
  expect(problems).toEqual([]);
});
