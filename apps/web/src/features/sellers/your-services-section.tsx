import { DASHBOARD_PREVIEW_COUNT } from '@fundi/shared';
import { CollapsibleSection } from '../../components/collapsible-section';
import { ButtonLink } from '../../components/ui/button-link';
import { paths } from '../../lib/paths';
import { useUserServices } from './api/get-user-services';
import { ServiceRow } from './service-item';
import { useServiceDeletion } from './service-deletion';
import { ServiceRowSkeletons, UserServicesState } from './user-services-state';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';

addSignedInWords();

/**
 * The dashboard's 'Your Services' (docs/product.md §2, sellers): the first 4 services with title,
 * price, View and Delete, and 'View all (n)' to /dashboard/services when there are more.
 */
export function YourServicesSection() {
  const { t } = useTranslation();
  const services = useUserServices();
  const { requestDelete, dialog } = useServiceDeletion();
  const shown = DASHBOARD_PREVIEW_COUNT.services;
  const total = services.data?.length ?? 0;
  return (
    <CollapsibleSection
      title={t('sellers.yourServices')}
      action={
        total > shown && (
          <ButtonLink to={paths.myServices} variant="ghost" size="sm">
            {t('sellers.viewAll', { count: total })}
          </ButtonLink>
        )
      }
    >
      <UserServicesState query={services} skeleton={<ServiceRowSkeletons count={2} />}>
        {(list) => (
          <ul className="divide-y divide-line">
            {list.slice(0, shown).map((service) => (
              <ServiceRow key={service.id} service={service} onDelete={requestDelete} />
            ))}
          </ul>
        )}
      </UserServicesState>
      {dialog}
    </CollapsibleSection>
  );
}
