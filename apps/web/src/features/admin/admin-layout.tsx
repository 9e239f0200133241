import { NavLink, Outlet } from 'react-router';
import { Page, PageHeader } from '../../components/page';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { addTrustWords } from '../../lib/trust-words';
import { useAdminOverview } from './api/get-admin-overview';

// The console's words come with its chunk, in both languages, before any tab renders: the
// start-up bundle never carries them (docs/decisions/0047-two-languages.md).
addTrustWords();

type Section = Parameters<typeof paths.adminSection>[0];
const sections: Section[] = ['verifications', 'disputes', 'payments', 'users', 'messages', 'activity'];

/**
 * The administrators' console (/admin/*): its title, one tab per section with what waits there
 * as a badge, and the section below. The tabs scroll sideways on a phone rather than wrap.
 */
export function AdminLayout() {
  const { t } = useTranslation('trust');
  const overview = useAdminOverview().data;
  const waiting: Partial<Record<Section, number>> | undefined = overview && {
    verifications: overview.pendingVerifications,
    disputes: overview.openDisputes,
    payments: overview.paymentsWaiting + overview.openFlags,
  };
  return (
    <Page>
      <PageHeader title={t('admin.title')} lead={t('admin.lead')} />
      <nav aria-label={t('admin.sections')} className="-mx-4 mb-8 border-b border-line sm:mx-0">
        <ul className="flex gap-1 overflow-x-auto px-4 sm:px-0">
          {sections.map((section) => {
            const count = waiting?.[section] ?? 0;
            return (
              <li key={section} className="shrink-0">
                <NavLink
                  to={paths.adminSection(section)}
                  className={({ isActive }) =>
                    cn(
                      '-mb-px flex h-12 items-center gap-2 border-b-2 px-3 text-sm font-semibold whitespace-nowrap',
                      isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-muted hover:text-ink',
                    )
                  }
                >
                  {t(`admin.tabs.${section}`)}
                  {count > 0 && (
                    <span className="rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-brand-950">
                      <span aria-hidden="true">{count}</span>
                      {/* The link reads "Payments, 3 waiting" rather than "Payments3 waiting". */}
                      <span className="sr-only">, {t('admin.waiting', { count })}</span>
                    </span>
                  )}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <Outlet />
    </Page>
  );
}
