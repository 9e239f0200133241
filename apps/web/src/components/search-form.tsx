import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { PROFESSIONALS_SEARCH_MAX } from '@fundi/shared';
import { buttonClasses } from './ui/button';
import { cn } from '../lib/cn';
import { paths } from '../lib/paths';
import { rememberedTown } from '../lib/remembered-town';
import { useTranslation } from '../lib/i18n';

/**
 * A search box that opens /search: a plain GET form, so it works before the script has run,
 * then sent by the router with the town this device searched in last (docs/product.md §12).
 */
export function SearchForm({ size = 'small', className }: { size?: 'small' | 'large'; className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    const town = rememberedTown();
    const params = new URLSearchParams({ ...(q && { q }), ...(town && { town }) });
    void navigate(`${paths.search}${params.size ? `?${params.toString()}` : ''}`);
  };
  const isLarge = size === 'large';
  return (
    <form role="search" action={paths.search} method="get" onSubmit={submit} className={cn('flex items-center gap-2', className)}>
      <label className="relative min-w-0 flex-1">
        <span className="sr-only">{t('nav.searchLabel')}</span>
        <Search className={cn('pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-stone-500', isLarge ? 'size-5' : 'size-4')} aria-hidden="true" />
        <input
          type="search"
          name="q"
          maxLength={PROFESSIONALS_SEARCH_MAX}
          enterKeyHint="search"
          placeholder={t('nav.searchPlaceholder')}
          className={cn(
            'w-full rounded-control border border-stone-300 bg-white text-ink placeholder:text-stone-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none',
            isLarge ? 'h-12 pr-3 pl-10 text-base' : 'h-10 pr-2 pl-9 text-sm',
          )}
        />
      </label>
      <button type="submit" className={cn(buttonClasses({ size: isLarge ? 'lg' : 'sm' }), isLarge ? '' : 'h-10')}>
        {t('nav.search')}
      </button>
    </form>
  );
}
