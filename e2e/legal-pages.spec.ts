import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { LEGAL_DOCUMENTS } from '@fundi/shared';
import { findOverflow } from './support/overflow';
import { watchPageHealth } from './support/page-health';

// The terms, privacy and cookie pages and the company pages (docs/product.md §11): in both
// languages, with no serious accessibility problem and nothing wider than a 360 px phone; each
// legal page's contents list leads to its sections.

const pages = [
  { path: '/terms', version: LEGAL_DOCUMENTS.terms.version },
  { path: '/privacy', version: LEGAL_DOCUMENTS.privacy.version },
  { path: '/cookies', version: LEGAL_DOCUMENTS.cookies.version },
  { path: '/blog' },
  { path: '/careers' },
];

test.use({ viewport: { width: 360, height: 780 } });

for (const language of ['en', 'sw'] as const) {
  for (const visited of pages) {
    test(`${visited.path} in ${language} reads well on a 360 px phone`, async ({ page }) => {
      const problems = watchPageHealth(page);
      await page.goto(`${visited.path}?lang=${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (visited.version) {
        await expect(page.locator('main')).toContainText(visited.version);
        const contents = page.getByRole('navigation', { name: language === 'en' ? 'Contents' : 'Yaliyomo' });
        const links = contents.getByRole('link');
        expect(await links.count()).toBeGreaterThan(3);
        // The last entry of the contents leads to a heading of that name.
        const last = links.last();
        const target = (await last.getAttribute('href'))!.replace(/^.*#/, '');
        await last.click();
        await expect(page.locator(`[id="${target}"]`)).toBeInViewport();
      }
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${violation.id} (${violation.nodes.length})`)).toEqual([]);
      expect(await findOverflow(page, 360)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
}
