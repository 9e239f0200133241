import type { DehydratedState } from '@tanstack/react-query';
import { isLanguage, type Language } from '@fundi/shared';

/**
 * What the server writes into a page it rendered (server-render/render-page.tsx): its language,
 * the answers it was rendered from, and the router state it opened with, if any.
 */
export type ServerPageData = {
  language: Language;
  queries: DehydratedState;
  state?: unknown;
  /**
   * A read failed (an unknown professional): the failure is not handed over (only answers are),
   * so the browser draws the page anew rather than take over HTML it would draw differently.
   */
  hasFailedRead?: true;
};

/** The element the server writes it in, a JSON script the browser never runs. */
export const SERVER_PAGE_DATA_ID = 'page-data';

/** The page data of a page the server rendered, or undefined for the bare app shell. */
export function readServerPageData(): ServerPageData | undefined {
  const element = document.getElementById(SERVER_PAGE_DATA_ID);
  if (!element?.textContent) return undefined;
  try {
    const data = JSON.parse(element.textContent) as Partial<ServerPageData>;
    if (!isLanguage(data.language) || !data.queries) return undefined;
    return { language: data.language, queries: data.queries, state: data.state, ...(data.hasFailedRead === true && { hasFailedRead: true }) };
  } catch {
    return undefined;
  }
}
