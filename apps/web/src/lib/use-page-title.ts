import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Names the browser tab after the page ('Messages · Fundi'), which is also what screen
 * readers announce after a route change. Without a title the site's own title is used.
 */
export function usePageTitle(title?: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title ? t('common.pageTitle', { title }) : t('common.siteTitle');
  }, [title, t]);
}
