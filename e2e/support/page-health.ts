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
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`));
  return problems;
}
