import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import type { Professional } from '@fundi/shared';
import { makeProfessional, plumbers, professionalsPage } from '../features/catalogue/test-professionals';
import { stubFetch, type StubbedCall } from '../test/fetch-stub';
import { firstPaint } from '../test/lazy-pages';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

const LIST = 'GET /api/categories/plumbing/professionals?*';
const verifiedWanjiku = makeProfessional({ offeringId: 'offering-9', sellerId: 'seller-wanjiku', name: 'Wanjiku Kamau', verified: true, town: 'Nairobi' });
const everyone = [verifiedWanjiku, ...plumbers];

/** Answers as the server does: `verified=true` keeps only the verified professionals. */
function answerLike(server: Professional[]) {
  return (call: StubbedCall) => {
    const isVerifiedOnly = new URL(call.path, 'http://fundi.test').searchParams.get('verified') === 'true';
    return { status: 200, body: professionalsPage(server.filter((professional) => !isVerifiedOnly || professional.verified)) };
  };
}

/** The whole app at `path`, with the address shown in a probe so the filter's place in it can be read. */
async function renderAt(path: string) {
  function Address() {
    const { pathname, search } = useLocation();
    return <output aria-label="address">{`${pathname}${search}`}</output>;
  }
  render(
    <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Address />
      </MemoryRouter>
    </AppProviders>,
  );
  await screen.findByRole('region', { name: 'Professionals' }, firstPaint);
}

const professionals = () => within(screen.getByRole('region', { name: 'Professionals' }));
const names = () => professionals().queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const address = () => screen.getByRole('status', { name: 'address' }).textContent;

describe('verified professionals on a category page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts the Verified badge on the cards of verified professionals only', async () => {
    stubFetch({ [LIST]: answerLike(everyone) });
    await renderAt('/services/plumbing');
    const wanjiku = await professionals().findByRole('article', { name: 'Wanjiku Kamau' }, firstPaint);
    expect(within(wanjiku).getByText('Verified')).toBeInTheDocument();
    expect(within(wanjiku).getByTitle('Identity checked by Fundi')).toBeInTheDocument();
    expect(within(professionals().getByRole('article', { name: 'Kazungu Baya' })).queryByText('Verified')).not.toBeInTheDocument();
  });

  it('shows verified professionals only while the filter is on, keeping it in the address', async () => {
    const { calls } = stubFetch({ [LIST]: answerLike(everyone) });
    const user = userEvent.setup();
    await renderAt('/services/plumbing');
    await professionals().findAllByRole('article', {}, firstPaint);
    const filter = professionals().getByRole('button', { name: 'Verified only' });
    expect(filter).toHaveAttribute('aria-pressed', 'false');

    await user.click(filter);
    await vi.waitFor(() => expect(names()).toEqual(['Wanjiku Kamau']));
    expect(filter).toHaveAttribute('aria-pressed', 'true');
    expect(address()).toBe('/services/plumbing?verified=true');
    expect(calls.at(-1)?.path).toBe('/api/categories/plumbing/professionals?verified=true');
    expect(professionals().getByText('1 professional')).toBeInTheDocument();

    await user.click(filter);
    await vi.waitFor(() => expect(names()).toHaveLength(3));
    expect(address()).toBe('/services/plumbing');
  });

  it('opens with the filter on from the address, and says so when nobody is verified yet', async () => {
    const { calls } = stubFetch({ [LIST]: answerLike(plumbers) });
    const user = userEvent.setup();
    await renderAt('/services/plumbing?verified=true');
    expect(await professionals().findByRole('heading', { name: 'No verified professionals found' }, firstPaint)).toBeInTheDocument();
    expect(professionals().getByRole('button', { name: 'Verified only' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls[0]?.path).toBe('/api/categories/plumbing/professionals?verified=true');

    await user.click(professionals().getByRole('button', { name: 'Show all professionals' }));
    await vi.waitFor(() => expect(names()).toEqual(['Joseph Otieno', 'Kazungu Baya']));
    expect(address()).toBe('/services/plumbing');
  });

  it('shows the badge in the booking dialog of a verified professional', async () => {
    stubFetch({ [LIST]: answerLike(everyone) });
    const user = userEvent.setup();
    await renderAt('/services/plumbing');
    await professionals().findAllByRole('article', {}, firstPaint);
    await user.click(screen.getByRole('button', { name: 'Book Wanjiku Kamau for Leaking taps & toilet repair' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm Booking' }, firstPaint));
    expect(dialog.getByText('Wanjiku Kamau')).toBeInTheDocument();
    expect(dialog.getByText('Verified')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Book Kazungu Baya for Blocked drain unblocking' }));
    expect(within(await screen.findByRole('dialog', { name: 'Confirm Booking' })).queryByText('Verified')).not.toBeInTheDocument();
  });
});
