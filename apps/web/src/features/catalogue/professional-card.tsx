import { useState } from 'react';
import { Link } from 'react-router';
import { Briefcase, CalendarCheck, MapPin, MessageCircle } from 'lucide-react';
import { formatKsh, type ProfessionalService } from '@fundi/shared';
import { VerifiedBadge } from '../../components/verified-badge';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { Stars } from '../../components/ui/stars';
import { cn } from '../../lib/cn';
import { paths } from '../../lib/paths';
import type { Professional } from './catalogue-model';
import { OwnListingBar, OwnListingEdit } from './own-listing';
import { useTranslation } from '../../lib/i18n';
import { useElementId } from '../../lib/element-id';

export interface ProfessionalCardProps {
  professional: Professional;
  /** The signed-in person's own card: no Book or Chat with themself, but a way to edit it. */
  isOwn?: boolean;
  onChat: (professional: Professional) => void;
  onBook: (professional: Professional, service: ProfessionalService) => void;
}

/**
 * A professional as docs/product.md §2 lists it: photo or initials, name (with the Verified badge
 * once an administrator checked their identity), 'category | service', bio,
 * stars with '(n reviews)' or 'No reviews yet', 'From KSh' price, years of experience,
 * location, and Chat and Book buttons. A person with several services in the category is one
 * card listing each service with its price and its own Book button. The name and the photo lead to
 * the professional's page (/pros/{id}).
 */
export function ProfessionalCard({ professional, isOwn = false, onChat, onBook }: ProfessionalCardProps) {
  const { t } = useTranslation();
  const nameId = useElementId();
  // Your own card can show itself as others see it; its buttons then stay inert.
  const [isPreview, setIsPreview] = useState(false);
  const { name, profilePhoto, categoryName, services, bio, rating, reviewsCount, location, verified } = professional;
  const [onlyService] = services.length === 1 ? services : [];
  const hasButtons = !isOwn || isPreview;
  const experience = Math.max(...services.map((service) => service.experience));
  const lowestPrice = Math.min(...services.map((service) => service.price));

  return (
    <article
      aria-labelledby={nameId}
      className={cn('flex h-full min-w-0 flex-col rounded-card border border-line bg-white p-4 shadow-card sm:p-5', isOwn && 'border-brand-300 ring-1 ring-brand-300')}
    >
      {isOwn && <OwnListingBar isPreview={isPreview} onToggle={() => setIsPreview((shown) => !shown)} />}
      <div className="flex items-start gap-4">
        {/* The same page as the name's link: one stop for the keyboard and the screen reader, the name's. */}
        <Link to={paths.pro(professional.sellerId)} tabIndex={-1} aria-hidden="true" className="shrink-0 rounded-full">
          <Avatar name={name} photoUrl={profilePhoto} size="lg" />
        </Link>
        <div className="min-w-0 flex-1">
          <h3 id={nameId} className="text-lg leading-tight font-bold break-words text-ink">
            <Link to={paths.pro(professional.sellerId)} className="hover:text-brand-800 hover:underline">
              {name}
            </Link>
          </h3>
          {verified && <VerifiedBadge className="mt-1 inline-block" />}
          <p className="mt-0.5 text-sm break-words text-muted">
            {onlyService
              ? t('category.categoryAndService', { category: categoryName, service: onlyService.title })
              : t('category.categoryAndServices', { category: categoryName, count: services.length })}
          </p>
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

      <p className="mt-4 line-clamp-3 flex-1 text-sm leading-relaxed break-words text-ink">{bio}</p>

      <ul className="mt-4 flex flex-col gap-1.5 border-t border-line pt-4 text-sm text-muted">
        <li className="flex items-center gap-2">
          <Briefcase className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
          {t('category.experience', { count: experience })}
        </li>
        {location && (
          <li className="flex min-w-0 items-center gap-2">
            <MapPin className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
            <span className="min-w-0 break-words">{location}</span>
          </li>
        )}
      </ul>

      {!onlyService && (
        <ul aria-label={t('category.servicesOf', { name })} className="mt-4 flex flex-col divide-y divide-line border-t border-line">
          {services.map((service) => (
            <li key={service.offeringId} className="flex items-center justify-between gap-3 py-2.5">
              <p className="min-w-0 text-sm leading-snug">
                <span className="block font-semibold break-words text-ink">{service.title}</span>
                <span className="font-bold whitespace-nowrap text-brand-800">{t('category.fromPrice', { price: formatKsh(service.price) })}</span>
              </p>
              {hasButtons && <BookButton professional={professional} service={service} isInert={isOwn} onBook={onBook} />}
            </li>
          ))}
        </ul>
      )}

      {/* Wraps under the price on the narrowest phones rather than running off the card. */}
      <div className="mt-4 flex flex-wrap items-end justify-between gap-x-2 gap-y-3">
        <p className="leading-tight">
          <span className="block text-xs font-medium text-muted">{t('category.from')}</span>
          <span className="text-lg font-extrabold whitespace-nowrap text-brand-800">{formatKsh(lowestPrice)}</span>
        </p>
        {hasButtons ? (
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" disabled={isOwn} onClick={() => onChat(professional)} aria-label={t('category.chatWith', { name })}>
              <MessageCircle className="size-4" aria-hidden="true" />
              {t('category.chat')}
            </Button>
            {onlyService && <BookButton professional={professional} service={onlyService} isInert={isOwn} onBook={onBook} />}
          </div>
        ) : (
          <OwnListingEdit />
        )}
      </div>
    </article>
  );
}

function BookButton({
  professional,
  service,
  isInert,
  onBook,
}: {
  professional: Professional;
  service: ProfessionalService;
  isInert: boolean;
  onBook: ProfessionalCardProps['onBook'];
}) {
  const { t } = useTranslation();
  return (
    <Button size="sm" disabled={isInert} onClick={() => onBook(professional, service)} aria-label={t('category.bookWith', { name: professional.name, service: service.title })}>
      <CalendarCheck className="size-4" aria-hidden="true" />
      {t('category.book')}
    </Button>
  );
}

/** A card's shape while the professionals load. */
export function ProfessionalCardSkeleton() {
  return (
    <div className="flex h-full flex-col rounded-card border border-line bg-white p-5 shadow-card" aria-hidden="true">
      <div className="flex items-start gap-4">
        <Skeleton className="size-16 rounded-full" />
        <div className="flex-1">
          <Skeleton className="h-5 w-40 max-w-full" />
          <Skeleton className="mt-2 h-4 w-48 max-w-full" />
          <Skeleton className="mt-2 h-4 w-32 max-w-full" />
        </div>
      </div>
      <Skeleton className="mt-4 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-5/6" />
      <Skeleton className="mt-6 h-4 w-40 max-w-full" />
      <div className="mt-5 flex items-center justify-between gap-2">
        <Skeleton className="h-8 w-24" />
        <Skeleton className="h-9 w-36 max-w-full" />
      </div>
    </div>
  );
}
