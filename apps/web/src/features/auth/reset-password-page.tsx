import { useTranslation } from 'react-i18next';
import { AuthLayout } from './auth-layout';
import { BackToLogin } from './back-to-login';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  return <AuthLayout title={t('auth.resetTitle')} lead={t('auth.resetLead')} footer={<BackToLogin />} />;
}
