import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { MESSAGE_DISPLAY_MS } from '@fundi/shared';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';

type ToastTone = 'success' | 'error';

interface ToastItem {
  id: number;
  tone: ToastTone;
  message: string;
  durationMs: number;
}

export interface ToastOptions {
  /** How long it stays; docs/product.md §9's dashboard toast (2000 ms) by default. */
  durationMs?: number;
}

export interface Toaster {
  success: (message: string, options?: ToastOptions) => void;
  error: (message: string, options?: ToastOptions) => void;
}

const ToastContext = createContext<Toaster | null>(null);

let nextToastId = 1;

/** Shows short messages: green for success, red for error (docs/product.md §2 dashboard). */
export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast must be used inside <ToastProvider>');
  return toaster;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ToastItem[]>([]);

  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);

  const toaster = useMemo<Toaster>(() => {
    const show = (tone: ToastTone) => (message: string, options: ToastOptions = {}) => {
      const id = nextToastId++;
      const durationMs = options.durationMs ?? MESSAGE_DISPLAY_MS.dashboardToast;
      setToasts((current) => [...current, { id, tone, message, durationMs }]);
    };
    return { success: show('success'), error: show('error') };
  }, []);

  return (
    <ToastContext.Provider value={toaster}>
      {children}
      {/* A sibling of the app root, so it stays announced while a modal makes the app inert.
          None in the server's rendering of a page: it has no body to add it to, and no toasts. */}
      {typeof document !== 'undefined' &&
        createPortal(
        <section
          data-toast-region
          aria-label={t('ui.notifications')}
          className="pointer-events-none fixed inset-x-0 top-20 z-[60] flex flex-col items-center gap-2 px-3 sm:left-auto sm:right-4 sm:items-end"
        >
          {toasts.map((toast) => (
            <Toast key={toast.id} toast={toast} onDismiss={dismiss} dismissLabel={t('ui.dismiss')} />
          ))}
        </section>,
        document.body,
      )}
    </ToastContext.Provider>
  );
}

function Toast({ toast, onDismiss, dismissLabel }: { toast: ToastItem; onDismiss: (id: number) => void; dismissLabel: string }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.durationMs, onDismiss]);

  const isError = toast.tone === 'error';
  const Icon = isError ? CircleAlert : CircleCheck;
  return (
    <div
      role={isError ? 'alert' : 'status'}
      className={cn(
        'pointer-events-auto flex w-full max-w-sm animate-toast-in items-start gap-3 rounded-control py-3 pr-2 pl-4 text-white shadow-raised',
        isError ? 'bg-red-700' : 'bg-brand-700',
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p className="flex-1 text-sm font-medium">{toast.message}</p>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        aria-label={dismissLabel}
        className="-my-1 grid size-8 shrink-0 place-items-center rounded-full hover:bg-white/15"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
