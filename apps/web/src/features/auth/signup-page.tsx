import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import { AuthLayout, authLinkClasses } from './auth-layout';

export function SignupPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout
      title={t('auth.signupTitle')}
      lead={t('auth.signupLead')}
      footer={
        <>
          {t('auth.haveAccount')}{' '}
          <Link to={paths.login} className={authLinkClasses}>
            {t('auth.loginLink')}
          </Link>
        </>
      }
    />
  );
}
