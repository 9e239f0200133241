import type { Language } from '@fundi/shared';
import { switchLanguage } from '../../lib/account-language';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';

const choices = [
  { language: 'en', label: 'english' },
  { language: 'sw', label: 'kiswahili' },
] as const satisfies ReadonlyArray<{ language: Language; label: string }>;

/**
 * English | Kiswahili, as two toggle buttons. Each name is marked in its own language so a
 * screen reader says it the way its speakers do.
 */
export function LanguageSwitcher({ tone = 'light', className }: { tone?: 'light' | 'dark'; className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <div role="group" aria-label={t('language.label')} className={cn('flex items-center gap-1 text-sm', className)}>
      {choices.map(({ language, label }, index) => {
        const isChosen = i18n.language === language;
        return (
          <span key={language} className="flex items-center gap-1">
            {index > 0 && (
              <span aria-hidden="true" className={tone === 'dark' ? 'text-brand-300' : 'text-line'}>
                |
              </span>
            )}
            <button
              type="button"
              lang={language}
              aria-pressed={isChosen}
              // A failed download leaves the page as it was; the person can simply try again.
              onClick={() => void switchLanguage(language).catch(() => undefined)}
              className={cn(
                'inline-flex h-10 items-center rounded-control px-2 font-medium transition-colors',
                tone === 'dark'
                  ? isChosen
                    ? 'text-white underline underline-offset-4'
                    : 'text-brand-100 hover:text-white'
                  : isChosen
                    ? 'text-brand-800 underline underline-offset-4'
                    : 'text-stone-700 hover:bg-stone-100 hover:text-ink',
              )}
            >
              {t(`language.${label}`)}
            </button>
          </span>
        );
      })}
    </div>
  );
}
