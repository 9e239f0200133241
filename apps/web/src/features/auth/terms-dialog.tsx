import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { Modal } from '../../components/ui/modal';
import { useToast } from '../../components/ui/toast';
import { errorText } from '../../lib/api';
import { paths } from '../../lib/paths';
import { signOut } from '../../lib/sign-out';
import { useAcceptCurrentTerms } from './api/accept-consents';
import { addConsentWords } from './consent-words';
import { TermsCheckbox } from './terms-checkbox';
import { useTranslation } from '../../lib/i18n';
import { addFormErrorWords } from '../../lib/form-error-words';

addFormErrorWords();

addConsentWords();

/**
 * Asks a signed-in person to accept the current terms, as sign-up does, before going on. It
 * cannot be closed any other way: accept, or log out. Accepting puts the new answer in the
 * cache, and TermsGate then takes the dialog away.
 */
export function TermsDialog() {
  const { t } = useTranslation('consent');
  const toast = useToast();
  const navigate = useNavigate();
  const checkboxRef = useRef<HTMLInputElement>(null);
  const [isAdult, setIsAdult] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const accept = useAcceptCurrentTerms();

  const onAccept = () => {
    if (!isAdult) {
      setProblem('ADULT_REQUIRED');
      checkboxRef.current?.focus();
      return;
    }
    accept.mutate(undefined, { onSuccess: () => toast.success(t('dialog.accepted')) });
  };

  const logOut = () => {
    signOut();
    void navigate(paths.login);
  };

  return (
    <Modal
      isOpen
      title={t('dialog.title')}
      width={440}
      initialFocusRef={checkboxRef}
      footer={
        <>
          <Button variant="secondary" onClick={logOut} disabled={accept.isPending}>
            {t('dialog.logOut')}
          </Button>
          <Button onClick={onAccept} isLoading={accept.isPending}>
            {accept.isPending ? t('dialog.accepting') : t('dialog.accept')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <FormMessage message={accept.isError ? { tone: 'error', text: errorText(accept.error, t('dialog.acceptFailed')) } : null} className="mb-0" />
        <p className="text-muted">{t('dialog.text')}</p>
        <TermsCheckbox
          ref={checkboxRef}
          checked={isAdult}
          error={problem}
          onChange={(event) => {
            setIsAdult(event.target.checked);
            if (event.target.checked) setProblem(undefined);
          }}
        />
      </div>
    </Modal>
  );
}
