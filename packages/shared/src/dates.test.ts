import { describe, expect, it } from 'vitest';
import { isCalendarDate, nairobiToday } from './dates';

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
