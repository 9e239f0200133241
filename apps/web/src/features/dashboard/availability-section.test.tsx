import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { nairobiToday } from '@fundi/shared';
import { ToastProvider } from '../../components/ui/toast';
import { formatDay } from '../../lib/format';
import { setSession } from '../../lib/session';
import { deferred, stubFetch, type StubbedAnswer } from '../../test/fetch-stub';
import { makeAccessToken, makeUser } from '../../test/fixtures';
import { AvailabilitySection } from './availability-section';

const PATH = '/api/me/availability';
const dayAhead = (days: number) => nairobiToday(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
const saved = { workingDays: [1, 2, 3, 4, 5], blockedDates: [dayAhead(1)], dailyCapacity: 4 };

function renderSection() {
  setSession({ accessToken: makeAccessToken(), refreshToken: 'refresh', user: makeUser({ role: 'seller', isSeller: true }) });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <AvailabilitySection />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const weekday = (name: string) => within(screen.getByRole('group', { name: 'Working days' })).getByRole('checkbox', { name });
const capacity = () => screen.getByRole('spinbutton', { name: 'Bookings per day' });
const blockedDays = () => screen.getByRole('group', { name: 'Blocked days' });
const save = () => screen.getByRole('button', { name: 'Save availability' });

/** A day's button in the blocked days' calendar, its months turned forward until it shows. */
async function dayButton(user: ReturnType<typeof userEvent.setup>, day: string) {
  const days = () => within(within(blockedDays()).getByRole('grid'));
  while (!days().queryByRole('button', { name: formatDay(day) })) await user.click(within(blockedDays()).getByRole('button', { name: 'Next month' }));
  return days().getByRole('button', { name: formatDay(day) });
}

describe('a seller’s availability on the dashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a skeleton, then the working days, the bookings a day and the blocked days as saved', async () => {
    const answer = deferred<StubbedAnswer>();
    stubFetch({ [`GET ${PATH}`]: () => answer.promise });
    const user = renderSection();
    expect(screen.getByRole('region', { name: 'Your availability' })).toHaveTextContent('Choose the days you take jobs.');
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();

    await act(async () => answer.resolve({ status: 200, body: saved }));
    expect(await screen.findByRole('group', { name: 'Working days' })).toBeInTheDocument();
    for (const name of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) expect(weekday(name)).toBeChecked();
    for (const name of ['Saturday', 'Sunday']) expect(weekday(name)).not.toBeChecked();
    expect(capacity()).toHaveValue(4);
    expect(capacity()).toHaveAccessibleDescription('A day with this many bookings is full: buyers cannot book it.');
    expect(await dayButton(user, dayAhead(1))).toHaveAttribute('aria-pressed', 'true');
    expect(blockedDays()).toHaveTextContent('1 day blocked');
  });

  it('saves the whole set with Save, a tapped day blocked and a blocked one freed, and says so in a toast', async () => {
    const { callsTo } = stubFetch({ [`GET ${PATH}`]: { status: 200, body: saved }, [`PUT ${PATH}`]: (call) => ({ status: 200, body: call.body }) });
    const user = renderSection();
    await screen.findByRole('group', { name: 'Working days' });
    await user.click(weekday('Monday'));
    await user.click(weekday('Saturday'));
    await user.clear(capacity());
    await user.type(capacity(), '6');
    const [first, second] = [dayAhead(1), dayAhead(2)];
    await user.click(await dayButton(user, first));
    await user.click(await dayButton(user, second));
    expect(await dayButton(user, second)).toHaveAttribute('aria-pressed', 'true');
    await user.click(save());

    expect(await screen.findByText('Availability saved')).toBeInTheDocument();
    expect(callsTo(`PUT ${PATH}`)[0]?.body).toEqual({ workingDays: [2, 3, 4, 5, 6], blockedDates: [second], dailyCapacity: 6 });
    expect(weekday('Saturday')).toBeChecked();
  });

  it.each([
    ['no working day', 'Choose at least one working day'],
    ['0 bookings a day', 'Bookings a day must be a whole number from 1 to 20'],
    ['21 bookings a day', 'Bookings a day must be a whole number from 1 to 20'],
    ['no bookings a day', 'Bookings a day must be a whole number from 1 to 20'],
  ])('refuses %s in the server’s words, without calling it', async (mistake, words) => {
    const { callsTo } = stubFetch({ [`GET ${PATH}`]: { status: 200, body: { ...saved, workingDays: [3] } } });
    const user = renderSection();
    await screen.findByRole('group', { name: 'Working days' });
    if (mistake === 'no working day') await user.click(weekday('Wednesday'));
    else {
      await user.clear(capacity());
      const typed = { '0 bookings a day': '0', '21 bookings a day': '21' }[mistake];
      if (typed) await user.type(capacity(), typed);
    }
    await user.click(save());
    expect(screen.getByText(words)).toBeInTheDocument();
    if (mistake !== 'no working day') expect(capacity()).toBeInvalid();
    expect(callsTo(`PUT ${PATH}`)).toHaveLength(0);
  });

  it('offers Retry when it could not be loaded, and shows the server’s refusal of a save', async () => {
    let reads = 0;
    stubFetch({
      [`GET ${PATH}`]: () => (++reads === 1 ? { status: 500 } : { status: 200, body: saved }),
      [`PUT ${PATH}`]: { status: 429, body: { error: 'Too many requests, please try again later', code: 'TOO_MANY_REQUESTS' } },
    });
    const user = renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your availability could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('group', { name: 'Working days' });
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, please try again later');
  });
});
