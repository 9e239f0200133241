import { BadgeCheck } from 'lucide-react';
import { Card } from '../../components/page';
import { ButtonLink } from '../../components/ui/button-link';
import { paths } from '../../lib/paths';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';

addSignedInWords();

/** Shown to a buyer on a sellers-only screen: what to do instead of a refusal. */
export function SellersOnlyNotice() {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
      <BadgeCheck className="size-10 shrink-0 text-brand-600" aria-hidden="true" />
      <div className="flex-1">
        <h2 className="text-lg font-bold text-ink">{t('sellers.sellersOnlyTitle')}</h2>
        <p className="mt-1 text-muted">{t('sellers.sellersOnlyText')}</p>
      </div>
      <ButtonLink to={paths.becomeSeller}>{t('sellers.becomeSellerAction')}</ButtonLink>
    </Card>
  );
}
