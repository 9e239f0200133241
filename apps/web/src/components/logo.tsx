import { cn } from '../lib/cn';
import { useTranslation } from '../lib/i18n';

/** The Fundi mark and wordmark. `tone="light"` for dark backgrounds. */
export function Logo({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-flex items-center gap-2 text-xl font-extrabold tracking-tight', tone === 'dark' ? 'text-brand-800' : 'text-white', className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill={tone === 'dark' ? '#0e4a32' : '#ffffff'} />
        <path d="M11 8h11v3.5h-7v3.2h6v3.5h-6V24h-4z" fill="#f5a524" />
      </svg>
      {t('common.brand')}
    </span>
  );
}
