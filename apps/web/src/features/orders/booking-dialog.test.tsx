import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isoWeekday, nairobiToday, type Order, type User } from '@fundi/shared';
import { formatDay } from '../../lib/format';
import { publishLive } from '../../lib/live';
import { setSession } from '../../lib/session';
import { deferred, stubFetch, type StubbedAnswer } from '../../test/fetch-stub';
import { makeAccessToken, makeUser } from '../../test/fixtures';
import { BookingDialog, type BookingDraft } from './booking-dialog';
import { makeOrder, makePayment } from './test-orders';

const booking: BookingDraft = { serviceId: 'service-taps', sellerId: 'seller-joseph', sellerName: 'Joseph Otieno', serviceTitle: 'Leaking taps & toilet repair', price: 1500 };

function renderDialog({ isSignedIn = true, hasFakeTimers = false, user = makeUser() }: { isSignedIn?: boolean; hasFakeTimers?: boolean; user?: User } = {}) {
  if (isSignedIn) setSession({ accessToken: makeAccessToken(), refreshToken: 'refresh', user });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/services/plumbing']}>
        <Routes>
          <Route path="/services/plumbing" element={<BookingDialog booking={booking} onClose={onClose} />} />
          <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onClose, user: userEvent.setup(hasFakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {}) };
}

const confirmButton = () => screen.getByRole('button', { name: 'Confirm Booking' });
const dayAhead = (days: number) => nairobiToday(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
const tomorrow = () => dayAhead(1);

const AVAILABILITY_PATH = 'GET /api/pros/seller-joseph/availability';
/** The professional works every day and has nothing taken, unless a test says otherwise. */
const everyDayFree = { [AVAILABILITY_PATH]: { status: 200, body: { workingDays: [1, 2, 3, 4, 5, 6, 7], unavailableDates: [] } } };

/** The calendar once its days have come: the field named Date. */
async function dateField() {
  const field = await screen.findByRole('group', { name: 'Date' });
  await within(field).findByRole('grid');
  return field;
}

/** The button of `day`, turning the calendar's months forward as a person would until it shows (never back: ask in date order). */
async function dayButton(user: ReturnType<typeof userEvent.setup>, day: string) {
  const field = await dateField();
  const days = () => within(within(field).getByRole('grid'));
  while (!days().queryByRole('button', { name: formatDay(day) })) await user.click(within(field).getByRole('button', { name: 'Next month' }));
  return days().getByRole('button', { name: formatDay(day) });
}

async function pickDay(user: ReturnType<typeof userEvent.setup>, day = tomorrow()) {
  await user.click(await dayButton(user, day));
}

function idempotencyKeys() {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);
}

describe('BookingDialog', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the professional, the service and the price, and asks a visitor to log in', () => {
    renderDialog({ isSignedIn: false });
    const dialog = screen.getByRole('dialog', { name: 'Confirm Booking' });
    expect(dialog).toHaveTextContent('ProfessionalJoseph Otieno');
    expect(dialog).toHaveTextContent('ServiceLeaking taps & toilet repair');
    expect(dialog).toHaveTextContent('PriceFrom KSh 1,500');
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in to confirm your booking.');
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('Date')).not.toBeInTheDocument();
  });

  it('offers days from today in Nairobi, says the chosen one in words, and keeps Confirm Booking disabled until one is chosen', async () => {
    const { callsTo } = stubFetch(everyDayFree);
    const { user } = renderDialog();
    const field = await dateField();
    expect(callsTo(AVAILABILITY_PATH)).toHaveLength(1);
    expect(within(field).getByRole('button', { name: formatDay(nairobiToday(new Date())) })).not.toHaveAttribute('aria-disabled');
    expect(within(field).getByRole('button', { name: formatDay(nairobiToday(new Date())) })).toHaveAttribute('aria-current', 'date');
    expect(within(field).getByRole('button', { name: 'Previous month' })).toBeDisabled();
    expect(field).toHaveTextContent('No day chosen yet.');
    expect(confirmButton()).toBeDisabled();

    await pickDay(user);
    expect(await dayButton(user, tomorrow())).toHaveAttribute('aria-pressed', 'true');
    expect(field).toHaveTextContent(`Chosen: ${formatDay(tomorrow())}`);
    expect(confirmButton()).toBeEnabled();
  });

  it('offers only the days the professional can come: not their days off, nor the days taken', async () => {
    const sunday = Array.from({ length: 7 }, (_, index) => dayAhead(index + 2)).find((day) => isoWeekday(day) === 7)!;
    const taken = Array.from({ length: 7 }, (_, index) => dayAhead(index + 2)).find((day) => isoWeekday(day) !== 7)!;
    stubFetch({ [AVAILABILITY_PATH]: { status: 200, body: { workingDays: [1, 2, 3, 4, 5, 6], unavailableDates: [taken] } } });
    const { user } = renderDialog();
    // In date order: the calendar is turned forward only.
    for (const day of [sunday, taken].sort()) {
      const button = await dayButton(user, day);
      expect(button).toHaveAttribute('aria-disabled', 'true');
      // Pressing it does nothing.
      await user.click(button);
      expect(button).toHaveAttribute('aria-pressed', 'false');
    }
    expect(confirmButton()).toBeDisabled();
  });

  it('shows a skeleton while the days load, and Retry when they could not be', async () => {
    let attempt = 0;
    const answer = deferred<StubbedAnswer>();
    stubFetch({ [AVAILABILITY_PATH]: () => (++attempt === 1 ? answer.promise : everyDayFree[AVAILABILITY_PATH]) });
    const { user } = renderDialog();
    const field = screen.getByRole('group', { name: 'Date' });
    expect(field).toHaveTextContent('Loading the days the professional can come…');
    expect(within(field).queryByRole('grid')).not.toBeInTheDocument();

    await act(async () => answer.resolve({ status: 500 }));
    expect(await within(field).findByRole('alert')).toHaveTextContent('The professional’s free days could not be loaded.');
    expect(confirmButton()).toBeDisabled();
    await user.click(within(field).getByRole('button', { name: 'Retry' }));
    await pickDay(user);
    expect(confirmButton()).toBeEnabled();
  });

  it('when the server says the day was taken meanwhile, says so on the field, reads the days again and asks for another', async () => {
    let isTaken = false;
    const { callsTo } = stubFetch({
      [AVAILABILITY_PATH]: () => ({ status: 200, body: { workingDays: [1, 2, 3, 4, 5, 6, 7], unavailableDates: isTaken ? [tomorrow()] : [] } }),
      'POST /api/orders': () => {
        isTaken = true;
        return { status: 409, body: { error: 'The professional is not available on that date', code: 'AVAILABILITY_DAY_UNAVAILABLE' } };
      },
    });
    const { user } = renderDialog();
    await pickDay(user);
    await user.click(confirmButton());

    const field = await dateField();
    expect(await within(field).findByRole('alert')).toHaveTextContent('The professional is not available on that date');
    expect(field).toHaveTextContent('No day chosen yet.');
    expect(confirmButton()).toBeDisabled();
    await vi.waitFor(() => expect(callsTo(AVAILABILITY_PATH)).toHaveLength(2));
    await vi.waitFor(async () => expect(await dayButton(user, tomorrow())).toHaveAttribute('aria-disabled', 'true'));

    await pickDay(user, dayAhead(2));
    expect(within(field).queryByRole('alert')).not.toBeInTheDocument();
    expect(confirmButton()).toBeEnabled();
  });

  it('books, shows the processing and success texts, and goes to the dashboard after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answer = deferred<StubbedAnswer>();
    const { callsTo } = stubFetch({ ...everyDayFree, 'POST /api/orders': () => answer.promise });
    const { user } = renderDialog({ hasFakeTimers: true });
    await pickDay(user);
    await user.click(confirmButton());

    expect(await screen.findByText('Processing your booking...')).toBeInTheDocument();
    expect(callsTo('POST /api/orders')[0]?.body).toEqual({ serviceId: 'service-taps', sellerId: 'seller-joseph', bookingDate: tomorrow() });
    expect(idempotencyKeys()[0]).toMatch(/^[0-9a-f-]{36}$/);

    await act(async () => answer.resolve({ status: 201, body: { message: 'Order placed successfully', order: makeOrder({ price: 1500 }) } }));
    expect(await screen.findByText('Booking confirmed! Redirecting...')).toBeInTheDocument();
    // The fake clock also moves with real time here (a few ms), hence the margin.
    act(() => vi.advanceTimersByTime(1950));
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(50));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows the server’s reason on failure, and Retry sends the same booking under the same key', async () => {
    let attempt = 0;
    stubFetch({
      ...everyDayFree,
      'POST /api/orders': () => (++attempt === 1 ? { status: 409, body: { error: 'You cannot book your own service', code: 'BOOKING_OWN_SERVICE' } } : { status: 500 }),
    });
    const { user } = renderDialog();
    await pickDay(user);
    await user.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot book your own service');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Booking failed. Please try again or contact support.');
    const [first, second] = idempotencyKeys();
    expect(second).toBe(first);
  });
});

describe('BookingDialog with M-Pesa', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const ORDER = makeOrder({ price: 1500 });
  const ORDER_PATH = `/api/orders/${ORDER.id}`;
  const withPayment = (payment: Partial<NonNullable<Order['payment']>>, order: Partial<Order> = {}) =>
    ({ ...ORDER, ...order, payment: makePayment({ amount: 1500, provider: 'mpesa', phone: '2547•••••678', ...payment }) }) satisfies Order;
  const awaiting = withPayment({ status: 'AWAITING_PAYMENT' });
  const held = withPayment({ status: 'HELD', receipt: 'SJK3H4ABCD' });
  const failed = withPayment({ status: 'FAILED', failureReason: 'Not enough money in your M-Pesa account.' });
  const booked = (order: Order) => ({ status: 201, body: { message: 'Order placed successfully', order } });
  const phoneField = () => screen.getByLabelText('M-Pesa number');

  async function book(user: ReturnType<typeof userEvent.setup>, phone?: string) {
    await pickDay(user);
    if (phone !== undefined) {
      await user.clear(phoneField());
      if (phone) await user.type(phoneField(), phone);
    }
    await user.click(confirmButton());
  }

  it('offers a labelled phone field for the M-Pesa number, filled in from the account and sent as 2547...', async () => {
    const { callsTo } = stubFetch({ ...everyDayFree, 'POST /api/orders': booked(held) });
    const { user } = renderDialog({ user: makeUser({ phone: '+254712345678' }) });
    expect(phoneField()).toHaveValue('+254712345678');
    expect(phoneField()).toHaveAttribute('type', 'tel');
    expect(phoneField()).toHaveAttribute('inputmode', 'tel');
    expect(phoneField()).toHaveAttribute('autocomplete', 'tel');
    await book(user);
    expect(await screen.findByText('Booking confirmed! Redirecting...')).toBeInTheDocument();
    expect(callsTo('POST /api/orders')[0]?.body).toEqual({ serviceId: 'service-taps', sellerId: 'seller-joseph', bookingDate: tomorrow(), phone: '254712345678' });
  });

  it('refuses a number M-Pesa cannot prompt, in the shared words, without calling the server', async () => {
    const { callsTo } = stubFetch(everyDayFree);
    const { user } = renderDialog();
    await book(user, '020 123 4567');
    expect(phoneField()).toHaveAccessibleDescription(/Enter a valid M-Pesa number, such as 0712 345 678/);
    expect(phoneField()).toBeInvalid();
    expect(callsTo('POST /api/orders')).toHaveLength(0);
  });

  it('shows the server’s refusal of a missing number under the field, and books once one is given', async () => {
    const { callsTo } = stubFetch({
      ...everyDayFree,
      'POST /api/orders': (call) =>
        (call.body as { phone?: string }).phone ? booked(held) : { status: 400, body: { error: 'Enter the M-Pesa phone number to pay from', code: 'MPESA_PHONE_REQUIRED' } },
    });
    const { user } = renderDialog();
    await book(user);
    await vi.waitFor(() => expect(phoneField()).toHaveAccessibleDescription(/Enter the M-Pesa phone number to pay from/));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(phoneField(), '0712 345 678');
    await user.click(confirmButton());
    expect(await screen.findByText('Booking confirmed! Redirecting...')).toBeInTheDocument();
    const [first, second] = callsTo('POST /api/orders');
    expect(second?.body).toMatchObject({ phone: '254712345678' });
    expect(first).toBeDefined();
  });

  it('asks the buyer to enter their PIN, and confirms the booking as soon as the live event says it is paid', async () => {
    let isPaid = false;
    const { callsTo } = stubFetch({ ...everyDayFree, 'POST /api/orders': booked(awaiting), [`GET ${ORDER_PATH}`]: () => ({ status: 200, body: { order: isPaid ? held : awaiting } }) });
    const { user } = renderDialog();
    await book(user, '0712345678');

    const waiting = await screen.findByRole('status');
    expect(waiting).toHaveTextContent('Check your phone and enter your M-Pesa PIN to pay KSh 1,500.');
    expect(waiting).toHaveTextContent('Waiting for M-Pesa · Sent to 2547•••••678');
    expect(waiting).toHaveFocus();
    expect(callsTo(`GET ${ORDER_PATH}`)).toHaveLength(0);

    isPaid = true;
    act(() => publishLive({ type: 'order', order: { id: 'another-order', status: 'PENDING', paymentStatus: 'HELD' } }));
    act(() => publishLive({ type: 'order', order: { id: ORDER.id, status: 'PENDING', paymentStatus: 'HELD' } }));
    // Sooner than the 3 s poll: the event itself brought it.
    expect(await screen.findByText('Booking confirmed! Redirecting...', {}, { timeout: 1500 })).toBeInTheDocument();
    expect(callsTo(`GET ${ORDER_PATH}`)).toHaveLength(1);
  });

  it('reads the order every 3 seconds while it waits, in case no live event comes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reads = 0;
    const { callsTo } = stubFetch({ ...everyDayFree, 'POST /api/orders': booked(awaiting), [`GET ${ORDER_PATH}`]: () => ({ status: 200, body: { order: ++reads < 2 ? awaiting : held } }) });
    const { user } = renderDialog({ hasFakeTimers: true });
    await book(user, '0712345678');
    expect(await screen.findByText('Check your phone and enter your M-Pesa PIN to pay KSh 1,500.')).toBeInTheDocument();

    await act(async () => vi.advanceTimersByTimeAsync(3000));
    await vi.waitFor(() => expect(callsTo(`GET ${ORDER_PATH}`)).toHaveLength(1));
    expect(screen.getByText('Check your phone and enter your M-Pesa PIN to pay KSh 1,500.')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByText('Booking confirmed! Redirecting...')).toBeInTheDocument();
    expect(callsTo(`GET ${ORDER_PATH}`)).toHaveLength(2);
  });

  it('shows why the payment failed, and Retry asks M-Pesa again with the number in the field until it is paid', async () => {
    let state: Order = failed;
    const { callsTo } = stubFetch({
      ...everyDayFree,
      'POST /api/orders': booked(failed),
      [`POST ${ORDER_PATH}/pay`]: () => {
        state = awaiting;
        return { status: 202, body: { order: awaiting } };
      },
      [`GET ${ORDER_PATH}`]: () => ({ status: 200, body: { order: state } }),
    });
    const { user } = renderDialog();
    await book(user, '0712345678');

    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough money in your M-Pesa account.');
    expect(screen.getByRole('dialog')).toHaveTextContent('ProfessionalJoseph Otieno');
    await user.clear(phoneField());
    await user.type(phoneField(), '0722 000 111');
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Check your phone and enter your M-Pesa PIN to pay KSh 1,500.')).toBeInTheDocument();
    expect(callsTo(`POST ${ORDER_PATH}/pay`)[0]?.body).toEqual({ phone: '0722 000 111' });

    state = held;
    act(() => publishLive({ type: 'order', order: { id: ORDER.id, status: 'PENDING', paymentStatus: 'HELD' } }));
    expect(await screen.findByText('Booking confirmed! Redirecting...')).toBeInTheDocument();
  });

  it('checks the number before Retry, and shows M-Pesa’s refusal of a retry in its own words', async () => {
    const { callsTo } = stubFetch({
      ...everyDayFree,
      'POST /api/orders': booked(failed),
      [`POST ${ORDER_PATH}/pay`]: { status: 409, body: { error: 'This order can no longer be paid', code: 'PAYMENT_NOT_POSSIBLE' } },
      [`GET ${ORDER_PATH}`]: { status: 200, body: { order: failed } },
    });
    const { user } = renderDialog();
    await book(user, '0712345678');
    await screen.findByRole('alert');
    await user.clear(phoneField());
    await user.type(phoneField(), '12345');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(phoneField()).toHaveAccessibleDescription(/Enter a valid M-Pesa number, such as 0712 345 678/);
    expect(callsTo(`POST ${ORDER_PATH}/pay`)).toHaveLength(0);

    await user.clear(phoneField());
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    // An empty field sends no number: the server prompts the one last used.
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This order can no longer be paid'));
    expect(callsTo(`POST ${ORDER_PATH}/pay`)[0]?.body).toEqual({});
  });

  it('cancels a booking whose payment failed', async () => {
    const { callsTo } = stubFetch({
      ...everyDayFree,
      'POST /api/orders': booked(failed),
      [`PUT ${ORDER_PATH}/cancel`]: { status: 200, body: { order: { ...failed, status: 'CANCELLED' } } },
      [`GET ${ORDER_PATH}`]: { status: 200, body: { order: { ...failed, status: 'CANCELLED' } } },
    });
    const { user, onClose } = renderDialog();
    await book(user, '0712345678');
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Order cancelled successfully!');
    expect(callsTo(`PUT ${ORDER_PATH}/cancel`)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('offers a new prompt only a minute after the last one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { callsTo } = stubFetch({
      ...everyDayFree,
      'POST /api/orders': booked(awaiting),
      [`POST ${ORDER_PATH}/pay`]: { status: 202, body: { order: awaiting } },
      [`GET ${ORDER_PATH}`]: { status: 200, body: { order: awaiting } },
    });
    const { user } = renderDialog({ hasFakeTimers: true });
    await book(user, '0712345678');
    const sendAgain = await screen.findByRole('button', { name: 'Send a new prompt' });
    expect(sendAgain).toBeDisabled();
    await act(async () => vi.advanceTimersByTimeAsync(59_000));
    expect(sendAgain).toBeDisabled();
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(sendAgain).toBeEnabled();
    await user.click(sendAgain);
    await vi.waitFor(() => expect(callsTo(`POST ${ORDER_PATH}/pay`)).toHaveLength(1));
    expect(callsTo(`POST ${ORDER_PATH}/pay`)[0]?.body).toEqual({ phone: '0712345678' });
  });
});
