import { passwordStrength, type PasswordStrengthLevel } from '@fundi/shared';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import { addSignInWords } from '../../lib/sign-in-words';

addSignInWords();

const STEPS = 5;

const tones: Record<PasswordStrengthLevel, string> = {
  weak: 'bg-red-600',
  fair: 'bg-orange-500',
  good: 'bg-amber-400',
  strong: 'bg-brand-500',
  'very-strong': 'bg-brand-700',
};

/**
 * docs/product.md §5's meter: five steps from Weak to Very Strong (the shared passwordStrength rule).
 * The bar is decoration; the label is text, read out politely as it changes.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation();
  const { level, percent } = passwordStrength(password);
  const filled = Math.round((percent / 100) * STEPS);
  return (
    <span className="flex flex-col gap-1.5">
      <span className="grid grid-cols-5 gap-1" aria-hidden="true">
        {Array.from({ length: STEPS }, (_, index) => (
          <span key={index} className={cn('h-1.5 rounded-full', index < filled ? tones[level] : 'bg-stone-200')} />
        ))}
      </span>
      <span aria-live="polite" className="font-medium text-ink">
        {t('auth.passwordStrength', { label: t(`auth.strength.${level}`) })}
      </span>
    </span>
  );
}
