import { useTranslation } from 'react-i18next';
import { Page, PageHeader } from '../../components/page';

export function BlogPage() {
  const { t } = useTranslation();
  return (
    <Page width="narrow">
      <PageHeader title={t('company.blogTitle')} lead={t('company.blogText')} />
    </Page>
  );
}
