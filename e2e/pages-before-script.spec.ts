import { expect, test, type Page } from '@playwright/test';
import { someProfessional } from './support/catalogue';
import { signUpThroughApi, strongPassword, uniqueName } from './support/accounts';
import { languageProblems, type Language } from './support/page-language';
import { watchPageHealth } from './support/page-health';
import { uniqueEmail } from './support/session';

// Public pages arrive as HTML with their content, in the reader's language, and the script then
// takes that HTML over without drawing it again (docs/decisions/0056-pages-sent-as-html.md). The
// login, contact and search forms work as plain forms before the script has arrived.

const publicPaths = ['/', '/about', '/contact', '/services', '/services/plumbing', '/login', '/signup', '/terms', '/privacy'];

/** Holds every script of the page until `release` is called: a phone whose JavaScript is still on its way. */
async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of ['en', 'sw'] as Language[]) {
    test(`every public page shows its content in ${language}`, async ({ page }) => {
      test.setTimeout(90_000);
      const pro = await someProfessional(page.request);
      for (const path of [...publicPaths, `/pros/${pro.id}`]) {
        const answer = await page.goto(`${path}?lang=${language}`);
        expect(answer?.status(), path).toBe(200);
        await expect(page.locator('html'), path).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
        await expect(page.locator('#splash'), path).toBeHidden();
        expect(await languageProblems(page, language), path).toEqual([]);
      }
      await page.goto(`/services/plumbing?lang=${language}`);
      // The category's professionals are in the HTML, not only its frame.
      await expect(page.getByRole('article').first()).toBeVisible();
      await page.goto(`/pros/${pro.id}?lang=${language}`);
      await expect(page.getByRole('heading', { level: 1, name: pro.name })).toBeVisible();
    });
  }

  test('an unknown professional’s page is a 404 that says so', async ({ page }) => {
    const answer = await page.goto('/pros/00000000-0000-4000-8000-000000000000');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Professional not found' })).toBeVisible();
  });

  test('a wrong password is refused on the login page in the reader’s words, the e-mail kept', async ({ page, request }) => {
    const { email } = await signUpThroughApi(request, { name: uniqueName('Plain'), email: uniqueEmail('plain-login') });
    await page.goto('/login?lang=sw');
    await page.getByRole('textbox', { name: 'Barua pepe au simu' }).fill(email);
    await page.getByLabel('Nenosiri', { exact: true }).fill('not-the-password');
    await page.locator('main form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert')).toContainText('Nenosiri si sahihi');
    await expect(page.getByRole('textbox', { name: 'Barua pepe au simu' })).toHaveValue(email);
    // The password never went into an address.
    expect(page.url()).not.toContain('not-the-password');
  });

  test('the landing’s search box sends as a plain form, and the results arrive in the reader’s language', async ({ page }) => {
    await page.goto('/?lang=sw');
    await page.getByRole('main').getByRole('searchbox', { name: 'Tafuta fundi' }).fill('plumer');
    await page.getByRole('main').getByRole('button', { name: 'Tafuta' }).click();
    // The address is the form's own: `?lang=` is gone, and the language was remembered.
    await expect(page).toHaveURL(/\/search\?q=plumer$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page.getByRole('heading', { level: 1, name: 'Matokeo ya “plumer”' })).toBeVisible();
    // The matches are in the page itself, the misspelt trade found.
    const results = page.getByRole('region', { name: 'Tafuta fundi' }).getByRole('article');
    await expect(results.first()).toContainText('Ufundi wa Mabomba');
    expect(await languageProblems(page, 'sw')).toEqual([]);
  });

  test('the contact form sends as a plain form, and a refused one keeps what was written', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Wanjiru');
    await page.getByLabel('Message').fill('Habari! Do you have fundis in Nyeri?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('Please fill all fields');
    await expect(page.getByLabel('Message')).toHaveValue('Habari! Do you have fundis in Nyeri?');

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('wanjiru@example.com');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('Message sent successfully!');
  });
});

test('the script takes the server’s page over without drawing it again or moving anything', async ({ page }) => {
  const problems = watchPageHealth(page);
  const scripts = await holdScripts(page);
  await page.goto('/services/plumbing', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: 'Plumbing' });
  await expect(heading).toBeVisible();
  await heading.evaluate((element) => element.setAttribute('data-drawn-by', 'server'));
  scripts.release();
  // Taken over once the newsletter's button, which waits for the script, can be used.
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  // Measured before the click below: the list the filter then loads may move things, and on a
  // busy machine it can arrive after the half second in which a shift counts as the click's.
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
  expect(shift).toBe(0);
  // The page answers a click (the verified filter is a script's button).
  await page.getByRole('button', { name: 'Verified only' }).click();
  await expect(page.getByRole('button', { name: 'Verified only' })).toHaveAttribute('aria-pressed', 'true');
  // The same element: not thrown away and drawn anew.
  await expect(heading).toHaveAttribute('data-drawn-by', 'server');
  expect(problems).toEqual([]);
});

test('a page’s code is asked for only after its content has loaded', async ({ page }) => {
  await page.goto('/services/plumbing');
  await expect(page.locator('html')).toHaveAttribute('data-script', 'ready');
  const { loaded, entryAskedAt } = await page.evaluate(() => {
    const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src^="/assets/"]')!;
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return { loaded: navigation!.loadEventStart, entryAskedAt: performance.getEntriesByName(entry.src)[0]!.startTime };
  });
  // The order within (the largest paint, then the entry, then the links in batches):
  // apps/web/build/route-preloads.test.ts.
  expect(entryAskedAt).toBeGreaterThan(loaded);
});

test('the landing page is taken over in parts, each keeping every element the server drew, and each part works', async ({ page }) => {
  const problems = watchPageHealth(page);
  const scripts = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('contentinfo')).toBeAttached();
  const drawn = await page.locator('#root *').evaluateAll((elements) => {
    elements.forEach((element, index) => element.setAttribute('data-drawn', String(index)));
    return elements.length;
  });
  scripts.release();
  await expect(page.locator('html')).toHaveAttribute('data-script', 'ready');
  // Not one element thrown away and drawn anew.
  expect(await page.locator('#root [data-drawn]').count()).toBe(drawn);
  expect(await page.locator('#root *').count()).toBe(drawn);
  // The navbar, the hero, the footer: parts of their own, each answering the script's controls.
  await page.getByRole('button', { name: 'Pause slideshow' }).click();
  await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) {
    await menu.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test('a login sent before the script arrives signs in once it has', async ({ page, request }) => {
  const problems = watchPageHealth(page);
  const name = uniqueName('Early');
  const { email } = await signUpThroughApi(request, { name, email: uniqueEmail('early-login') });
  const scripts = await holdScripts(page);
  await page.goto('/login?next=%2Forders', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: 'Email or phone' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(strongPassword);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await page.waitForURL(/\/login\?next=%2Forders$/, { waitUntil: 'commit' });
  scripts.release();
  // As after a login the script sent: the line, then on to where the person was going.
  await expect(page.getByText('Login successful! Taking you where you were going...')).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeVisible();
  // The handover cookie is gone once read.
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('fundi_signed_in');
  expect(problems).toEqual([]);
});

test('a login or contact form posted from another site is refused, on the page, in the reader’s words', async ({ request }) => {
  const said = { en: 'This form can only be sent from Fundi’s own pages.', sw: 'Fomu hii inaweza kutumwa kutoka kurasa za Fundi pekee.' };
  for (const path of ['/login', '/contact']) {
    for (const language of ['en', 'sw'] as const) {
      const form = { identifier: 'forged@example.com', password: 'x', name: 'Forged', email: 'forged@example.com', message: 'Forged message' };
      const answer = await request.post(`${path}?lang=${language}`, { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, form });
      expect(answer.status(), path).toBe(403);
      expect(answer.headers()['set-cookie'] ?? '', path).not.toContain('fundi_signed_in');
      const page = await answer.text();
      expect(page, `${path} ${language}`).toContain(said[language]);
      // Nothing the other site sent is shown back.
      expect(page).not.toContain('forged@example.com');
      expect(page).not.toContain('Forged message');
    }
  }
});
