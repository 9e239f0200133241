import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { paths } from '../../lib/paths';
import { authLinkClasses } from './auth-layout';
import { useTranslation } from '../../lib/i18n';

/** docs/product.md §2: forgot and reset password each link back to login. */
export function BackToLogin() {
  const { t } = useTranslation();
  return (
    <Link to={paths.login} className={`inline-flex items-center gap-1.5 ${authLinkClasses}`}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('common.backToLogin')}
    </Link>
  );
}
