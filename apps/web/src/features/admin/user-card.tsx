import { BadgeCheck, Mail, Phone, ShieldCheck } from 'lucide-react';
import type { AdminUser } from '@fundi/shared';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { formatWhen, When } from './admin-lists';
import { useTranslation } from '../../lib/i18n';

/**
 * One account in the console's list: who, how to reach them, their role and standing, and
 * Suspend or Restore. A closed account can be neither; an administrator never suspends themself.
 */
export function UserCard({ user, isMe, onDecide }: { user: AdminUser; isMe: boolean; onDecide: (action: 'suspend' | 'restore') => void }) {
  const { t } = useTranslation('trust');
  const canSuspend = !user.deleted && !user.suspendedAt && !isMe;
  const canRestore = !user.deleted && user.suspendedAt !== null;
  return (
    <article aria-labelledby={`user-${user.id}`} className="flex flex-col gap-3 rounded-card border border-line bg-white p-4 shadow-card sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <h3 id={`user-${user.id}`} className="truncate text-lg font-bold text-ink">
          {user.name}
        </h3>
        <div className="mt-1 flex flex-wrap gap-1.5">
          <Badge>{t(`admin.users.roles.${user.role}`)}</Badge>
          {user.isAdmin && (
            <Badge tone="blue">
              <ShieldCheck className="size-3.5" aria-hidden="true" />
              {t('admin.users.administrator')}
            </Badge>
          )}
          {user.verified && (
            <Badge tone="green">
              <BadgeCheck className="size-3.5" aria-hidden="true" />
              {t('admin.users.verified')}
            </Badge>
          )}
          {user.suspendedAt && <Badge tone="red">{t('admin.users.suspended')}</Badge>}
          {user.deleted && <Badge tone="grey">{t('admin.users.closed')}</Badge>}
        </div>
        <p className="mt-2 flex min-w-0 items-center gap-2 text-sm text-muted">
          <Mail className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{user.email ?? t('admin.users.noEmail')}</span>
        </p>
        <p className="mt-1 flex items-center gap-2 text-sm text-muted">
          <Phone className="size-4 shrink-0" aria-hidden="true" />
          {user.phone ?? t('admin.users.noPhone')}
        </p>
        <p className="mt-2 text-sm text-muted">
          {user.suspendedAt ? (
            <When iso={user.suspendedAt}>{t('admin.users.suspendedOn', { date: formatWhen(user.suspendedAt) })}</When>
          ) : (
            <When iso={user.createdAt}>{t('admin.users.joined', { date: formatWhen(user.createdAt) })}</When>
          )}
        </p>
      </div>
      {(canSuspend || canRestore) && (
        <Button
          variant={canSuspend ? 'danger' : 'secondary'}
          size="sm"
          onClick={() => onDecide(canSuspend ? 'suspend' : 'restore')}
          aria-describedby={`user-${user.id}`}
        >
          {canSuspend ? t('admin.users.suspend') : t('admin.users.restore')}
        </Button>
      )}
    </article>
  );
}
