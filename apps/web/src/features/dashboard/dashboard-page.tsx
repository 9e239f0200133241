import { lazy, Suspense, type ReactNode } from 'react';
import { ArrowRight, BadgeCheck, Plus, Search } from 'lucide-react';
import { Page, PageHeader } from '../../components/page';
import { Badge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button-link';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { Skeleton } from '../../components/ui/skeleton';
import { dashboardSections } from './dashboard-sections';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';
import { useElementId } from '../../lib/element-id';

addSignedInWords();

// Sellers' only: the availability editor, with its calendar, words and rules (zod with them),
// downloads on its own, so everyone else's dashboard paints without it.
const AvailabilitySection = lazy(() => import('./availability-section').then((module) => ({ default: module.AvailabilitySection })));

/**
 * What other features put on the dashboard. Features never import each other, so the app
 * shell (app/dashboard-route.tsx) fills these slots; the dashboard decides who sees which.
 */
export interface DashboardSlots {
  /** Money held, released and refunded. */
  payments?: ReactNode;
  /** SLOT for the sellers issue: 'Your Services' (first 4, View and Delete, 'View all (n)'). */
  services?: ReactNode;
  newOrders?: ReactNode;
  yourOrders?: ReactNode;
  history?: ReactNode;
}

/**
 * docs/product.md §2 Dashboard: 'Welcome,' and the name, the account label, Explore Services and (for
 * sellers) Add Service, then the sections in the spec's order. Each section loads on its own and
 * shows skeletons meanwhile; docs/product.md §4's timed loading sequence is not imitated (see
 * docs/decisions/0035-orders-on-the-web.md).
 */
export function DashboardPage({ slots = {} }: { slots?: DashboardSlots }) {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  if (!user) return null; // the route guard only lets signed-in users in
  const sections = dashboardSections(user);
  return (
    <Page>
      <PageHeader
        eyebrow={<Badge tone="green" className="mb-2">{t(`dashboard.role.${user.role}`)}</Badge>}
        title={t('dashboard.welcome', { name: user.name })}
        lead={t('dashboard.lead')}
        actions={
          <>
            <ButtonLink to={paths.services} variant="secondary">
              <Search className="size-4" aria-hidden="true" />
              {t('common.exploreServices')}
            </ButtonLink>
            {user.isSeller && (
              <ButtonLink to={paths.addService}>
                <Plus className="size-4" aria-hidden="true" />
                {t('dashboard.addService')}
              </ButtonLink>
            )}
          </>
        }
      />
      <div className="flex flex-col gap-6">
        {slots.payments}
        {sections.services && slots.services}
        {sections.availability && (
          <Suspense fallback={<AvailabilityPlaceholder />}>
            <AvailabilitySection />
          </Suspense>
        )}
        {sections.newOrders && slots.newOrders}
        {sections.yourOrders && slots.yourOrders}
        {sections.becomeSeller && <BecomeSellerCard />}
        {sections.history && slots.history}
      </div>
    </Page>
  );
}

function BecomeSellerCard() {
  const { t } = useTranslation();
  const titleId = useElementId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-card bg-brand-800 p-5 text-white shadow-card sm:flex-row sm:items-center sm:p-6"
    >
      <BadgeCheck className="size-10 shrink-0 text-accent-400" aria-hidden="true" />
      <div className="flex-1">
        <h2 id={titleId} className="text-lg font-bold">
          {t('dashboard.becomeSellerTitle')}
        </h2>
        <p className="mt-1 text-brand-100">{t('dashboard.becomeSellerText')}</p>
      </div>
      <ButtonLink to={paths.becomeSeller} variant="accent">
        {t('dashboard.becomeSellerAction')}
        <ArrowRight className="size-4" aria-hidden="true" />
      </ButtonLink>
    </section>
  );
}

/** The availability section's place while its code downloads, about its loading size. */
function AvailabilityPlaceholder() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-6 rounded-card border border-line bg-white p-4 shadow-card">
      <Skeleton className="h-7 w-56" />
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-20 w-48" />
      <Skeleton className="h-80 w-full sm:max-w-md" />
    </div>
  );
}
