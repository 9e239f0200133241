import type { Language } from '@fundi/shared';
import type { RenderedPage } from './messages';

type Render = (url: string, language: Language, visitor: string) => Promise<RenderedPage | undefined>;

type Options = {
  /**
   * How long a rendered page is sent again as it is. A change in the catalogue (a new service,
   * a review) shows within this time plus a render (docs/decisions/0056-pages-sent-as-html.md).
   */
  ttlMs?: number;
  /** Pages kept at most; the least recently used one goes first. */
  maxPages?: number;
  now?: () => number;
};

/**
 * Rendered public pages by address and language, for a short while: a page as a signed-out
 * visitor sees it is the same for everyone, so a busy page is rendered once per `ttlMs`,
 * not once per visit. Visitors arriving while it renders share that one render. A failed
 * render is not kept. `prepare` turns a page into what is sent (HTML, its compressed forms).
 */
export function createPageCache<Prepared>(render: Render, prepare: (page: RenderedPage) => Prepared, { ttlMs = 30_000, maxPages = 300, now = Date.now }: Options = {}) {
  const pages = new Map<string, { expiresAt: number; page: Promise<Prepared | undefined> }>();

  return {
    get(url: string, language: Language, visitor: string): Promise<Prepared | undefined> {
      const key = `${language} ${url}`;
      const kept = pages.get(key);
      if (kept && kept.expiresAt > now()) {
        // Most recently used last, so the first key is the one to drop.
        pages.delete(key);
        pages.set(key, kept);
        return kept.page;
      }
      const page = render(url, language, visitor).then((rendered) => (rendered ? prepare(rendered) : undefined));
      pages.delete(key);
      pages.set(key, { expiresAt: now() + ttlMs, page });
      // A failed render is not kept, nor an address the browser renders alone (a signed-in page
      // has many addresses, which would push the public pages out).
      const forget = () => {
        if (pages.get(key)?.page === page) pages.delete(key);
      };
      page.then((prepared) => prepared === undefined && forget(), forget);
      while (pages.size > maxPages) pages.delete(pages.keys().next().value!);
      return page;
    },
  };
}
