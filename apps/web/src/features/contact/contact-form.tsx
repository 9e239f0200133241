import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { MESSAGE_DISPLAY_MS, contactForm } from '@fundi/shared';
import { Button } from '../../components/ui/button';
import { Field, TextareaField } from '../../components/ui/field';
import { errorText } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useSendContactMessage } from './api/send-contact-message';

type Notice = { tone: 'success' | 'error'; text: string };

/**
 * docs/product.md §2 Contact form: Name, Email, Message, checked with the shared rules ('Please fill
 * all fields', 'Please enter a valid email address'), then sent. The outcome shows 3 s.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const sendMessage = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(contactForm),
    defaultValues: { name: '', email: '', message: '' },
  });

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
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('contact.name')} autoComplete="name" error={errors.name?.message} disabled={isSending} {...register('name')} />
        <Field
          label={t('contact.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          disabled={isSending}
          {...register('email')}
        />
      </div>
      <TextareaField label={t('contact.message')} rows={5} error={errors.message?.message} disabled={isSending} {...register('message')} />
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
