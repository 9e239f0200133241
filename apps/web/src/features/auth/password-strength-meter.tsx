import { useTranslation } from 'react-i18next';
import { passwordStrength, type PasswordStrengthLabel } from '@fundi/shared';
import { cn } from '../../lib/cn';

const STEPS = 5;

const tones: Record<PasswordStrengthLabel, string> = {
  Weak: 'bg-red-600',
  Fair: 'bg-orange-500',
  Good: 'bg-amber-400',
  Strong: 'bg-brand-500',
  'Very Strong': 'bg-brand-700',
};

/**
 * docs/product.md §5's meter: five steps from Weak to Very Strong (the shared passwordStrength rule).
 * The bar is decoration; the label is text, read out politely as it changes.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation();
  const { label, percent } = passwordStrength(password);
  const filled = Math.round((percent / 100) * STEPS);
  return (
    <span className="flex flex-col gap-1.5">
      <span className="grid grid-cols-5 gap-1" aria-hidden="true">
        {Array.from({ length: STEPS }, (_, index) => (
          <span key={index} className={cn('h-1.5 rounded-full', index < filled ? tones[label] : 'bg-stone-200')} />
        ))}
      </span>
      <span aria-live="polite" className="font-medium text-ink">
        {t('auth.passwordStrength', { label })}
      </span>
    </span>
  );
}
