import { StrictMode } from 'react';
import { StaticRouter } from 'react-router';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import type { Language } from '@fundi/shared';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { AppRoutes, findServerRenderedPage } from '../app/routes';
import { prepareLanguage, i18n } from '../lib/i18n';
import { takeRenderedTitle } from '../lib/use-page-title';
import { ApiError } from '../lib/api';
import { SERVER_PAGE_DATA_ID, type ServerPageData } from '../lib/server-page-data';
import { firstHeroSlideHints } from '../features/home/hero-slides';
import { paths } from '../lib/paths';


export type RenderedPage = {
  language: Language;
  /** For <title>: the page's own (usePageTitle), else the site's, in the page's language. */
  title: string;
  /** The markup inside #root. */
  html: string;
  /** Extra tags for <head>: the landing's first slide, its largest paint, preloaded. */
  head: string;
  /** What the browser needs to take the page over (main.tsx): a JSON script it never runs, for the end of <body>. */
  pageData: string;
  /** 404 when the page's own data was not found (an unknown professional), else 200. */
  status: 200 | 404;
};

/**
 * Renders a public page as a signed-out visitor sees it, with the data its queries ask for
 * (docs/decisions/0056-pages-sent-as-html.md). `state` is the router state the page opens with
 * (the outcome of a plain form post: lib/paths.ts PlainFormRefusal). Returns undefined for an address that is not one
 * of the server-rendered pages: the browser renders those alone.
 *
 * Two passes: the first builds the page's queries in the cache without fetching (TanStack Query
 * never fetches while rendering on a server), they are then fetched together, and the second
 * renders with their answers. Lazy pages and suspending queries (the sign-in options) are
 * awaited by the renderer itself.
 */
/** Whether the server renders this address; the others are rendered by the browser alone. */
export function isServerRendered(url: string): boolean {
  return findServerRenderedPage(new URL(url, 'http://fundi.invalid').pathname) !== undefined;
}

export async function renderPage(url: string, language: Language, state?: unknown): Promise<RenderedPage | undefined> {
  const { pathname, search } = new URL(url, 'http://fundi.invalid');
  const page = findServerRenderedPage(pathname);
  if (!page) return undefined;
  await Promise.all([page.preload(), prepareLanguage(language)]);
  const queryClient = createQueryClient();
  // The answer is on the same machine: a failure is the page's to show now, not to wait out.
  // Nor is a failed read tried again as the page is drawn: the page shows the failure.
  queryClient.setDefaultOptions({ ...queryClient.getDefaultOptions(), queries: { ...queryClient.getDefaultOptions().queries, retry: false, retryOnMount: false } });
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouter location={{ pathname, search, state: state ?? null }}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>
  );
  await render(app);
  await fetchWaitingQueries(queryClient);
  takeRenderedTitle();
  const html = await render(app);
  const title = takeRenderedTitle() ?? i18n.t('common.siteTitle');
  const hasFailedRead = queryClient.getQueryCache().getAll().some(({ state: { status } }) => status === 'error');
  const pageData: ServerPageData = { language, queries: dehydrate(queryClient), ...(state !== undefined && { state }), ...(hasFailedRead && { hasFailedRead }) };
  return {
    language,
    title,
    html,
    pageData: `<script type="application/json" id="${SERVER_PAGE_DATA_ID}">${scriptSafeJson(pageData)}</script>`,
    head: pathname === paths.home ? firstHeroSlideHints().map(linkTag).join('') : '',
    status: hasMissingData(queryClient) ? 404 : 200,
  };
}

/**
 * JSON that cannot end its script element early: people write reviews and descriptions, and
 * `</script>` in one must stay text. `<`, `>`, `&` and the two line separators JavaScript
 * once refused become escapes JSON.parse reads back as they were.
 */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function linkTag(attributes: Record<string, string>): string {
  const escaped = Object.entries(attributes).map(([name, value]) => `${name}="${value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"`);
  return `<link ${escaped.join(' ')}>`;
}

/** The app is typed with React's types but built with Preact's runtime (vite.config.ts). */
async function render(app: React.ReactElement): Promise<string> {
  return await renderToStringAsync(app as unknown as VNode);
}

async function fetchWaitingQueries(queryClient: QueryClient): Promise<void> {
  // Only what the page asks for: a query switched off (the signed-in counts) stays off.
  const waiting = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.data === undefined && query.state.fetchStatus === 'idle' && isEnabled(query));
  // A failed query renders its own error state, as in the browser.
  await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
}

/**
 * The query's own `enabled` (as its hook gave it). Not Query.isDisabled(): with no observer
 * subscribed, as on a server, it calls every query that never fetched disabled.
 */
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

function hasMissingData(queryClient: QueryClient): boolean {
  return queryClient.getQueryCache().getAll().some(({ state }) => state.error instanceof ApiError && state.error.status === 404);
}
