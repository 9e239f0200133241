import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import { AuthLayout, authLinkClasses } from './auth-layout';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout
      title={t('auth.loginTitle')}
      lead={t('auth.loginLead')}
      footer={
        <>
          {t('auth.noAccount')}{' '}
          <Link to={paths.signup} className={authLinkClasses}>
            {t('auth.signupLink')}
          </Link>
        </>
      }
    >
      <Link to={paths.forgotPassword} className={authLinkClasses}>
        {t('auth.forgotLink')}
      </Link>
    </AuthLayout>
  );
}
