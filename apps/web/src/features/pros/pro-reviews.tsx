import { Star } from 'lucide-react';
import type { ProReview } from '@fundi/shared';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Stars } from '../../components/ui/stars';
import { formatShortDate } from '../../lib/format';
import type { ProProfessional } from './pro-model';
import { useTranslation } from '../../lib/i18n';
import { useElementId } from '../../lib/element-id';

/** The rating summary (average, count, a bar per number of stars) and the reviews, newest first, a page at a time. */
export function ProReviews({
  professional,
  reviews,
  hasMore,
  isLoadingMore,
  hasMoreFailed,
  onShowMore,
}: {
  professional: ProProfessional;
  reviews: readonly ProReview[];
  hasMore: boolean;
  isLoadingMore: boolean;
  hasMoreFailed: boolean;
  onShowMore: () => void;
}) {
  const { t } = useTranslation('pros');
  const headingId = useElementId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {t('reviews.title')}
      </h2>
      {professional.reviewsCount === 0 ? (
        <EmptyState headingLevel={3} icon={<Star className="size-7" />} title={t('reviews.none')}>
          {t('reviews.noneHint')}
        </EmptyState>
      ) : (
        <div className="mt-4 grid gap-6 md:grid-cols-[16rem_minmax(0,1fr)] md:gap-10">
          <RatingSummary professional={professional} />
          <div className="min-w-0">
            <ul className="flex flex-col divide-y divide-line border-y border-line">
              {reviews.map((review) => (
                <ReviewItem key={review.id} review={review} />
              ))}
            </ul>
            {hasMoreFailed && (
              <p role="alert" className="mt-4 text-sm font-medium text-red-700">
                {t('reviews.moreFailed')}
              </p>
            )}
            {hasMore && (
              <div className="mt-6 flex justify-center">
                <Button variant="secondary" onClick={onShowMore} isLoading={isLoadingMore}>
                  {t('reviews.showMore')}
                </Button>
              </div>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

function RatingSummary({ professional }: { professional: ProProfessional }) {
  const { t } = useTranslation('pros');
  const { rating, reviewsCount, ratingCounts } = professional;
  // Five stars first, as people read a summary.
  const rows = ratingCounts.map((count, index) => ({ stars: index + 1, count })).reverse();
  return (
    <div className="self-start rounded-card border border-line bg-white p-5 shadow-card">
      <p className="flex items-baseline gap-2">
        <span className="text-4xl font-extrabold text-ink">{rating.toFixed(1)}</span>
        <span className="text-sm text-muted">{t('reviews.outOfFive')}</span>
      </p>
      <Stars rating={rating} className="mt-1" />
      <p className="mt-1 text-sm text-muted">{t('reviews.count', { count: reviewsCount })}</p>
      <ul aria-label={t('reviews.byStars')} className="mt-4 flex flex-col gap-1.5">
        {rows.map(({ stars, count }) => (
          <li key={stars} className="flex items-center gap-2 text-sm">
            <span className="w-16 shrink-0 text-ink">{t('reviews.starsRow', { count: stars })}</span>
            <span className="h-2 min-w-0 flex-1 overflow-hidden rounded-full bg-stone-200" aria-hidden="true">
              <span className="block h-full rounded-full bg-accent-400" style={{ width: `${(count / reviewsCount) * 100}%` }} />
            </span>
            <span className="w-8 shrink-0 text-right text-muted tabular-nums">{count}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ReviewItem({ review }: { review: ProReview }) {
  const { t } = useTranslation('pros');
  return (
    <li className="py-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-semibold break-words text-ink">{review.reviewer}</p>
        <time dateTime={review.createdAt} className="text-sm text-muted">
          {formatShortDate(new Date(review.createdAt), { year: true })}
        </time>
      </div>
      <Stars rating={review.rating} size="sm" className="mt-1" />
      <p className="mt-1 text-sm break-words text-muted">{t('reviews.forService', { service: review.serviceTitle })}</p>
      {review.comment && <p className="mt-2 leading-relaxed break-words whitespace-pre-line text-ink">{review.comment}</p>}
    </li>
  );
}
