import { randomInt } from 'node:crypto';
import { categoryIds } from '@fundi/shared';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { signUpThroughApi, strongPassword, uniqueName } from './support/accounts';
import { findOverflow } from './support/overflow';
import { languageProblems, type Language } from './support/page-language';

// Every page in Kiswahili and in English (docs/decisions/0047-two-languages.md), at the phone
// project's 360 px and at the desktop project's width: <html lang> says the language, no
// catalogue key or unfilled placeholder shows, no text of the other language's catalogue shows
// (a text someone forgot to move, or moved only in English), and nothing sticks out sideways.
// A form is also sent empty, so its field errors are read in the same language.

interface PageVisit {
  path: string;
  /** Also send the page's form empty and read its errors. */
  sendsEmptyForm?: boolean;
}

const publicPages: PageVisit[] = [
  { path: '/' },
  { path: '/about' },
  { path: '/contact', sendsEmptyForm: true },
  { path: '/services' },
  ...categoryIds.map((id) => ({ path: `/services/${id}` })),
  { path: '/search?q=fundi' },
  { path: '/search?q=zzqxyw&town=Kisumu' },
  { path: '/login', sendsEmptyForm: true },
  { path: '/signup', sendsEmptyForm: true },
  { path: '/forgot-password', sendsEmptyForm: true },
  { path: '/reset-password?token=abc', sendsEmptyForm: true },
  // E-mailed links opened with a token that is no good: the page says so.
  { path: '/confirm-email?token=abc' },
  { path: '/undo-email-change?token=abc' },
  { path: '/terms' },
  { path: '/privacy' },
  { path: '/cookies' },
  { path: '/blog' },
  { path: '/careers' },
  { path: '/no-such-page' },
];

const buyerPages: PageVisit[] = [
  { path: '/dashboard' },
  { path: '/orders' },
  { path: '/messages' },
  { path: '/profile' },
  { path: '/settings' },
  { path: '/become-seller', sendsEmptyForm: true },
];

const sellerPages: PageVisit[] = [
  { path: '/dashboard' },
  { path: '/dashboard/services' },
  { path: '/add-service', sendsEmptyForm: true },
  { path: '/orders' },
  { path: '/messages' },
  { path: '/profile' },
  { path: '/settings' },
  { path: '/become-seller' },
];

const languages: Language[] = ['sw', 'en'];

const withLanguage = (path: string, language: Language) => `${path}${path.includes('?') ? '&' : '?'}lang=${language}`;

/**
 * The titles of every seller's listings, as their sellers wrote them (the demo sellers wrote
 * some in English, some in Kiswahili): a page may show them in either language.
 */
async function listingTitles(request: APIRequestContext): Promise<Set<string>> {
  const answer = await request.get('/api/services');
  expect(answer.status()).toBe(200);
  const { services } = (await answer.json()) as { services: Array<{ title: string }> };
  return new Set(services.map(({ title }) => title));
}

/** What is wrong on the page as it stands, each line prefixed with where it was seen. */
async function problemsNow(page: Page, language: Language, where: string): Promise<string[]> {
  const width = page.viewportSize()!.width;
  const overflow = (await findOverflow(page, width)).map((problem) => `${width}px: ${problem}`);
  const peoplesWords = await listingTitles(page.request);
  return [...(await languageProblems(page, language, peoplesWords)), ...overflow].map((problem) => `${where}: ${problem}`);
}

/** Opens the page in `language` and lists what is wrong on it (and on its form sent empty). */
async function visit(page: Page, { path, sendsEmptyForm }: PageVisit, language: Language): Promise<string[]> {
  await page.goto(withLanguage(path, language));
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Still the page asked for: a signed-in page that sent its visitor to /login would pass unread.
  expect(new URL(page.url()).pathname).toBe(new URL(path, page.url()).pathname);
  const problems = await problemsNow(page, language, path);
  if (sendsEmptyForm) {
    await page.locator('main form button[type="submit"]').first().click();
    await expect(page.locator('main [aria-invalid="true"], main [role="alert"]:not(:empty)').first()).toBeVisible();
    problems.push(...(await problemsNow(page, language, `${path} sent empty`)));
  }
  return problems;
}

for (const language of languages) {
  test.describe(`in ${language}`, () => {
    for (const visited of publicPages) {
      test(`${visited.path} reads in ${language} only`, async ({ page }) => {
        expect(await visit(page, visited, language)).toEqual([]);
      });
    }
  });
}

/** A fresh account in `language`, signed in through the API: its token, its headers and its id. */
async function signedIn(request: APIRequestContext, firstName: string, language: Language) {
  const account = await signUpThroughApi(request, { name: uniqueName(firstName) });
  const login = await request.post('/auth/login', { headers: account.headers, data: { identifier: account.email, password: strongPassword } });
  expect(login.status()).toBe(200);
  const { accessToken, user } = (await login.json()) as { accessToken: string; user: { id: string } };
  const authorization = { ...account.headers, Authorization: `Bearer ${accessToken}` };
  // The account's own language is the page's, so nothing the app does with it can switch the page.
  expect((await request.put('/api/profile', { headers: authorization, multipart: { language } })).status()).toBe(200);
  return { ...account, id: user.id, authorization, accessToken };
}

const inDays = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date(Date.now() + days * 86_400_000));

/**
 * A seller with a listing, and a buyer who booked it and wrote to them, so the orders and
 * messages pages show an order and a conversation rather than only their empty states.
 * Returns each one's access token.
 */
async function sellerAndBuyer(request: APIRequestContext, language: Language) {
  const seller = await signedIn(request, 'Achieng', language);
  const phone = `071${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  const becomeSeller = await request.post('/api/become-seller', {
    headers: seller.authorization,
    multipart: { name: seller.name, phone, location: 'Kilimani, Nairobi', gender: 'female' },
  });
  expect(becomeSeller.status()).toBe(200);
  const sellerToken = ((await becomeSeller.json()) as { accessToken: string }).accessToken;
  const listing = { category: 'petcare', title: 'Dog walking around Kilimani', description: 'Twice a day.', price: 1_500, experience: 4 };
  const created = await request.post('/api/services', { headers: { ...seller.headers, Authorization: `Bearer ${sellerToken}` }, data: listing });
  expect(created.status()).toBe(201);
  const { service } = (await created.json()) as { service: { id: string } };

  const buyer = await signedIn(request, 'Kamau', language);
  const booked = await request.post('/api/orders', { headers: buyer.authorization, data: { serviceId: service.id, sellerId: seller.id, bookingDate: inDays(3) } });
  expect(booked.status()).toBe(201);
  const sent = await request.post('/api/messages', { headers: buyer.authorization, data: { receiverId: seller.id, content: 'Habari, unaweza kuja Jumamosi?' } });
  expect(sent.status()).toBe(201);
  return { buyer: buyer.accessToken, seller: sellerToken };
}

test.describe('signed in', () => {
  const tokens = {} as Record<Language, { buyer: string; seller: string }>;

  test.beforeAll(async ({ request }) => {
    for (const language of languages) tokens[language] = await sellerAndBuyer(request, language);
  });

  for (const [role, pages] of [
    ['buyer', buyerPages],
    ['seller', sellerPages],
  ] as const) {
    for (const language of languages) {
      for (const visited of pages) {
        test(`the ${role}'s ${visited.path} reads in ${language} only`, async ({ page }) => {
          // The access token alone: no refresh token, so no test rotates what another reuses.
          await page.addInitScript((token) => localStorage.setItem('authToken', token), tokens[language][role]);
          expect(await visit(page, visited, language)).toEqual([]);
        });
      }
    }
  }
});
