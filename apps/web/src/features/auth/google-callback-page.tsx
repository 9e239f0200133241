import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner';
import { AuthLayout } from './auth-layout';

/** The social sign-in return point (SPEC §2). Reading the tokens comes with the sign-in issue. */
export function GoogleCallbackPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('auth.callbackTitle')} lead={t('auth.callbackLead')}>
      <div className="flex justify-center py-4 text-brand-700">
        <Spinner label={t('common.loading')} className="size-8" />
      </div>
    </AuthLayout>
  );
}
