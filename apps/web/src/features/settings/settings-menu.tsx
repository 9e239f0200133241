import type { RefObject } from 'react';
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';
import { SETTINGS_SECTION_PARAM, settingsSections, type SettingsLocationState, type SettingsSectionId } from './settings-sections';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';

addSignedInWords();

/** The tiles of the settings menu. Each opens its sub-page; '(Coming Soon)' ones too. */
export function SettingsMenu({ tileRefs }: { tileRefs: RefObject<Map<SettingsSectionId, HTMLAnchorElement>> }) {
  const { t } = useTranslation();
  const state: SettingsLocationState = { isFromMenu: true };
  return (
    <nav aria-label={t('settings.menuLabel')}>
      <ul className="flex flex-col gap-3">
        {settingsSections.map(({ id, icon: Icon, isComingSoon }) => {
          const isDanger = id === 'delete-account';
          return (
            <li key={id}>
              <Link
                ref={(element) => {
                  if (element) tileRefs.current.set(id, element);
                  else tileRefs.current.delete(id);
                }}
                to={{ search: `?${SETTINGS_SECTION_PARAM}=${id}` }}
                state={state}
                className="flex min-h-18 items-center gap-4 rounded-card border border-line bg-white px-4 py-3.5 shadow-card transition-colors hover:border-brand-300 hover:bg-brand-50/40"
              >
                <span
                  className={cn(
                    'grid size-11 shrink-0 place-items-center rounded-full',
                    isDanger ? 'bg-red-50 text-red-700' : isComingSoon ? 'bg-stone-100 text-stone-600' : 'bg-brand-50 text-brand-700',
                  )}
                  aria-hidden="true"
                >
                  <Icon className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className={cn('block font-semibold', isDanger ? 'text-red-800' : 'text-ink')}>
                    {t(`settings.sections.${id}.title`)}
                    {isComingSoon && <span className="text-sm font-medium text-muted"> {t('settings.comingSoon')}</span>}
                  </span>
                  <span className="mt-0.5 block text-sm text-muted">{t(`settings.sections.${id}.text`)}</span>
                </span>
                <ChevronRight className="size-5 shrink-0 text-stone-400" aria-hidden="true" />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
