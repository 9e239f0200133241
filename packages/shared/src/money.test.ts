import { describe, expect, it } from 'vitest';
import { centsToShillings, formatKsh, shillingsToCents } from './money';

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
