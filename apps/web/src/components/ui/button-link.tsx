import type { Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '../../lib/cn';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button';

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isFullWidth?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A link (it navigates) that looks like a button. */
export function ButtonLink({ variant, size, isFullWidth, className, ref, ...rest }: ButtonLinkProps) {
  return <Link ref={ref} className={cn(buttonClasses({ variant, size, isFullWidth }), className)} {...rest} />;
}
