import { useState } from 'react';
import { Users } from 'lucide-react';
import type { AdminUser } from '@fundi/shared';
import { EmptyState } from '../../components/ui/empty-state';
import { SearchField } from '../../components/ui/search-field';
import { useToast } from '../../components/ui/toast';
import { errorText } from '../../lib/api';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useSession } from '../../lib/session';
import { ListSkeleton, LoadFailed, LoadMore } from './admin-lists';
import { useAdminUsers } from './api/get-admin-users';
import { useRestoreUser } from './api/restore-user';
import { useSuspendUser } from './api/suspend-user';
import { ReasonDialog } from '../../components/reason-dialog';
import { reasonWords } from './reason-words';
import { UserCard } from './user-card';
import { useTranslation } from '../../lib/i18n';

/** The server's limit on a search (adminUsersQuery). */
const SEARCH_MAX = 100;
const SEARCH_PAUSE_MS = 300;

type Decision = { user: AdminUser; action: 'suspend' | 'restore' };

/** /admin/users: find anyone by name, e-mail or phone; suspend or restore an account, saying why. */
export function UsersTab() {
  const { t } = useTranslation('trust');
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  const pages = useAdminUsers(settledSearch);
  const users = pages.data?.pages.flatMap((page) => page.users);
  const myId = useSession((state) => state.user?.id);
  const [decision, setDecision] = useState<Decision | null>(null);

  return (
    <section aria-labelledby="admin-users-title">
      <h2 id="admin-users-title" className="mb-4 text-2xl font-bold text-ink">
        {t('admin.users.title')}
      </h2>
      <SearchField
        label={t('admin.users.search')}
        placeholder={t('admin.users.searchPlaceholder')}
        value={search}
        onChange={setSearch}
        maxLength={SEARCH_MAX}
        className="mb-6 max-w-xl"
      />
      {pages.isPending ? (
        <ListSkeleton />
      ) : pages.isError ? (
        <LoadFailed onRetry={() => void pages.refetch()} isRetrying={pages.isRefetching} />
      ) : users?.length === 0 ? (
        <EmptyState icon={<Users className="size-7" />} title={settledSearch ? t('admin.users.empty') : t('admin.users.none')} headingLevel={3} />
      ) : (
        <ul className="flex flex-col gap-3">
          {users?.map((user) => (
            <li key={user.id}>
              <UserCard user={user} isMe={user.id === myId} onDecide={(action) => setDecision({ user, action })} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore pages={pages} />
      {decision && <DecisionDialog decision={decision} onClose={() => setDecision(null)} />}
    </section>
  );
}

function DecisionDialog({ decision: { user, action }, onClose }: { decision: Decision; onClose: () => void }) {
  const { t } = useTranslation('trust');
  const toast = useToast();
  const suspend = useSuspendUser();
  const restore = useRestoreUser();
  const mutation = action === 'suspend' ? suspend : restore;
  const [error, setError] = useState<string | null>(null);
  const isSuspending = action === 'suspend';

  const confirm = (reason: string) =>
    mutation.mutate(
      { userId: user.id, reason },
      {
        onSuccess: (changed) => {
          toast.success(isSuspending ? t('admin.users.suspendedToast', { name: changed.name }) : t('admin.users.restoredToast', { name: changed.name }));
          onClose();
        },
        onError: (failure) => setError(errorText(failure, isSuspending ? t('admin.users.suspendFailed') : t('admin.users.restoreFailed'))),
      },
    );

  return (
    <ReasonDialog
      {...reasonWords(t)}
      title={isSuspending ? t('admin.users.suspendTitle', { name: user.name }) : t('admin.users.restoreTitle', { name: user.name })}
      explanation={isSuspending ? t('admin.users.suspendText') : t('admin.users.restoreText')}
      confirmLabel={isSuspending ? t('admin.users.suspend') : t('admin.users.restore')}
      confirmVariant={isSuspending ? 'danger' : 'primary'}
      isPending={mutation.isPending}
      error={error}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
