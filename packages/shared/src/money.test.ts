import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToShillings, formatKsh, groupThousands, shillingsToCents } from './money';

describe('formatKsh', () => {
  it('shows whole shillings without decimals', () => {
    expect(formatKsh(1500)).toBe('KSh 1,500');
    expect(formatKsh(0)).toBe('KSh 0');
    expect(formatKsh(1_234_567)).toBe('KSh 1,234,567');
  });

  it('shows 2 decimals when there are cents', () => {
    expect(formatKsh(1500.5)).toBe('KSh 1,500.50');
    expect(formatKsh(0.05)).toBe('KSh 0.05');
  });

  it('puts the sign before the currency', () => {
    expect(formatKsh(-1500)).toBe('-KSh 1,500');
  });
});

describe('shillings and cents', () => {
  it('converts without floating-point drift', () => {
    expect(shillingsToCents(19.99)).toBe(1999);
    expect(shillingsToCents(1500)).toBe(150_000);
    expect(shillingsToCents(0.1 + 0.2)).toBe(30);
    expect(centsToShillings(150_050)).toBe(1500.5);
  });
});

describe('groupThousands', () => {
  it('writes every amount as the Kenyan English and Kiswahili number formats do', () => {
    const cents = fc.integer({ min: -10_000_000_000, max: 10_000_000_000 });
    fc.assert(
      fc.property(cents, (amount) => {
        const shillings = amount / 100;
        // `|| 0`: no minus zero (Intl writes -0 as "-0").
        const whole = Math.trunc(shillings) || 0;
        for (const language of ['en-KE', 'sw-KE']) {
          expect(groupThousands(whole)).toBe(new Intl.NumberFormat(language).format(whole));
          expect(groupThousands(shillings, 2)).toBe(new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(shillings));
        }
      }),
    );
  });

  it('groups by threes from the right', () => {
    expect(groupThousands(999)).toBe('999');
    expect(groupThousands(1000)).toBe('1,000');
    expect(groupThousands(1_234_567.5, 2)).toBe('1,234,567.50');
    expect(groupThousands(-1234)).toBe('-1,234');
  });
});
