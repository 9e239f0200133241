import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { nairobiToday } from '@fundi/shared';
import { setSession } from '../../lib/session';
import { deferred, stubFetch, type StubbedAnswer } from '../../test/fetch-stub';
import { makeAccessToken, makeUser } from '../../test/fixtures';
import { BookingDialog, type BookingDraft } from './booking-dialog';

const booking: BookingDraft = { serviceId: 'service-taps', sellerId: 'seller-joseph', sellerName: 'Joseph Otieno', serviceTitle: 'Leaking taps & toilet repair', price: 1500 };

function renderDialog({ isSignedIn = true, hasFakeTimers = false } = {}) {
  if (isSignedIn) setSession({ accessToken: makeAccessToken(), refreshToken: 'refresh', user: makeUser() });
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

const dateField = () => screen.getByLabelText('Date');
const confirmButton = () => screen.getByRole('button', { name: 'Confirm Booking' });
const tomorrow = () => nairobiToday(new Date(Date.now() + 24 * 60 * 60 * 1000));

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

  it('offers dates from today in Nairobi and keeps Confirm Booking disabled until one is chosen', async () => {
    stubFetch({});
    const { user } = renderDialog();
    expect(dateField()).toHaveAttribute('min', nairobiToday(new Date()));
    expect(confirmButton()).toBeDisabled();
    await user.type(dateField(), tomorrow());
    expect(confirmButton()).toBeEnabled();
  });

  it('refuses a date in the past without calling the server', async () => {
    const { calls } = stubFetch({});
    const { user } = renderDialog();
    await user.type(dateField(), '2020-01-01');
    await user.click(confirmButton());
    expect(screen.getByText('Invalid or past booking date.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('books, shows the processing and success texts, and goes to the dashboard after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answer = deferred<StubbedAnswer>();
    const { callsTo } = stubFetch({ 'POST /api/orders': () => answer.promise });
    const { user } = renderDialog({ hasFakeTimers: true });
    await user.type(dateField(), tomorrow());
    await user.click(confirmButton());

    expect(await screen.findByText('Processing your booking...')).toBeInTheDocument();
    expect(callsTo('POST /api/orders')[0]?.body).toEqual({ serviceId: 'service-taps', sellerId: 'seller-joseph', bookingDate: tomorrow() });
    expect(idempotencyKeys()[0]).toMatch(/^[0-9a-f-]{36}$/);

    await act(async () => answer.resolve({ status: 201, body: { message: 'Order placed successfully' } }));
    expect(await screen.findByText('Booking confirmed! Redirecting...')).toBeInTheDocument();
    // The fake clock also moves with real time here (a few ms), hence the margin.
    act(() => vi.advanceTimersByTime(1950));
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(50));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows the server’s reason on failure, and Retry sends the same booking under the same key', async () => {
    let attempt = 0;
    stubFetch({ 'POST /api/orders': () => (++attempt === 1 ? { status: 409, body: { error: 'You cannot book your own service' } } : { status: 500 }) });
    const { user } = renderDialog();
    await user.type(dateField(), tomorrow());
    await user.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot book your own service');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Booking failed. Please try again or contact support.');
    const [first, second] = idempotencyKeys();
    expect(second).toBe(first);
  });
});
