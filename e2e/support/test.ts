import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, for specs that use a page once its script has taken it over. A page the
 * server sent with its content starts its script only after that content has painted
 * (docs/decisions/0057-code-after-the-content.md), so by the load event, where `page.goto`
 * returns, its buttons may not work yet; `goto` and `reload` here return once the script has
 * drawn the page (`<html data-script="ready">`). A call given its own `waitUntil` returns as
 * Playwright's does (pages-before-script.spec.ts looks at the page before its script, and uses
 * Playwright's own `test`).
 */
export const test = base.extend<object, { waitForScript: void }>({
  waitForScript: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      patchNavigation(Object.getPrototypeOf(page) as Page);
      await context.close();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});

let isPatched = false;

function patchNavigation(pagePrototype: Page): void {
  if (isPatched) return;
  isPatched = true;
  const { goto, reload } = pagePrototype;
  pagePrototype.goto = async function (this: Page, url, options) {
    const response = await goto.call(this, url, options);
    if (!options?.waitUntil) await scriptReady(this);
    return response;
  };
  pagePrototype.reload = async function (this: Page, options) {
    const response = await reload.call(this, options);
    if (!options?.waitUntil) await scriptReady(this);
    return response;
  };
}

/** Until the script has drawn a page the server sent; pages without the server's content return at once. */
async function scriptReady(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.documentElement.dataset.script === 'ready' || !document.getElementById('page-data'), undefined, { timeout: 15_000 })
    // A page that navigated on, closed or never took over: the test's own checks say what is wrong.
    .catch(() => undefined);
}
