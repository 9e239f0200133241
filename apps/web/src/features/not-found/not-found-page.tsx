import { Compass } from 'lucide-react';
import { Page } from '../../components/page';
import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';
import { useTranslation } from '../../lib/i18n';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <Page>
      <EmptyState
        headingLevel={1}
        icon={<Compass className="size-7" />}
        title={t('notFound.title')}
        action={<ButtonLink to={paths.home}>{t('common.goHome')}</ButtonLink>}
      >
        {t('notFound.text')}
      </EmptyState>
    </Page>
  );
}
