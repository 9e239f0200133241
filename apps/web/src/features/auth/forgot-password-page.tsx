import { useTranslation } from 'react-i18next';
import { AuthLayout } from './auth-layout';
import { BackToLogin } from './back-to-login';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return <AuthLayout title={t('auth.forgotTitle')} lead={t('auth.forgotLead')} footer={<BackToLogin />} />;
}
