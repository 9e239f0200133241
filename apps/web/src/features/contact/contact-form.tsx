import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { MESSAGE_DISPLAY_MS, contactForm } from '@fundi/shared';
import { Button } from '../../components/ui/button';
import { Field, TextareaField } from '../../components/ui/field';
import { ApiError, errorText } from '../../lib/api';
import { paths, type PlainFormRefusal } from '../../lib/paths';
import { cn } from '../../lib/cn';
import { useSendContactMessage } from './api/send-contact-message';
import { useTranslation, type TFunction } from '../../lib/i18n';
import { addFormErrorWords } from '../../lib/form-error-words';

addFormErrorWords();

type Notice = { tone: 'success' | 'error'; text: string };
type ContactValues = { name: string; email: string; message: string };

/**
 * The outcome of the form sent as a plain form, before the page's script had run: the server
 * renders the page again with it (docs/decisions/0056-pages-sent-as-html.md), keeping what
 * was written when it was refused.
 */
export type ContactPageState = { sent: true } | { refusal: PlainFormRefusal; values: ContactValues };

/**
 * docs/product.md §2 Contact form: Name, Email, Message, checked with the shared rules ('Please fill
 * all fields', 'Please enter a valid email address'), then sent. The outcome shows 3 s.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [handedOver] = useState(() => location.state as ContactPageState | null);
  const keptValues: ContactValues = handedOver && 'values' in handedOver ? handedOver.values : { name: '', email: '', message: '' };
  const [notice, setNotice] = useState<Notice | null>(() => handedOverNotice(handedOver, t));
  const sendMessage = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(contactForm),
    defaultValues: { ...keptValues },
  });

  // Shown once: a reload does not show the outcome again.
  useEffect(() => {
    if (handedOver) void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [handedOver, navigate, location.pathname, location.search]);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), MESSAGE_DISPLAY_MS.notice);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const submit = handleSubmit((values) =>
    sendMessage.mutate(values, {
      onSuccess: () => {
        reset();
        setNotice({ tone: 'success', text: t('contact.sent') });
      },
      onError: (error) => setNotice({ tone: 'error', text: errorText(error, t('contact.failed')) }),
    }),
  );

  const isSending = sendMessage.isPending;
  return (
    // A plain form too: sent before the script has run, the server sends it on.
    <form noValidate method="post" action={paths.contact} onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {/* defaultValue as well: the server's HTML carries what was kept, before any script. */}
        <Field label={t('contact.name')} autoComplete="name" error={errors.name?.message} disabled={isSending} defaultValue={keptValues.name} {...register('name')} />
        <Field
          label={t('contact.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          disabled={isSending}
          defaultValue={keptValues.email}
          {...register('email')}
        />
      </div>
      <TextareaField
        label={t('contact.message')}
        rows={5}
        error={errors.message?.message}
        disabled={isSending}
        defaultValue={keptValues.message}
        {...register('message')}
      />
      {/* Always present, so the outcome is announced when its text appears. */}
      <div role="status" className="empty:hidden">
        {notice && (
          <p
            className={cn(
              'flex items-start gap-2 rounded-control p-3 text-sm font-medium',
              notice.tone === 'success' ? 'bg-brand-50 text-brand-800' : 'bg-red-50 text-red-800',
            )}
          >
            {notice.tone === 'success' ? (
              <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            ) : (
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            )}
            {notice.text}
          </p>
        )}
      </div>
      <Button type="submit" isLoading={isSending} className="self-start">
        {isSending ? t('contact.sending') : t('contact.send')}
      </Button>
    </form>
  );
}

function handedOverNotice(state: ContactPageState | null, t: TFunction): Notice | null {
  if (!state) return null;
  if ('sent' in state) return { tone: 'success', text: t('contact.sent') };
  return { tone: 'error', text: errorText(new ApiError(state.refusal.status, state.refusal.body), t('contact.failed')) };
}
