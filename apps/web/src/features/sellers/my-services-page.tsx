import { Plus } from 'lucide-react';
import { Page, PageHeader } from '../../components/page';
import { ButtonLink } from '../../components/ui/button-link';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useUserServices } from './api/get-user-services';
import { ServiceCard } from './service-item';
import { useServiceDeletion } from './service-deletion';
import { SellersOnlyNotice } from './sellers-only-notice';
import { UserServicesState } from './user-services-state';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';

addSignedInWords();

/** /dashboard/services (docs/product.md §2): every service the seller offers, each with View and Delete. */
export function MyServicesPage() {
  const { t } = useTranslation();
  const isSeller = useSession((state) => state.user?.isSeller ?? false);
  const services = useUserServices({ isEnabled: isSeller });
  const { requestDelete, dialog } = useServiceDeletion();
  return (
    <Page>
      <PageHeader
        title={t('sellers.myServicesTitle')}
        lead={t('sellers.myServicesLead')}
        actions={
          isSeller && (
            <ButtonLink to={paths.addService}>
              <Plus className="size-4" aria-hidden="true" />
              {t('sellers.addService')}
            </ButtonLink>
          )
        }
      />
      {isSeller ? (
        <UserServicesState
          query={services}
          skeleton={
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} className="h-56 rounded-card" />
              ))}
            </div>
          }
        >
          {(list) => (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {list.map((service) => (
                <ServiceCard key={service.id} service={service} onDelete={requestDelete} />
              ))}
            </ul>
          )}
        </UserServicesState>
      ) : (
        <SellersOnlyNotice />
      )}
      {dialog}
    </Page>
  );
}
