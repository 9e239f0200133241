import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Words, or words with links in them (sign-up's terms box). */
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A checkbox and its label, with a 44 px tall touch target. Spread react-hook-form's `register` on it.
 * A label that wraps keeps the box beside its first line.
 */
export function Checkbox({ label, className, ref, ...input }: CheckboxProps) {
  return (
    <label className={cn('inline-flex min-h-11 cursor-pointer items-start gap-2.5 py-2.5 text-base text-ink has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60', className)}>
      <input ref={ref} type="checkbox" {...input} className="mt-0.5 size-5 shrink-0 rounded accent-brand-700" />
      <span>{label}</span>
    </label>
  );
}
