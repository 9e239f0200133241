import { expect, type Locator } from '@playwright/test';

/** A day `days` ahead in Nairobi, as YYYY-MM-DD (each day button's `data-day`). */
function nairobiDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date(Date.now() + days * 86_400_000));
}

/**
 * Chooses the booking's day in the booking dialog's calendar, as a person does: the first day
 * from `daysAhead` days ahead that the professional can still take (a day offered is enabled;
 * one taken or off is `aria-disabled`), turning the months forward when it is in the next one.
 * Returns the day chosen, `YYYY-MM-DD`.
 */
export async function pickBookingDay(booking: Locator, daysAhead: number): Promise<string> {
  const field = booking.getByRole('group', { name: 'Date' });
  // The calendar shows once the professional's free days have come.
  await expect(field.getByRole('grid')).toBeVisible();
  for (let ahead = daysAhead; ahead < daysAhead + 60; ahead++) {
    const day = nairobiDay(ahead);
    const button = field.locator(`button[data-day="${day}"]`);
    if ((await button.count()) === 0) {
      await field.getByRole('button', { name: 'Next month' }).click();
      await expect(button).toHaveCount(1);
    }
    if ((await button.getAttribute('aria-disabled')) === 'true') continue;
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    return day;
  }
  throw new Error(`no day offered from ${nairobiDay(daysAhead)} on`);
}
