import { describe, expect, it } from 'vitest';
import { toApiTime, toExactIso } from './exact-time';

describe('exact times', () => {
  it('read PostgreSQL’s UTC text to the microsecond, whatever zeros it left out', () => {
    expect(toExactIso('2026-05-04 09:30:00.1239')).toBe('2026-05-04T09:30:00.123900Z');
    expect(toExactIso('2026-05-04 09:30:00.000001')).toBe('2026-05-04T09:30:00.000001Z');
    expect(toExactIso('2026-05-04 09:30:00')).toBe('2026-05-04T09:30:00.000000Z');
  });

  it('show the API’s time to the millisecond, cut as a Date would be', () => {
    expect(toApiTime('2026-05-04 09:30:00.1239')).toBe('2026-05-04T09:30:00.123Z');
    expect(toApiTime('2026-05-04 09:30:00.9999')).toBe(new Date(Date.UTC(2026, 4, 4, 9, 30, 0, 999.9)).toISOString());
    expect(toApiTime('2026-05-04 09:30:00')).toBe('2026-05-04T09:30:00.000Z');
  });

  it('refuse a time written in another DateStyle rather than misread it', () => {
    expect(() => toExactIso('05/04/2026 09:30:00.1239')).toThrow(/DateStyle must be ISO/);
    expect(() => toExactIso('2026-05-04 09:30:00.1239+00')).toThrow(/DateStyle must be ISO/);
  });
});
