import { expect, test, type Page } from './support/test';
import { signUpThroughApi, strongPassword, uniqueName } from './support/accounts';
import { someProfessional } from './support/catalogue';
import { logInThroughForm, uniqueEmail } from './support/session';

// Elements name each other by id: a label its field, a dialog its heading, a field its hint.
// A page the server sent is taken over in parts (apps/web/src/components/hydrate-later.tsx), and
// the takeover keeps the server's ids as they are, so the browser must count them as the server
// did, and a part that suspends and draws again must never repeat another element's id
// (apps/web/src/lib/element-id.tsx).

type IdReport = { ids: string[]; repeated: string[]; dangling: string[] };

/** The ids inside `selector` in document order, those used twice on the page, and references to no element. */
async function idReport(page: Page, selector = '#root'): Promise<IdReport> {
  return await page.evaluate((within) => {
    const all = [...document.querySelectorAll('[id]')].map((element) => element.id);
    const repeated = all.filter((id, index) => all.indexOf(id) !== index);
    const referring = [...document.querySelectorAll('label[for], [aria-labelledby], [aria-describedby], [aria-controls]')];
    const dangling = referring.flatMap((element) =>
      ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls']
        .flatMap((name) => (element.getAttribute(name) ?? '').split(/\s+/))
        .filter((id) => id !== '' && !document.getElementById(id)),
    );
    const ids = [...document.querySelectorAll(`${within} [id]`)].map((element) => element.id);
    return { ids, repeated, dangling };
  }, selector);
}

/** Moves the app to `path` without loading a page: the browser draws it itself. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replaceAll('/', '\\/')}$`));
}

test('the browser counts a page’s ids as the server did, and no id is used twice or names nothing', async ({ page }) => {
  test.setTimeout(120_000);
  const pro = await someProfessional(page.request);
  const paths = ['/', '/about', '/contact', '/services', '/services/plumbing', `/pros/${pro.id}`, '/login', '/signup', '/terms', '/privacy'];
  for (const path of paths) {
    // Taken over part by part: the ids are the server's.
    await page.goto(path);
    const server = await idReport(page, '#main');
    expect(server.repeated, path).toEqual([]);
    expect(server.dangling, path).toEqual([]);
    // Drawn by the browser alone, away and back: the same ids in the same places.
    await navigateInApp(page, '/blog');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await navigateInApp(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const drawn = await idReport(page, '#main');
    expect(drawn.ids, path).toEqual(server.ids);
    expect(drawn.repeated, path).toEqual([]);
  }
});

test('a signed-in buyer’s category page keeps one id per element, and its search is named', async ({ page, request }) => {
  const name = uniqueName('Ids');
  const { email } = await signUpThroughApi(request, { name, email: uniqueEmail('element-ids') });
  await page.goto('/login');
  await logInThroughForm(page, email, strongPassword, name);
  await page.goto('/services/plumbing');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search professionals' })).toBeVisible();
  // The filters load more professionals: parts draw again.
  await page.getByRole('button', { name: 'Verified only' }).click();
  await expect(page.getByRole('button', { name: 'Verified only' })).toHaveAttribute('aria-pressed', 'true');
  const report = await idReport(page);
  expect(report.repeated).toEqual([]);
  expect(report.dangling).toEqual([]);
  await expect(page.getByRole('searchbox', { name: 'Search professionals' })).toBeVisible();
});
