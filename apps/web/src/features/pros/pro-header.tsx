import { Briefcase, CalendarDays, MapPin, MessageCircle } from 'lucide-react';
import { VerifiedBadge } from '../../components/verified-badge';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { Stars } from '../../components/ui/stars';
import { formatShortDate } from '../../lib/format';
import { paths } from '../../lib/paths';
import type { ProProfessional } from './pro-model';
import { useTranslation } from '../../lib/i18n';

/**
 * Who the professional is: photo (or initials), name, the Verified badge, their rating, bio, where
 * they work, their years of experience and since when they are on Fundi; and Chat. Their own page
 * says it is theirs and links to the profile instead.
 */
export function ProHeader({ professional, isOwn, onChat }: { professional: ProProfessional; isOwn: boolean; onChat: () => void }) {
  const { t } = useTranslation('pros');
  const { name, profilePhoto, verified, rating, reviewsCount, bio, location, townsServed, experience, memberSince } = professional;
  return (
    <div className="border-b border-line bg-brand-50">
      {isOwn && (
        <p className="border-b border-brand-200 bg-brand-100 px-4 py-2 text-center text-sm text-brand-900">
          {t('page.ownPage')}{' '}
          <ButtonLink to={paths.profile} variant="ghost" size="sm" className="h-auto px-1 py-0 underline">
            {t('page.editProfile')}
          </ButtonLink>
        </p>
      )}
      <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-6 sm:flex-row sm:items-start sm:px-6 sm:py-8">
        <Avatar name={name} photoUrl={profilePhoto} size="lg" className="size-24 text-3xl" />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-extrabold tracking-tight break-words text-ink sm:text-3xl">{name}</h1>
          {verified && <VerifiedBadge className="mt-1.5 inline-block" />}
          <div className="mt-2 flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm">
            {reviewsCount > 0 ? (
              <>
                <Stars rating={rating} size="sm" />
                <span className="font-semibold text-ink" aria-hidden="true">
                  {rating.toFixed(1)}
                </span>
                <span className="text-muted">{t('reviews.count', { count: reviewsCount })}</span>
              </>
            ) : (
              <span className="text-muted">{t('reviews.none')}</span>
            )}
          </div>
          {bio && <p className="mt-3 max-w-2xl leading-relaxed break-words whitespace-pre-line text-ink">{bio}</p>}
          <ul className="mt-4 flex flex-col gap-1.5 text-sm text-muted">
            {location && (
              <li className="flex min-w-0 items-start gap-2">
                <MapPin className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
                <span className="min-w-0 break-words">{location}</span>
              </li>
            )}
            {townsServed.length > 0 && (
              <li className="flex min-w-0 items-start gap-2">
                <MapPin className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
                <span className="min-w-0 break-words">{t('page.alsoServes', { towns: townsServed.join(', ') })}</span>
              </li>
            )}
            <li className="flex items-center gap-2">
              <Briefcase className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
              {t('page.experience', { count: experience })}
            </li>
            <li className="flex items-center gap-2">
              <CalendarDays className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
              {t('page.memberSince', { date: formatShortDate(new Date(memberSince), { year: true }) })}
            </li>
          </ul>
        </div>
        {!isOwn && (
          <Button variant="secondary" onClick={onChat} aria-label={t('page.chatWith', { name })} className="self-start">
            <MessageCircle className="size-4" aria-hidden="true" />
            {t('page.chat')}
          </Button>
        )}
      </div>
    </div>
  );
}
