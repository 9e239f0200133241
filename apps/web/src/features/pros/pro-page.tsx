import { useMemo } from 'react';
import { useParams } from 'react-router';
import { TriangleAlert, UserSearch } from 'lucide-react';
import type { ProReview, ProService } from '@fundi/shared';
import { Page } from '../../components/page';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../lib/paths';
import { addProWords } from '../../lib/pro-words';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { isNotFound, usePro } from './api/get-pro';
import { ProGallery } from './pro-gallery';
import { ProHeader } from './pro-header';
import type { ProProfessional } from './pro-model';
import { ProReviews } from './pro-reviews';
import { ProServices } from './pro-services';
import { useTranslation } from '../../lib/i18n';
import { HydrateLater } from '../../components/hydrate-later';

addProWords();

interface ProPageProps {
  /** Book opens the booking dialog (the orders feature) for one of their services; the app shell wires it. */
  onBook: (professional: ProProfessional, service: ProService) => void;
  /** Chat opens the chat dialog (the messages feature); the app shell wires it. */
  onChat: (professional: ProProfessional) => void;
}

/**
 * /pros/{id} (docs/decisions/0053-professional-pages.md): who the professional is, every service
 * with its price and a Book button, their rating by stars, their reviews newest first a page at a
 * time, and their photos of past work. Their own page shows them how buyers see it, without Book or Chat.
 */
export function ProPage(props: ProPageProps) {
  const { sellerId = '' } = useParams();
  // A new id is a new page: nothing of the previous one (an open photo, the reviews shown) stays.
  return <ProView key={sellerId} sellerId={sellerId} {...props} />;
}

function ProView({ sellerId, onBook, onChat }: ProPageProps & { sellerId: string }) {
  const { t } = useTranslation('pros');
  const viewerId = useSession((state) => state.user?.id);
  const pro = usePro(sellerId);
  const first = pro.data?.pages[0];
  const reviews = useMemo(() => uniqueReviews(pro.data?.pages ?? []), [pro.data?.pages]);
  usePageTitle(first?.professional.name);

  if (pro.isPending) return <ProPageSkeleton label={t('page.loading')} />;
  if (!first) return isNotFound(pro.error) ? <ProNotFound /> : <LoadFailed isRetrying={pro.isFetching} onRetry={() => void pro.refetch()} />;

  const { professional, services, gallery } = first;
  const isOwn = professional.id === viewerId;
  return (
    <>
      <HydrateLater name="pro-header">
        <ProHeader professional={professional} isOwn={isOwn} onChat={() => onChat(professional)} />
      </HydrateLater>
      <Page className="flex flex-col gap-10">
        <HydrateLater name="pro-services">
          <ProServices professional={professional} services={services} isOwn={isOwn} onBook={(service) => onBook(professional, service)} />
        </HydrateLater>
        {gallery.length > 0 && (
          <HydrateLater name="pro-gallery">
            <ProGallery name={professional.name} photos={gallery} />
          </HydrateLater>
        )}
        <HydrateLater name="pro-reviews">
          <ProReviews
            professional={professional}
            reviews={reviews}
            hasMore={pro.hasNextPage}
            isLoadingMore={pro.isFetchingNextPage}
            hasMoreFailed={pro.isFetchNextPageError}
            onShowMore={() => void pro.fetchNextPage()}
          />
        </HydrateLater>
      </Page>
    </>
  );
}

/** Every page's reviews in order; one that moved to a later page meanwhile shows once. */
function uniqueReviews(pages: readonly { reviews: readonly ProReview[] }[]): ProReview[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.reviews)
    .filter((review) => {
      if (seen.has(review.id)) return false;
      seen.add(review.id);
      return true;
    });
}

/** The page's shape while it loads: the header, then service cards, at their real sizes. */
function ProPageSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      <div className="border-b border-line bg-brand-50">
        <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-6 sm:flex-row sm:px-6 sm:py-8">
          <Skeleton className="size-24 shrink-0 rounded-full" />
          <div className="min-w-0 flex-1">
            <Skeleton className="h-8 w-64 max-w-full" />
            <Skeleton className="mt-3 h-5 w-40 max-w-full" />
            <Skeleton className="mt-4 h-4 w-full max-w-xl" />
            <Skeleton className="mt-2 h-4 w-5/6 max-w-xl" />
          </div>
        </div>
      </div>
      <Page>
        <Skeleton className="h-7 w-32" />
        <div className="mt-4 grid gap-3 md:grid-cols-2">
          {[0, 1].map((index) => (
            <Skeleton key={index} className="h-40 rounded-card" />
          ))}
        </div>
      </Page>
    </div>
  );
}

function ProNotFound() {
  const { t } = useTranslation('pros');
  usePageTitle(t('page.notFoundTitle'));
  return (
    <Page>
      <EmptyState
        headingLevel={1}
        icon={<UserSearch className="size-7" />}
        title={t('page.notFoundTitle')}
        action={<ButtonLink to={paths.services}>{t('page.browse')}</ButtonLink>}
      >
        {t('page.notFoundText')}
      </EmptyState>
    </Page>
  );
}

function LoadFailed({ isRetrying, onRetry }: { isRetrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation('pros');
  return (
    <Page>
      <div role="alert" className="flex flex-col items-center gap-4 rounded-card border border-red-200 bg-red-50 px-4 py-8 text-center">
        <TriangleAlert className="size-8 text-red-700" aria-hidden="true" />
        <p className="font-semibold text-red-800">{t('page.loadFailed')}</p>
        <Button variant="secondary" onClick={onRetry} isLoading={isRetrying}>
          {t('page.retry')}
        </Button>
      </div>
    </Page>
  );
}
