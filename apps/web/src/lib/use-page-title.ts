import { useEffect } from 'react';
import { useTranslation } from './i18n';

// The title of the page the server is rendering (server-render/render-page.tsx): effects do not
// run there, so the hook leaves it here for the HTML's <title>. One page renders at a time.
let renderedTitle: string | undefined;

/**
 * Names the browser tab after the page ('Messages · Fundi'), which is also what screen
 * readers announce after a route change. Without a title the site's own title is used.
 */
export function usePageTitle(title?: string): void {
  const { t } = useTranslation();
  const text = title ? t('common.pageTitle', { title }) : t('common.siteTitle');
  if (typeof document === 'undefined') noteRenderedTitle(text);
  useEffect(() => {
    document.title = text;
  }, [text]);
}

function noteRenderedTitle(title: string): void {
  renderedTitle = title;
}

/** The title the last server rendering asked for, if any page part did; forgotten once read. */
export function takeRenderedTitle(): string | undefined {
  const title = renderedTitle;
  renderedTitle = undefined;
  return title;
}
