import { BadgeCheck } from 'lucide-react';
import { Badge } from './ui/badge';
import { useTranslation } from '../lib/i18n';

/**
 * A seller whose identity an administrator checked (docs/decisions/0049-trust-and-administrators.md):
 * the same badge on professional cards, in the booking dialog and on the seller's profile. The
 * word is visible (an icon alone says nothing to a screen reader or to a newcomer); the title
 * says who checked.
 */
export function VerifiedBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span title={t('ui.verifiedTitle')} className={className}>
      <Badge tone="blue">
        <BadgeCheck className="size-3.5" aria-hidden="true" />
        {t('ui.verified')}
      </Badge>
    </span>
  );
}
