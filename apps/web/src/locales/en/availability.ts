/**
 * The words of availability (docs/decisions/0052-availability.md): the month calendar, the
 * booking dialog's choice of a day, and a seller's availability on the dashboard. A namespace of
 * its own (`availability`), loaded with those chunks (lib/i18n.ts `addNamespace`), never with the
 * start-up bundle.
 */
export const availability = {
  calendar: {
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
  },
  booking: {
    loading: 'Loading the days the professional can come…',
    loadFailed: 'The professional’s free days could not be loaded.',
    retry: 'Retry',
    hint: 'Days the professional cannot come are greyed out and crossed.',
    chosen: 'Chosen: {{day}}',
    noneChosen: 'No day chosen yet.',
    noDays: 'This professional has no free day in the coming months.',
  },
  dashboard: {
    title: 'Your availability',
    lead: 'Choose the days you take jobs. Buyers can only book days you are free.',
    workingDays: 'Working days',
    dailyCapacity: 'Bookings per day',
    dailyCapacityHint: 'A day with this many bookings is full: buyers cannot book it.',
    blockedDays: 'Blocked days',
    blockedHint: 'Tap a day to block it (a holiday, a funeral, a big job), and tap it again to free it.',
    blockedCount_one: '{{count}} day blocked',
    blockedCount_other: '{{count}} days blocked',
    save: 'Save availability',
    saving: 'Saving...',
    saved: 'Availability saved',
    saveFailed: 'Your availability could not be saved. Please try again.',
    loadFailed: 'Your availability could not be loaded.',
    retry: 'Retry',
  },
};
export type AvailabilityCatalogue = typeof availability;
