import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../../components/error-boundary';
import { HydrateLater } from '../../components/hydrate-later';
import { PageSkeleton } from '../../components/page';
import { TermsCheck } from '../../features/auth/terms-check';
import { useUnreadMessagesCount } from '../../features/messages/unread-count';
import { useNewOrdersCount } from '../../features/orders/api/get-new-orders-count';
import { useSessionEndRedirect } from '../../lib/use-session-end-redirect';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { useTranslation } from '../../lib/i18n';

/**
 * Navigation bar, the page, footer. The page part shows a skeleton while its code loads. Over
 * them, for a signed-in person who has not accepted the current terms, the dialog asking for them.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useSessionEndRedirect();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[70] rounded-control bg-white px-4 py-2 font-semibold text-brand-800 shadow-raised focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('common.skipToContent')}
      </a>
      <HydrateLater name="navbar">
        <NavbarWithCounts />
      </HydrateLater>
      {/* At least a screen tall under the 4rem bar: the footer starts below the fold, so a page
          whose code arrives after the skeleton never shifts it on screen (CLS). */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 focus:outline-none">
        {/* Keyed by route, so leaving a crashed page recovers. */}
        <ErrorBoundary key={pathname}>
          <HydrateLater name="page" fallback={<PageSkeleton />}>
            <Outlet />
          </HydrateLater>
        </ErrorBoundary>
      </main>
      <HydrateLater name="footer">
        <Footer />
      </HydrateLater>
      <TermsCheck />
    </div>
  );
}

/** The navbar's counts are read inside its part, so their queries start in the navbar's turn. */
function NavbarWithCounts() {
  const unreadMessages = useUnreadMessagesCount();
  const newOrders = useNewOrdersCount();
  return <Navbar counts={{ unreadMessages, newOrders }} />;
}
