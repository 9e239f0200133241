import type { ReactNode } from 'react';
import { orderStatusTone, type OrderStatus, type StatusTone } from '@fundi/shared';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';

// Text colours are the 800 shades on 100 backgrounds: AA contrast for small text.
const tones: Record<StatusTone, string> = {
  orange: 'bg-orange-100 text-orange-800 ring-orange-200',
  green: 'bg-green-100 text-green-800 ring-green-200',
  red: 'bg-red-100 text-red-800 ring-red-200',
  blue: 'bg-blue-100 text-blue-800 ring-blue-200',
  grey: 'bg-stone-100 text-stone-700 ring-stone-200',
};

export function Badge({ tone = 'grey', children, className }: { tone?: StatusTone; children: ReactNode; className?: string }) {
  return (
    <span
      data-tone={tone}
      className={cn('inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset', tones[tone], className)}
    >
      {children}
    </span>
  );
}

/** An order's status, coloured per docs/product.md §4: pending orange, accepted/in progress green, rejected red, completed blue, others grey. */
export function StatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <Badge tone={orderStatusTone(status)} className={className}>
      <span className="size-1.5 rounded-full bg-current" aria-hidden="true" />
      {t(`orders.statuses.${status}`)}
    </Badge>
  );
}
