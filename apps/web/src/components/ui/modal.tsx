import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import { useElementId } from '../../lib/element-id';

export interface ModalProps {
  isOpen: boolean;
  /**
   * Called on Escape, on a click on the backdrop and on the close button. Without it there is no
   * close button and neither closes: a choice the person must make, offered by the footer.
   */
  onClose?: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Action buttons, shown under the content. */
  footer?: ReactNode;
  /** Largest width in px (the review modal uses 400); the dialog never exceeds the screen. */
  width?: number;
  /** What to focus on opening; by default the first focusable control, else the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * A modal dialog: role=dialog, aria-modal, named by its title. While open, focus stays
 * inside (Tab wraps; the rest of the page is inert), the page behind does not scroll,
 * and on closing focus returns to the control that opened it.
 */
export function Modal(props: ModalProps) {
  if (!props.isOpen) return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

function OpenModal({ onClose, title, children, footer, width = 512, initialFocusRef }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useElementId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // A layout effect, not an effect: the shipped runtime (Preact) runs effects only after the
  // browser has painted, so for a moment the dialog was on screen with focus still on the
  // button that opened it, and an Escape pressed then went nowhere (a browser test caught it).
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const portalHost = dialog.parentElement;
    const restoreScroll = lockBodyScroll();
    const restoreInert = makeSiblingsInert(portalHost);

    const first = initialFocusRef?.current ?? dialog.querySelector<HTMLElement>(`[data-modal-body] :is(${FOCUSABLE})`);
    (first ?? dialog).focus();

    // Focus that escapes anyway (a click on something outside, a browser quirk) is brought back.
    const keepFocusInside = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target)) dialog.focus();
    };
    document.addEventListener('focusin', keepFocusInside);
    // Escape closes from wherever focus is, the live toast region (never inert) included.
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current?.();
    };
    document.addEventListener('keydown', closeOnEscape);

    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('focusin', keepFocusInside);
      restoreInert();
      restoreScroll();
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocusRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusables = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-stone-950/50 p-3 sm:items-center sm:p-6"
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // Only a press that starts and ends on the backdrop closes (not a text selection dragged out).
        if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose?.();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        style={{ maxWidth: width }}
        className="flex max-h-[90dvh] w-full flex-col rounded-card bg-white shadow-raised focus:outline-none"
      >
        <div className="flex items-start justify-between gap-3 border-b border-line px-5 py-4">
          <h2 id={titleId} className="pt-1 text-lg font-bold text-ink">
            {title}
          </h2>
          {onClose && (
            <button
              type="button"
              onClick={onClose}
              aria-label={t('common.close')}
              className="-mr-2 grid size-10 shrink-0 place-items-center rounded-full text-muted hover:bg-stone-100 hover:text-ink"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          )}
        </div>
        <div data-modal-body className="overflow-y-auto px-5 py-4">
          {children}
        </div>
        {footer && <div className={cn('flex flex-wrap justify-end gap-2 border-t border-line px-5 py-3')}>{footer}</div>}
      </div>
    </div>
  );
}

function lockBodyScroll(): () => void {
  const { body, documentElement } = document;
  const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  // Keep the page from jumping sideways when its scrollbar disappears.
  const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
  body.style.overflow = 'hidden';
  if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
  return () => {
    body.style.overflow = previous.overflow;
    body.style.paddingRight = previous.paddingRight;
  };
}

/** Makes everything beside the dialog's portal inert, except the live toast region. */
function makeSiblingsInert(portalHost: HTMLElement | null): () => void {
  if (!portalHost?.parentElement) return () => {};
  const changed: Element[] = [];
  for (const sibling of Array.from(document.body.children)) {
    if (sibling === portalHost || sibling.hasAttribute('inert') || sibling.hasAttribute('data-toast-region')) continue;
    sibling.setAttribute('inert', '');
    changed.push(sibling);
  }
  return () => changed.forEach((element) => element.removeAttribute('inert'));
}
