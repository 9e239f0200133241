import { CURRENCY } from './constants';

// Money is stored as integer cents of KES (docs/decisions/0003-money-and-nairobi-time.md): whole
// numbers add up exactly, where floating-point shillings drift (0.1 + 0.2). The API and the pages
// speak shillings, as SPEC's fields do, so formatting takes shillings.

const wholeShillings = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const shillingsAndCents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `KSh 1,500` for whole shillings, `KSh 1,500.50` otherwise. */
export function formatKsh(shillings: number): string {
  const whole = shillingsToCents(shillings);
  const format = whole % 100 === 0 ? wholeShillings : shillingsAndCents;
  const text = `${CURRENCY.symbol} ${format.format(Math.abs(whole) / 100)}`;
  return whole < 0 ? `-${text}` : text;
}

/** Rounds to the nearest cent, so a typed 19.99 is 1999 and not 1998.9999999999998. */
export function shillingsToCents(shillings: number): number {
  return Math.round(shillings * 100);
}

export function centsToShillings(cents: number): number {
  return cents / 100;
}
