import { Star, StarHalf } from 'lucide-react';
import { REVIEW_RATING, starCounts } from '@fundi/shared';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import { useElementId } from '../../lib/element-id';

/**
 * A read-only rating on five stars, with the spec's half-star rule (a fraction of 0.5 or more
 * shows half a star). Screen readers hear 'Rated 4.5 out of 5'.
 */
export function Stars({ rating, className, size = 'md' }: { rating: number; className?: string; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const { full, half, empty } = starCounts(rating);
  const iconSize = size === 'sm' ? 'size-4' : 'size-5';
  const label = rating > 0 ? t('ui.ratedOutOf', { rating: Math.round(rating * 10) / 10 }) : t('ui.notRated');
  return (
    <span role="img" aria-label={label} className={cn('inline-flex items-center gap-0.5', className)}>
      {Array.from({ length: full }, (_, index) => (
        <Star key={`full-${index}`} data-star="full" className={cn(iconSize, 'fill-accent-400 text-accent-500')} aria-hidden="true" />
      ))}
      {half === 1 && (
        <span data-star="half" className={cn('relative inline-block', iconSize)} aria-hidden="true">
          <Star className={cn('absolute inset-0', iconSize, 'text-stone-300')} />
          <StarHalf className={cn('absolute inset-0', iconSize, 'fill-accent-400 text-accent-500')} />
        </span>
      )}
      {Array.from({ length: empty }, (_, index) => (
        <Star key={`empty-${index}`} data-star="empty" className={cn(iconSize, 'text-stone-300')} aria-hidden="true" />
      ))}
    </span>
  );
}

/**
 * Choosing a rating from 1 to 5 (the review modal). A radio group under the hood, so the
 * arrow keys move between stars and the choice is announced like any other radio.
 */
export function StarRatingInput({
  label,
  value,
  onChange,
  name,
  isDisabled = false,
}: {
  label: string;
  value: number;
  onChange: (rating: number) => void;
  name?: string;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation();
  const generatedName = useElementId();
  const groupName = name ?? generatedName;
  const choices = Array.from({ length: REVIEW_RATING.max - REVIEW_RATING.min + 1 }, (_, index) => REVIEW_RATING.min + index);
  return (
    <fieldset disabled={isDisabled} className="min-w-0">
      <legend className="mb-1.5 text-sm font-semibold text-ink">{label}</legend>
      <div className="flex gap-1">
        {choices.map((choice) => {
          const isLit = choice <= value;
          return (
            <label
              key={choice}
              className="grid size-11 cursor-pointer place-items-center rounded-control has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-accent-500"
            >
              <input
                type="radio"
                name={groupName}
                value={choice}
                checked={value === choice}
                onChange={() => onChange(choice)}
                className="sr-only"
              />
              <span className="sr-only">{t('ui.starChoice', { count: choice })}</span>
              <Star
                className={cn('size-8 transition-colors', isLit ? 'fill-accent-400 text-accent-500' : 'text-stone-400')}
                aria-hidden="true"
              />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
