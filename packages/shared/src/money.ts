import { CURRENCY } from './constants';

// Money is stored as integer cents of KES (docs/decisions/0003-money-and-nairobi-time.md): whole
// numbers add up exactly, where floating-point shillings drift (0.1 + 0.2). The API and the pages
// speak shillings, as the spec's fields do, so formatting takes shillings.

/** `KSh 1,500` for whole shillings, `KSh 1,500.50` otherwise. */
export function formatKsh(shillings: number): string {
  const whole = shillingsToCents(shillings);
  const text = `${CURRENCY.symbol} ${groupThousands(Math.abs(whole) / 100, whole % 100 === 0 ? 0 : 2)}`;
  return whole < 0 ? `-${text}` : text;
}

/**
 * `1,234,567`, or with `decimals` `1,234.50`: thousands grouped with a comma, as both of Fundi's
 * languages write them in Kenya. Written out rather than asked of `Intl.NumberFormat`, whose
 * first use loads the browser's number data: 20-60 ms of a page's start-up on this project's
 * test machine, four times that on a slow phone, for every page that shows a price.
 */
export function groupThousands(value: number, decimals = 0): string {
  const [whole, fraction] = Math.abs(value).toFixed(decimals).split('.') as [string, string | undefined];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** Rounds to the nearest cent, so a typed 19.99 is 1999 and not 1998.9999999999998. */
export function shillingsToCents(shillings: number): number {
  return Math.round(shillings * 100);
}

export function centsToShillings(cents: number): number {
  return cents / 100;
}
