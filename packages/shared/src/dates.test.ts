import { describe, expect, it } from 'vitest';
import { formatBookingDate, formatOrderDateTime, isCalendarDate, nairobiToday } from './dates';

describe('nairobiToday', () => {
  it('is already tomorrow in Nairobi from 21:00 UTC (UTC+3)', () => {
    expect(nairobiToday(new Date('2025-01-05T20:59:59Z'))).toBe('2025-01-05');
    expect(nairobiToday(new Date('2025-01-05T21:00:00Z'))).toBe('2025-01-06');
  });

  it('is still the same day in Nairobi just after midnight UTC', () => {
    expect(nairobiToday(new Date('2025-01-06T00:00:00Z'))).toBe('2025-01-06');
    expect(nairobiToday(new Date('2025-01-05T23:59:59Z'))).toBe('2025-01-06');
  });

  it('crosses the year and a leap day', () => {
    expect(nairobiToday(new Date('2024-12-31T21:30:00Z'))).toBe('2025-01-01');
    expect(nairobiToday(new Date('2024-02-28T22:00:00Z'))).toBe('2024-02-29');
  });
});

describe('isCalendarDate', () => {
  it('accepts only real days written YYYY-MM-DD', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-04-31')).toBe(false);
    expect(isCalendarDate('2025-3-10')).toBe(false);
    expect(isCalendarDate('10/03/2025')).toBe(false);
    expect(isCalendarDate('2025-03-10T00:00:00Z')).toBe(false);
  });
});

describe('formatOrderDateTime', () => {
  it('shows the instant in Nairobi time like SPEC’s example', () => {
    expect(formatOrderDateTime('2025-01-05T12:30:00Z')).toBe('Jan 5, 2025, 3:30 PM');
    expect(formatOrderDateTime(new Date('2025-01-05T21:05:00Z'))).toBe('Jan 6, 2025, 12:05 AM');
  });

  it('shows N/A when missing or unreadable', () => {
    expect(formatOrderDateTime(null)).toBe('N/A');
    expect(formatOrderDateTime(undefined)).toBe('N/A');
    expect(formatOrderDateTime('')).toBe('N/A');
    expect(formatOrderDateTime('yesterday')).toBe('N/A');
  });
});

describe('formatBookingDate', () => {
  it('shows the calendar day without shifting it', () => {
    expect(formatBookingDate('2025-01-05')).toBe('Jan 5, 2025');
    expect(formatBookingDate('2025-12-31T00:00:00.000Z')).toBe('Dec 31, 2025');
  });

  it('shows N/A when missing or unreadable', () => {
    expect(formatBookingDate(null)).toBe('N/A');
    expect(formatBookingDate('5/1/2025')).toBe('N/A');
    expect(formatBookingDate('2025-13-01')).toBe('N/A');
    expect(formatBookingDate('2025-02-30')).toBe('N/A');
  });
});
