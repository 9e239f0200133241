import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';

/** The newsletter form's exact shape while its code downloads, so nothing moves when it arrives. */
export function NewsletterPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="w-full md:max-w-md" aria-hidden="true">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="h-11 flex-1 rounded-control border border-stone-300 bg-white" />
        <Button variant="accent" disabled tabIndex={-1}>
          {t('footer.subscribe')}
        </Button>
      </div>
      <div className="mt-1 min-h-5" />
    </div>
  );
}
