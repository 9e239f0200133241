import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'accent' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-900',
  accent: 'bg-accent-400 text-brand-950 hover:bg-accent-300 active:bg-accent-500',
  secondary: 'border border-line bg-white text-ink hover:border-brand-300 hover:bg-brand-50',
  ghost: 'text-brand-800 hover:bg-brand-50',
  danger: 'bg-red-700 text-white hover:bg-red-800 active:bg-red-900',
  /** A quiet button on a dark or photographic background. */
  inverse: 'border border-white/50 bg-white/10 text-white backdrop-blur hover:border-white hover:bg-white/20',
};

// Heights are fixed so a button never changes size between idle and loading.
const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm gap-1.5',
  md: 'h-11 px-4 text-base gap-2',
  lg: 'h-12 px-6 text-base gap-2',
};

/** The classes of a button, for links that should look like one (see ButtonLink). */
export function buttonClasses(options: { variant?: ButtonVariant; size?: ButtonSize; isFullWidth?: boolean } = {}): string {
  const { variant = 'primary', size = 'md', isFullWidth = false } = options;
  return cn(
    'inline-flex shrink-0 items-center justify-center rounded-control font-semibold whitespace-nowrap transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    variants[variant],
    sizes[size],
    isFullWidth && 'w-full',
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isFullWidth?: boolean;
  /** Disables the button and shows a spinner; pass the busy label ('Logging in...') as children. */
  isLoading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  size,
  isFullWidth,
  isLoading = false,
  disabled,
  className,
  children,
  type = 'button',
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      className={cn(buttonClasses({ variant, size, isFullWidth }), className)}
      {...rest}
    >
      {isLoading && <Spinner className="size-4" />}
      {children}
    </button>
  );
}
