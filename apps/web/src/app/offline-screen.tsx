import { useCallback, useEffect, useState } from 'react';
import { WifiOff } from 'lucide-react';
import { Logo } from '../components/logo';
import { Button } from '../components/ui/button';
import { checkSavedSession } from '../lib/session-check';
import { useSession } from '../lib/session';
import { useTranslation } from '../lib/i18n';

/**
 * Shown instead of the app when the start-up session check could not reach the server.
 * The saved session is kept (docs/decisions/0015-keeping-the-session-on-the-web.md): Retry, or
 * coming back online, runs the check again.
 */
export function OfflineScreen() {
  const { t } = useTranslation();
  const [isRetrying, setIsRetrying] = useState(false);
  const [hasFailedAgain, setHasFailedAgain] = useState(false);

  const retry = useCallback(async () => {
    setIsRetrying(true);
    await checkSavedSession();
    // Still here only when the check failed again (otherwise the app has replaced this screen).
    setIsRetrying(false);
    setHasFailedAgain(useSession.getState().isOffline);
  }, []);

  useEffect(() => {
    const onOnline = () => void retry();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [retry]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-surface px-6 py-12 text-center">
      <Logo />
      <div className="mt-10 grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
        <WifiOff className="size-8" />
      </div>
      <h1 className="mt-6 text-2xl font-extrabold text-ink">{t('offline.title')}</h1>
      <p className="mt-2 max-w-sm text-muted">{t('offline.text')}</p>
      <Button size="lg" className="mt-8 min-w-40" isLoading={isRetrying} onClick={() => void retry()}>
        {isRetrying ? t('offline.retrying') : t('offline.retry')}
      </Button>
      <p role="status" className="mt-4 min-h-6 text-sm font-medium text-ink">
        {hasFailedAgain && !isRetrying ? t('offline.stillOffline') : ''}
      </p>
    </main>
  );
}
