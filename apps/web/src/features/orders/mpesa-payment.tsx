import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { PAY_AGAIN_AFTER_SECONDS, formatKsh, payOrderRequest, type Order } from '@fundi/shared';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { ApiError, errorText } from '../../lib/api';
import { useFollowedOrder } from './api/get-order';
import { usePayOrder } from './api/pay-order';
import { useUpdateOrder } from './api/update-order';
import { problemText } from '../../lib/error-text';
import { failureOf, lastPromptAt, paymentStage, type PaymentStage } from './payment-model';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';

addSignedInWords();

// Paying an order with M-Pesa once it exists (docs/product.md §3, the held payment): the wait for
// the buyer's PIN, a failed prompt with Retry and Cancel booking, and an order the server
// cancelled before it was paid. The booking dialog and a card's Pay with M-Pesa both show it.

/** The server refused the number itself (none on the body or the account, or not an M-Pesa one): said under the field. */
export function isPhoneRefusal(error: unknown): error is ApiError & { code: 'MPESA_PHONE_REQUIRED' | 'MPESA_PHONE_INVALID' } {
  return error instanceof ApiError && (error.code === 'MPESA_PHONE_REQUIRED' || error.code === 'MPESA_PHONE_INVALID');
}

/** The number M-Pesa prompts: a phone keypad on phones, filled in by the browser from the person's own number. */
export function MpesaPhoneField({
  value,
  onChange,
  error,
  hint,
  className,
}: {
  value: string;
  onChange: (phone: string) => void;
  error?: string;
  hint?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('mpesa.phone')}
      name="phone"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      hint={hint ?? t('mpesa.phoneHint')}
      error={error}
      className={className}
    />
  );
}

interface MpesaPaymentOptions {
  /** The number typed in the dialog (the booking form's field, kept for Retry). */
  phone: string;
  onPhoneChange: (phone: string) => void;
  onClose: () => void;
  /** What is being paid for, shown above a failure (the booking's summary). */
  summary?: ReactNode;
}

export interface MpesaPayment {
  /** The order as last heard from the server; null while there is none. */
  order: Order | null;
  stage: PaymentStage | null;
  /** The dialog's content and buttons until the money is in; the caller shows the paid stage its own way. */
  body: ReactNode;
  footer: ReactNode;
}

/**
 * Follows `known` (null: nothing yet) until it is paid. While M-Pesa waits for the PIN: the
 * amount to pay, a progress indicator, and after a minute 'Send a new prompt' (the server allows
 * it then). After a failure: the reason, the number to fix, Retry (POST /api/orders/{id}/pay)
 * and Cancel booking.
 */
export function useMpesaPayment(known: Order | null, { phone, onPhoneChange, onClose, summary }: MpesaPaymentOptions): MpesaPayment {
  const { t } = useTranslation();
  const order = useFollowedOrder(known);
  const pay = usePayOrder();
  const cancel = useUpdateOrder();
  const [phoneError, setPhoneError] = useState<string>();
  const [followedSince] = useState(() => Date.now());
  const stage = order ? paymentStage(order) : null;

  // The server's record of the last prompt when known (GET /api/orders/{id}), else the latest
  // moment this dialog knows one was sent; the server has the last word (409) either way.
  const promptedAt = Math.max(
    Date.parse(order ? (lastPromptAt(order) ?? '') : '') || followedSince,
    pay.isSuccess ? pay.submittedAt : 0,
  );
  const canSendAgain = useIsPast(stage === 'waiting' ? promptedAt + PAY_AGAIN_AFTER_SECONDS * 1000 : null);

  if (!order || stage === null || stage === 'paid') return { order, stage, body: null, footer: null };

  const payAgain = () => {
    const typed = phone.trim();
    const parsed = payOrderRequest.safeParse(typed ? { phone: typed } : {});
    if (!parsed.success) {
      setPhoneError(parsed.error.issues[0]?.message);
      return;
    }
    setPhoneError(undefined);
    pay.mutate(
      { orderId: order.id, phone: parsed.data.phone },
      { onError: (error) => isPhoneRefusal(error) && setPhoneError(error.code) },
    );
  };

  const payError = pay.isError && !isPhoneRefusal(pay.error) ? errorText(pay.error, t('mpesa.notSent')) : null;
  const amount = formatKsh(order.payment?.amount ?? order.price);

  if (stage === 'cancelled') {
    return {
      order,
      stage,
      body: <PaymentMessage icon={<CircleAlert className="size-10 text-muted" aria-hidden="true" />} text={t(cancel.isSuccess ? 'mpesa.cancelled' : 'mpesa.unpaidCancelled')} />,
      footer: <Button onClick={onClose}>{t('mpesa.done')}</Button>,
    };
  }

  if (stage === 'waiting') {
    return {
      order,
      stage,
      body: (
        <>
          <PaymentMessage
            icon={<Spinner className="size-8 text-brand-700" />}
            text={t('mpesa.checkPhone', { amount })}
            detail={order.payment?.phone ? `${t('mpesa.waiting')} · ${t('mpesa.sentTo', { phone: order.payment.phone })}` : t('mpesa.waiting')}
          />
          {payError && <ErrorLine text={payError} />}
        </>
      ),
      footer: (
        <Button variant="secondary" onClick={payAgain} disabled={!canSendAgain} isLoading={pay.isPending}>
          {t('mpesa.sendAgain')}
        </Button>
      ),
    };
  }

  const cancelError = cancel.isError ? errorText(cancel.error, t('orders.updateFailed.cancel')) : null;
  const reason = payError ?? cancelError ?? problemText(order.payment ? failureOf(order.payment) : 'MPESA_FAILED');
  const isBusy = pay.isPending || cancel.isPending;
  return {
    order,
    stage,
    body: (
      <>
        {summary}
        <FailureLine key={reason} text={reason} />
        <MpesaPhoneField
          value={phone}
          onChange={(value) => {
            onPhoneChange(value);
            setPhoneError(undefined);
          }}
          error={phoneError}
          // Empty sends no number: the server asks the one last used for this order.
          hint={!phone.trim() && order.payment?.phone ? t('mpesa.samePhoneHint', { phone: order.payment.phone }) : undefined}
          className="mt-4"
        />
      </>
    ),
    footer: (
      <>
        <Button
          variant="secondary"
          onClick={() => cancel.mutate({ orderId: order.id, action: 'cancel' })}
          disabled={isBusy}
          isLoading={cancel.isPending}
        >
          {t('mpesa.cancelBooking')}
        </Button>
        <Button onClick={payAgain} disabled={isBusy} isLoading={pay.isPending}>
          {t('mpesa.retry')}
        </Button>
      </>
    ),
  };
}

/** True once `at` (ms since the epoch) has passed; false while null. */
function useIsPast(at: number | null): boolean {
  const [reached, setReached] = useState<number | null>(null);
  useEffect(() => {
    if (at === null) return;
    const timer = window.setTimeout(() => setReached(at), Math.max(0, at - Date.now()));
    return () => window.clearTimeout(timer);
  }, [at]);
  return at !== null && reached === at;
}

/**
 * A stage that replaces what was on screen takes the focus the vanished buttons had (keeping it
 * inside the dialog), and as a live region it is announced when its text changes.
 */
export function PaymentMessage({ icon, text, detail }: { icon: ReactNode; text: string; detail?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" aria-live="polite" className="flex flex-col items-center gap-3 py-6 text-center focus:outline-none">
      {icon}
      <p className="font-semibold text-ink">{text}</p>
      {detail && <p className="text-sm text-muted">{detail}</p>}
    </div>
  );
}

function ErrorLine({ text }: { text: string }) {
  return (
    <p role="alert" className="flex items-start gap-2 rounded-control bg-red-50 p-3 text-sm font-medium text-red-800">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}

/** The failure, focused when it appears so a screen reader reads it before the field under it. */
function FailureLine({ text }: { text: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="mt-4 focus:outline-none">
      <ErrorLine text={text} />
    </div>
  );
}
