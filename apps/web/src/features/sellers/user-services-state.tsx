import type { ReactNode } from 'react';
import { Plus, Wrench } from 'lucide-react';
import type { UserService } from '@fundi/shared';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../lib/paths';
import type { useUserServices } from './api/get-user-services';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';

addSignedInWords();

/**
 * The seller's services once they are known: skeletons while loading, a retry after a
 * failure, the spec's 'No services added yet.' with an 'Add a service' link when there are none.
 */
export function UserServicesState({
  query,
  skeleton,
  children,
}: {
  query: ReturnType<typeof useUserServices>;
  skeleton: ReactNode;
  children: (services: UserService[]) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <div aria-busy="true">{skeleton}</div>;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-3 text-sm text-red-800">
        {t('sellers.loadFailed')}
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('sellers.retry')}
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={<Wrench className="size-7" />}
        title={t('sellers.noServices')}
        headingLevel={3}
        className="py-6"
        action={
          <ButtonLink to={paths.addService} variant="secondary" size="sm">
            <Plus className="size-4" aria-hidden="true" />
            {t('sellers.addAService')}
          </ButtonLink>
        }
      />
    );
  }
  return children(query.data);
}

/** Grey blocks the size of `count` rows, so nothing jumps when the list arrives. */
export function ServiceRowSkeletons({ count }: { count: number }) {
  return (
    <div className="flex flex-col gap-4">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className="h-12 w-full" />
      ))}
    </div>
  );
}
