import { type ReactNode, type RefObject } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Card } from '../../components/page';
import { Button } from '../../components/ui/button';
import type { settingsSections } from './settings-sections';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';
import { useElementId } from '../../lib/element-id';

addSignedInWords();

/** One settings sub-page: Back to the menu, its heading (focused on opening) and its content. */
export function SettingsSubpage({
  section,
  headingRef,
  onBack,
  children,
}: {
  section: (typeof settingsSections)[number];
  headingRef: RefObject<HTMLHeadingElement | null>;
  onBack: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useElementId();
  return (
    <section aria-labelledby={headingId}>
      <Button variant="ghost" onClick={onBack} className="mb-3 -ml-3">
        <ArrowLeft className="size-5" aria-hidden="true" />
        {t('settings.back')}
      </Button>
      <Card className="sm:p-6">
        <h2 ref={headingRef} id={headingId} tabIndex={-1} className="text-xl font-bold text-ink focus:outline-none">
          {t(`settings.sections.${section.id}.title`)}
          {section.isComingSoon && <span className="text-base font-semibold text-muted"> {t('settings.comingSoon')}</span>}
        </h2>
        <p className="mt-1 mb-5 text-muted">{t(`settings.sections.${section.id}.text`)}</p>
        {children}
      </Card>
    </section>
  );
}
