import { useRef, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import type { User } from '@fundi/shared';
import { Avatar } from '../../components/ui/avatar';
import { cn } from '../../lib/cn';
import { useDismiss } from '../../lib/use-dismiss';
import { AccountLinks, type AccountCounts } from './account-links';
import { useTranslation } from '../../lib/i18n';
import { useElementId } from '../../lib/element-id';

/** The signed-in user's menu on wide screens: a disclosure button and a panel of links. */
export function UserMenu({ user, counts, onLogout }: { user: User; counts: AccountCounts; onLogout: () => void }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useElementId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => setIsOpen(false);
  useDismiss(isOpen, close, containerRef, buttonRef);
  const hasNews = (counts.unreadMessages ?? 0) > 0 || (counts.newOrders ?? 0) > 0;

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={t('nav.accountMenu', { name: user.name })}
        onClick={() => setIsOpen((open) => !open)}
        className="flex h-11 items-center gap-2 rounded-full border border-line bg-white py-1 pr-3 pl-1 text-sm font-semibold text-ink hover:border-brand-300"
      >
        <span className="relative">
          <Avatar name={user.name} photoUrl={user.profilePhoto} size="sm" />
          {hasNews && <span className="absolute -top-0.5 -right-0.5 size-3 rounded-full border-2 border-white bg-accent-500" aria-hidden="true" />}
        </span>
        {/* Cut only on narrow screens; a wide navbar has room for a long name. */}
        <span className="max-w-32 truncate lg:max-w-64">{user.name}</span>
        <ChevronDown className={cn('size-4 text-muted transition-transform', isOpen && 'rotate-180')} aria-hidden="true" />
      </button>
      <div
        id={panelId}
        hidden={!isOpen}
        className="absolute top-full right-0 z-50 mt-2 w-72 rounded-card border border-line bg-white p-2 shadow-raised"
      >
        <div className="mb-1 border-b border-line px-3 pt-1 pb-3">
          <p className="truncate font-semibold text-ink">{user.name}</p>
          {(user.email ?? user.phone) && <p className="truncate text-sm text-muted">{user.email ?? user.phone}</p>}
        </div>
        <AccountLinks
          counts={counts}
          isAdmin={user.isAdmin}
          onNavigate={close}
          onLogout={() => {
            close();
            onLogout();
          }}
        />
      </div>
    </div>
  );
}
