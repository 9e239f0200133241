import { useEffect, useRef } from 'react';
import type { User } from '@fundi/shared';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { FormMessage } from '../../components/ui/form-message';
import { paths } from '../../lib/paths';
import { AuthLayout } from './auth-layout';
import { useTranslation } from '../../lib/i18n';
import { addSignInWords } from '../../lib/sign-in-words';

addSignInWords();

/** Name and e-mail: two accounts may share a name. */
function accountLabel(user: User): string {
  return user.email ? `${user.name} (${user.email})` : user.name;
}

/**
 * A Google sign-in came back while this browser is signed in to another account. Nothing is
 * swapped until the person picks; staying is the first, focused choice.
 */
export function ChooseAccountScreen({ current, next, onStay, onSwitch }: { current: User; next: User; onStay: () => void; onSwitch: () => void }) {
  const { t } = useTranslation();
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => stay.current?.focus(), []);
  return (
    <AuthLayout title={t('auth.chooseAccountTitle')} lead={t('auth.chooseAccountLead', { current: accountLabel(current), next: accountLabel(next) })}>
      <div className="flex flex-col gap-3">
        <Button ref={stay} size="lg" isFullWidth onClick={onStay}>
          <span className="min-w-0 truncate">{t('auth.staySignedInAs', { name: current.name })}</span>
        </Button>
        <Button variant="secondary" size="lg" isFullWidth onClick={onSwitch}>
          <span className="min-w-0 truncate">{t('auth.switchToAccount', { name: next.name })}</span>
        </Button>
      </div>
    </AuthLayout>
  );
}

/** A refused sign-in in a browser that is signed in: it stays on its own account and says why. */
export function StillSignedInScreen({ error, current }: { error: string; current: User }) {
  const { t } = useTranslation();
  const proceed = useRef<HTMLAnchorElement>(null);
  useEffect(() => proceed.current?.focus(), []);
  return (
    <AuthLayout title={t('auth.notCompletedTitle')} lead={t('auth.stillSignedInAs', { name: current.name })}>
      <FormMessage message={{ tone: 'error', text: error }} />
      <ButtonLink ref={proceed} to={paths.dashboard} replace size="lg" isFullWidth>
        <span className="min-w-0 truncate">{t('auth.continueAs', { name: current.name })}</span>
      </ButtonLink>
    </AuthLayout>
  );
}
