import { describe, expect, it } from 'vitest';
import { availabilitySchema, isoWeekday, isWorkingDay } from './availability';
import { nairobiToday } from './dates';

describe('isoWeekday', () => {
  it('numbers a calendar day 1 (Monday) to 7 (Sunday), from the day itself, not the clock’s time zone', () => {
    expect(['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15'].map(isoWeekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('gives the weekday of the Nairobi day: 22:30 UTC on a Saturday is already Sunday there', () => {
    expect(isoWeekday(nairobiToday(new Date('2026-03-14T22:30:00Z')))).toBe(7);
  });
});

describe('isWorkingDay', () => {
  const weekdaysOnly = { workingDays: [1, 2, 3, 4, 5], blockedDates: ['2026-03-11'] };

  it('is a working weekday that is not blocked', () => {
    expect(isWorkingDay(weekdaysOnly, '2026-03-10')).toBe(true);
    expect(isWorkingDay(weekdaysOnly, '2026-03-11')).toBe(false);
    expect(isWorkingDay(weekdaysOnly, '2026-03-14')).toBe(false);
  });
});

describe('availabilitySchema', () => {
  it('sorts the weekdays and the dates and keeps each once', () => {
    expect(availabilitySchema.parse({ workingDays: [5, 1, 5], blockedDates: ['2026-03-12', '2026-03-10', '2026-03-12'], dailyCapacity: 3 })).toEqual({
      workingDays: [1, 5],
      blockedDates: ['2026-03-10', '2026-03-12'],
      dailyCapacity: 3,
    });
  });

  it.each([
    [{ workingDays: [], blockedDates: [], dailyCapacity: 3 }, 'AVAILABILITY_WORKING_DAYS_REQUIRED'],
    [{ workingDays: [0], blockedDates: [], dailyCapacity: 3 }, 'AVAILABILITY_WEEKDAY_INVALID'],
    [{ workingDays: [1], blockedDates: ['2026-02-29'], dailyCapacity: 3 }, 'AVAILABILITY_DATE_INVALID'],
    [{ workingDays: [1], blockedDates: [], dailyCapacity: 21 }, 'AVAILABILITY_CAPACITY_INVALID'],
  ])('refuses %j with %s', (body, code) => {
    const parsed = availabilitySchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(code);
  });
});
