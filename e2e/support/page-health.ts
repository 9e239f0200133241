import type { Page } from '@playwright/test';

/**
 * Collects what a person would never see but must never happen: script errors, console
 * errors (a CSP violation is one) and failed same-origin requests.
 */
export function watchPageHealth(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText;
    // ERR_ABORTED is the page itself cancelling a request it no longer needs (leaving a page
    // while its list loads, logging out): not a failure. Anything else is.
    if (reason !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.url()} ${reason}`);
  });
  return problems;
}
