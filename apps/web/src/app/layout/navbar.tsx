import { useRef, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { Menu, Search, X } from 'lucide-react';
import { NAVBAR_SCROLL_THRESHOLD_PX } from '@fundi/shared';
import { Logo } from '../../components/logo';
import { SearchForm } from '../../components/search-form';
import { Avatar } from '../../components/ui/avatar';
import { ButtonLink } from '../../components/ui/button-link';
import { cn } from '../../lib/cn';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { signOut } from '../../lib/sign-out';
import { useDismiss } from '../../lib/use-dismiss';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import { AccountLinks, type AccountCounts } from './account-links';
import { LanguageSwitcher } from './language-switcher';
import { UserMenu } from './user-menu';
import { useTranslation } from '../../lib/i18n';
import { useElementId } from '../../lib/element-id';

const mainLinks = [
  { to: paths.home, label: 'home' },
  { to: paths.about, label: 'about' },
  { to: paths.services, label: 'services' },
  { to: paths.contact, label: 'contact' },
] as const;

/**
 * docs/product.md §2 navigation bar. Wide screens show the links inline and a user menu; small
 * screens fold everything into a menu button. Turns solid after 50 px of scrolling.
 */
export function Navbar({ counts = {} }: { counts?: AccountCounts }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const isScrolled = useScrolledPast(NAVBAR_SCROLL_THRESHOLD_PX);
  const [isMobileOpen, setIsMobileOpen] = useState(false);
  const mobileMenuId = useElementId();
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeMobile = () => setIsMobileOpen(false);
  useDismiss(isMobileOpen, closeMobile, headerRef, menuButtonRef);

  // Logout revokes the session on the server in the background and forgets it here at
  // once; signing out also empties the query cache (AppProviders).
  const logout = () => {
    closeMobile();
    signOut();
    void navigate(paths.login);
  };

  return (
    <header
      ref={headerRef}
      data-scrolled={isScrolled || undefined}
      className={cn(
        'sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-200',
        isScrolled || isMobileOpen ? 'border-line bg-white shadow-card' : 'border-transparent bg-surface',
      )}
    >
      <nav aria-label={t('nav.label')}>
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
          <Link to={paths.home} onClick={closeMobile} className="rounded-control">
            <Logo />
          </Link>

          <ul className="ml-6 hidden items-center gap-1 md:flex">
            {mainLinks.map(({ to, label }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={to === paths.home}
                  className={({ isActive }) =>
                    cn(
                      'inline-flex h-10 items-center rounded-control px-3 font-medium transition-colors',
                      isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100 hover:text-ink',
                    )
                  }
                >
                  {t(`nav.${label}`)}
                </NavLink>
              </li>
            ))}
          </ul>

          <SearchForm className="ml-auto hidden w-64 lg:flex" />
          <div className="ml-auto hidden items-center gap-3 md:flex lg:ml-0">
            <Link
              to={paths.search}
              className="grid size-10 place-items-center rounded-control text-stone-700 hover:bg-stone-100 hover:text-ink lg:hidden"
            >
              <Search className="size-5" aria-hidden="true" />
              <span className="sr-only">{t('nav.searchLabel')}</span>
            </Link>
            <LanguageSwitcher />
            {isAuthenticated && user ? (
              <UserMenu user={user} counts={counts} onLogout={logout} />
            ) : (
              <ButtonLink to={paths.login} size="sm" className="h-10 px-5">
                {t('nav.login')}
              </ButtonLink>
            )}
          </div>

          <Link
            to={paths.search}
            onClick={closeMobile}
            className="ml-auto grid size-11 place-items-center rounded-control text-ink hover:bg-stone-100 md:hidden"
          >
            <Search className="size-6" aria-hidden="true" />
            <span className="sr-only">{t('nav.searchLabel')}</span>
          </Link>
          <button
            ref={menuButtonRef}
            type="button"
            aria-expanded={isMobileOpen}
            aria-controls={mobileMenuId}
            onClick={() => setIsMobileOpen((open) => !open)}
            className="relative grid size-11 place-items-center rounded-control text-ink hover:bg-stone-100 md:hidden"
          >
            {isMobileOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
            {/* Phones keep the badges inside the menu; this dot says there is news there. */}
            {!isMobileOpen && isAuthenticated && ((counts.unreadMessages ?? 0) > 0 || (counts.newOrders ?? 0) > 0) && (
              <span className="absolute top-2 right-2 size-2.5 rounded-full border-2 border-white bg-accent-500" aria-hidden="true" />
            )}
            <span className="sr-only">{isMobileOpen ? t('nav.closeMenu') : t('nav.openMenu')}</span>
          </button>
        </div>

        <div
          id={mobileMenuId}
          hidden={!isMobileOpen}
          className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line bg-white px-4 pt-2 pb-4 md:hidden"
        >
          <ul className="flex flex-col gap-0.5">
            {mainLinks.map(({ to, label }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={to === paths.home}
                  onClick={closeMobile}
                  className={({ isActive }) =>
                    cn(
                      'flex h-12 items-center rounded-control px-3 text-base font-medium',
                      isActive ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-stone-100',
                    )
                  }
                >
                  {t(`nav.${label}`)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 border-t border-line pt-3">
            {isAuthenticated && user ? (
              <>
                <div className="mb-2 flex items-center gap-3 px-3">
                  <Avatar name={user.name} photoUrl={user.profilePhoto} />
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-ink">{user.name}</p>
                    {(user.email ?? user.phone) && <p className="truncate text-sm text-muted">{user.email ?? user.phone}</p>}
                  </div>
                </div>
                <AccountLinks counts={counts} isAdmin={user.isAdmin} onNavigate={closeMobile} onLogout={logout} />
              </>
            ) : (
              <ButtonLink to={paths.login} onClick={closeMobile} isFullWidth>
                {t('nav.login')}
              </ButtonLink>
            )}
          </div>
          <LanguageSwitcher className="mt-3 border-t border-line px-1 pt-3" />
        </div>
      </nav>
    </header>
  );
}
