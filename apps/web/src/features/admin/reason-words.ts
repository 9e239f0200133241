import { type TFunction } from '../../lib/i18n';

/** The console's words for the reason every action asks for (components/reason-dialog.tsx). */
export function reasonWords(t: TFunction<'trust'>) {
  return { reasonLabel: t('admin.reason.label'), reasonHint: t('admin.reason.hint'), cancelLabel: t('admin.reason.cancel') };
}
