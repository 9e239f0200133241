import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Briefcase, CalendarCheck, MapPin, MessageCircle } from 'lucide-react';
import { formatKsh } from '@fundi/shared';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { Stars } from '../../components/ui/stars';
import type { Professional } from './catalogue-model';

/**
 * A professional as SPEC §2 lists it: photo or initials, name, 'category | service', bio,
 * stars with '(n reviews)' or 'No reviews yet', 'From KSh' price, years of experience,
 * location, and Chat and Book buttons.
 */
export function ProfessionalCard({
  professional,
  onChat,
  onBook,
}: {
  professional: Professional;
  onChat: (professional: Professional) => void;
  onBook: (professional: Professional) => void;
}) {
  const { t } = useTranslation();
  const nameId = useId();
  const { name, profilePhoto, categoryName, serviceTitle, bio, rating, reviewsCount, price, experience, location } = professional;
  return (
    <article aria-labelledby={nameId} className="flex h-full flex-col rounded-card border border-line bg-white p-4 shadow-card sm:p-5">
      <div className="flex items-start gap-4">
        <Avatar name={name} photoUrl={profilePhoto} size="lg" />
        <div className="min-w-0 flex-1">
          <h3 id={nameId} className="text-lg leading-tight font-bold text-ink">
            {name}
          </h3>
          <p className="mt-0.5 text-sm text-muted">{t('category.categoryAndService', { category: categoryName, service: serviceTitle })}</p>
          <div className="mt-1.5 flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm">
            {reviewsCount > 0 ? (
              <>
                <Stars rating={rating} size="sm" />
                <span className="font-semibold text-ink" aria-hidden="true">
                  {rating.toFixed(1)}
                </span>
                <span className="text-muted">{t('category.reviews', { count: reviewsCount })}</span>
              </>
            ) : (
              <>
                <span aria-hidden="true">
                  <Stars rating={0} size="sm" />
                </span>
                <span className="text-muted">{t('category.noReviews')}</span>
              </>
            )}
          </div>
        </div>
      </div>

      <p className="mt-4 line-clamp-3 flex-1 text-sm leading-relaxed text-ink">{bio}</p>

      <ul className="mt-4 flex flex-col gap-1.5 border-t border-line pt-4 text-sm text-muted">
        <li className="flex items-center gap-2">
          <Briefcase className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
          {t('category.experience', { count: experience })}
        </li>
        {location && (
          <li className="flex items-center gap-2">
            <MapPin className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
            {location}
          </li>
        )}
      </ul>

      <div className="mt-4 flex items-end justify-between gap-2">
        <p className="leading-tight">
          <span className="block text-xs font-medium text-muted">{t('category.from')}</span>
          <span className="text-lg font-extrabold whitespace-nowrap text-brand-800">{formatKsh(price)}</span>
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => onChat(professional)} aria-label={t('category.chatWith', { name })}>
            <MessageCircle className="size-4" aria-hidden="true" />
            {t('category.chat')}
          </Button>
          <Button size="sm" onClick={() => onBook(professional)} aria-label={t('category.bookWith', { name, service: serviceTitle })}>
            <CalendarCheck className="size-4" aria-hidden="true" />
            {t('category.book')}
          </Button>
        </div>
      </div>
    </article>
  );
}

/** A card's shape while the professionals load. */
export function ProfessionalCardSkeleton() {
  return (
    <div className="flex h-full flex-col rounded-card border border-line bg-white p-5 shadow-card" aria-hidden="true">
      <div className="flex items-start gap-4">
        <Skeleton className="size-16 rounded-full" />
        <div className="flex-1">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="mt-2 h-4 w-48 max-w-full" />
          <Skeleton className="mt-2 h-4 w-32" />
        </div>
      </div>
      <Skeleton className="mt-4 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-5/6" />
      <Skeleton className="mt-6 h-4 w-40" />
      <div className="mt-5 flex items-center justify-between">
        <Skeleton className="h-8 w-24" />
        <Skeleton className="h-9 w-36" />
      </div>
    </div>
  );
}
