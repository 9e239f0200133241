import { useTranslation } from '../../lib/i18n';
import { addSignInWords } from '../../lib/sign-in-words';

addSignInWords();

/** The 'or' rule between the password form and social sign-in. */
export function OrDivider() {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3 text-sm text-muted">
      <span className="h-px flex-1 bg-line" aria-hidden="true" />
      {t('auth.or')}
      <span className="h-px flex-1 bg-line" aria-hidden="true" />
    </div>
  );
}
