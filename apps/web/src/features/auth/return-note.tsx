import { Info } from 'lucide-react';
import { paths } from '../../lib/paths';
import { useTranslation } from '../../lib/i18n';
import { addSignInWords } from '../../lib/sign-in-words';

addSignInWords();

/**
 * Why the person is asked to log in or sign up: where they were going (the page's `?next=`).
 * It stays on the page, unlike the form's message line, which fades.
 */
export function ReturnNote({ returnPath, page }: { returnPath: string | null; page: 'login' | 'signup' }) {
  const { t } = useTranslation();
  if (!returnPath) return null;
  const isBecomingSeller = returnPath.split('?')[0] === paths.becomeSeller;
  const texts = {
    login: isBecomingSeller ? t('auth.logInToBecomeSeller') : t('auth.logInToContinue'),
    signup: isBecomingSeller ? t('auth.signUpToBecomeSeller') : t('auth.signUpToContinue'),
  };
  return (
    <p className="mb-5 flex items-start gap-2.5 rounded-control border border-stone-200 bg-stone-50 px-3.5 py-3 text-sm font-medium text-ink">
      <Info className="mt-px size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <span>{texts[page]}</span>
    </p>
  );
}
