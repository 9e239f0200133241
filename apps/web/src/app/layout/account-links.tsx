import { NavLink } from 'react-router';
import { ClipboardList, LayoutDashboard, LogOut, MessageSquare, Settings, ShieldCheck, User, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { paths } from '../../lib/paths';
import { useTranslation } from '../../lib/i18n';

/** Counts shown on the account links; filled by the messages and orders features. */
export interface AccountCounts {
  unreadMessages?: number;
  newOrders?: number;
}

const links: Array<{ to: string; label: 'profile' | 'dashboard' | 'messages' | 'orders' | 'settings'; icon: LucideIcon }> = [
  { to: paths.profile, label: 'profile', icon: User },
  { to: paths.dashboard, label: 'dashboard', icon: LayoutDashboard },
  { to: paths.messages, label: 'messages', icon: MessageSquare },
  { to: paths.orders, label: 'orders', icon: ClipboardList },
  { to: paths.settings, label: 'settings', icon: Settings },
];

/**
 * Profile, Dashboard, Messages (unread badge), Orders ('n New' badge), Settings, the
 * administrators' console for an administrator only (nobody else ever loads its code), then Logout.
 */
export function AccountLinks({
  counts,
  isAdmin = false,
  onNavigate,
  onLogout,
}: {
  counts: AccountCounts;
  isAdmin?: boolean;
  onNavigate: () => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  const { unreadMessages = 0, newOrders = 0 } = counts;
  const itemClasses = 'flex h-11 w-full items-center gap-3 rounded-control px-3 text-base font-medium text-ink hover:bg-brand-50';
  return (
    <ul className="flex flex-col gap-0.5">
      {links.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            end
            onClick={onNavigate}
            className={({ isActive }) => cn(itemClasses, isActive && 'bg-brand-50 text-brand-800')}
          >
            <Icon className="size-5 text-brand-700" aria-hidden="true" />
            <span className="flex-1">{t(`nav.${label}`)}</span>
            {label === 'messages' && unreadMessages > 0 && (
              <span className="rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-brand-950">
                <span aria-hidden="true">{unreadMessages}</span>
                <span className="sr-only">{t('nav.unreadMessages', { count: unreadMessages })}</span>
              </span>
            )}
            {label === 'orders' && newOrders > 0 && (
              <span className="rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-brand-950">
                {/* Keeps the link's accessible name "Orders, 3 New" rather than "Orders3 New". */}
                <span className="sr-only">, </span>
                {t('nav.newOrders', { count: newOrders })}
              </span>
            )}
          </NavLink>
        </li>
      ))}
      {isAdmin && (
        <li>
          <NavLink to={paths.admin} onClick={onNavigate} className={({ isActive }) => cn(itemClasses, isActive && 'bg-brand-50 text-brand-800')}>
            <ShieldCheck className="size-5 text-brand-700" aria-hidden="true" />
            <span className="flex-1">{t('nav.adminConsole')}</span>
          </NavLink>
        </li>
      )}
      <li className="mt-1 border-t border-line pt-1">
        <button type="button" onClick={onLogout} className={cn(itemClasses, 'text-red-700 hover:bg-red-50')}>
          <LogOut className="size-5" aria-hidden="true" />
          {t('nav.logout')}
        </button>
      </li>
    </ul>
  );
}
