import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { CONTACT_MESSAGES, newsletterForm } from '@fundi/shared';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';

/** The footer's newsletter box. SPEC §5: validated, and no call is made. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const [isSubscribed, setIsSubscribed] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(newsletterForm), defaultValues: { email: '' } });

  const subscribe = handleSubmit(() => {
    setIsSubscribed(true);
    reset();
  });

  return (
    <form noValidate onSubmit={subscribe} onChange={() => setIsSubscribed(false)} className="w-full md:max-w-md">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <Field
          label={t('footer.newsletterEmail')}
          isLabelHidden
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('footer.newsletterPlaceholder')}
          error={errors.email?.message}
          className="flex-1"
          {...register('email')}
        />
        <Button type="submit" variant="accent">
          {t('footer.subscribe')}
        </Button>
      </div>
      {/* A live line of its own, reserved so the success text does not move the page. */}
      <p role="status" className="mt-1 min-h-5 text-sm font-medium text-brand-700">
        {isSubscribed ? CONTACT_MESSAGES.newsletterSubscribed : ''}
      </p>
    </form>
  );
}
