import { useTranslation } from 'react-i18next';
import { Plus, Search } from 'lucide-react';
import { Page, PageHeader } from '../../components/page';
import { Badge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button-link';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';

/** The signed-in home. This issue gives it its header; the sections come with their issues. */
export function DashboardPage() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  if (!user) return null; // the route guard only lets signed-in users in
  return (
    <Page>
      <PageHeader
        eyebrow={<Badge tone="green" className="mb-2">{t(`dashboard.role.${user.role}`)}</Badge>}
        title={t('dashboard.welcome', { name: user.name })}
        lead={t('dashboard.lead')}
        actions={
          <>
            <ButtonLink to={paths.services} variant="secondary">
              <Search className="size-4" aria-hidden="true" />
              {t('common.exploreServices')}
            </ButtonLink>
            {user.isSeller && (
              <ButtonLink to={paths.addService}>
                <Plus className="size-4" aria-hidden="true" />
                {t('dashboard.addService')}
              </ButtonLink>
            )}
          </>
        }
      />
    </Page>
  );
}
