import { Eye, EyeOff, Pencil } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button-link';
import { paths } from '../../lib/paths';
import { useTranslation } from '../../lib/i18n';

/**
 * Says that a card is the signed-in person's own listing (nobody books or messages
 * themself), with a switch to see it as others do.
 */
export function OwnListingBar({ isPreview, onToggle }: { isPreview: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const Icon = isPreview ? EyeOff : Eye;
  return (
    <div className="-mx-4 -mt-4 mb-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-t-card bg-brand-50 px-4 py-2 sm:-mx-5 sm:-mt-5 sm:px-5">
      <p className="text-sm font-semibold text-brand-800">{t(isPreview ? 'category.ownPreview' : 'category.ownListing')}</p>
      <button
        type="button"
        aria-pressed={isPreview}
        onClick={onToggle}
        className="-mx-2 inline-flex h-9 items-center gap-1.5 rounded-control px-2 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
      >
        <Icon className="size-4" aria-hidden="true" />
        {t('category.viewAsOthers')}
      </button>
    </div>
  );
}

/** In place of Book and Chat on your own card: where your services are changed. */
export function OwnListingEdit() {
  const { t } = useTranslation();
  return (
    <ButtonLink to={paths.myServices} variant="secondary" size="sm" aria-label={t('category.editListing')}>
      <Pencil className="size-4" aria-hidden="true" />
      {t('category.edit')}
    </ButtonLink>
  );
}
