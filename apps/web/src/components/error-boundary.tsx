import { Component, type ErrorInfo, type ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { Button } from './ui/button';
import { useTranslation } from '../lib/i18n';

interface ErrorBoundaryProps {
  children: ReactNode;
  fallback?: ReactNode;
}

/**
 * Catches a crash while rendering (including a page chunk that failed to download on a
 * flaky connection) and shows the spec's fallback instead of a blank screen. Give it a `key`
 * that changes with the route so moving to another page starts afresh.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError(): { hasError: boolean } {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.hasError) return this.props.fallback ?? <ErrorFallback />;
    return this.props.children;
  }
}

function ErrorFallback() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      <div className="mb-4 grid size-14 place-items-center rounded-full bg-red-50 text-red-700" aria-hidden="true">
        <TriangleAlert className="size-7" />
      </div>
      <p className="text-lg font-semibold text-ink">{t('ui.errorFallback')}</p>
      <Button className="mt-6" variant="secondary" onClick={() => window.location.reload()}>
        {t('ui.refreshPage')}
      </Button>
    </div>
  );
}
