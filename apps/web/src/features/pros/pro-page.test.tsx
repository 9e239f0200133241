import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProResponse, ProReview } from '@fundi/shared';
import { deferred, stubFetch, type StubbedCall } from '../../test/fetch-stub';
import { makeUser } from '../../test/fixtures';
import { firstPaint } from '../../test/lazy-pages';
import { renderApp } from '../../test/render-app';

const PAGE = 'GET /api/pros/seller-joseph?*';

function review(number: number, overrides: Partial<ProReview> = {}): ProReview {
  return {
    id: `review-${number}`,
    rating: 5,
    comment: `Review number ${number}`,
    reviewer: 'Wanjiku K.',
    serviceTitle: 'Leaking taps & toilet repair',
    createdAt: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}

/** An answer of GET /api/pros/{id}: Joseph, two services, two reviews, no photos unless given. */
function proPage(overrides: Partial<Omit<ProResponse, 'professional'>> & { professional?: Partial<ProResponse['professional']> } = {}): ProResponse {
  const { professional, ...rest } = overrides;
  return {
    professional: {
      id: 'seller-joseph',
      name: 'Joseph Otieno',
      profilePhoto: '/uploads/joseph.webp',
      bio: 'Plumber for 10 years in South B and Industrial Area.',
      location: 'South B, Nairobi',
      town: 'Nairobi',
      townsServed: [],
      verified: true,
      rating: 4.5,
      reviewsCount: 12,
      ratingCounts: [0, 1, 0, 3, 8],
      experience: 10,
      memberSince: '2024-03-03T08:00:00.000Z',
      ...professional,
    },
    services: [
      { offeringId: 'offering-1', serviceId: 'service-taps', title: 'Leaking taps & toilet repair', category: 'plumbing', description: 'Taps fixed the same day.', price: 1500, experience: 10 },
      { offeringId: 'offering-2', serviceId: 'service-drains', title: 'Blocked drain unblocking', category: 'plumbing', description: 'Specializing in Blocked drain unblocking', price: 2000, experience: 4 },
    ],
    reviews: [review(1, { comment: 'Came on time and fixed the leak.' }), review(2, { reviewer: 'Baraka', rating: 4, comment: null, serviceTitle: 'Blocked drain unblocking' })],
    nextCursor: null,
    gallery: [],
    ...rest,
  };
}

const answer = (body: ProResponse) => () => ({ status: 200, body });
const region = (name: string) => within(screen.getByRole('region', { name }));

describe('a professional’s page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows who they are: photo, name, Verified, rating, bio, location, experience and since when, titled with their name', async () => {
    const { calls } = stubFetch({ [PAGE]: answer(proPage()) });
    renderApp('/pros/seller-joseph');
    expect(await screen.findByRole('heading', { level: 1, name: 'Joseph Otieno' }, firstPaint)).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/pros/seller-joseph?limit=10']);
    expect(document.title).toBe('Joseph Otieno · Fundi');
    const main = within(screen.getByRole('main'));
    expect(main.getByText('Verified')).toBeInTheDocument();
    expect(main.getAllByRole('img', { name: 'Rated 4.5 out of 5' })[0]).toBeInTheDocument();
    expect(main.getAllByText('12 reviews')[0]).toBeInTheDocument();
    expect(main.getByText('Plumber for 10 years in South B and Industrial Area.')).toBeInTheDocument();
    expect(main.getByText('South B, Nairobi')).toBeInTheDocument();
    // Their most, in the header, and the years of the service that has them.
    expect(main.getAllByText('10 years of experience')).toHaveLength(2);
    expect(main.getByText('On Fundi since 3 Mar 2024')).toBeInTheDocument();
    expect(document.querySelector('img[src="/uploads/joseph.webp"]')).not.toBeNull();
  });

  it('lists every service, cheapest first as the server sends them, each with its price and a Book button', async () => {
    stubFetch({ [PAGE]: answer(proPage()) });
    renderApp('/pros/seller-joseph');
    const services = within(await screen.findByRole('region', { name: 'Services' }, firstPaint));
    const cards = services.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Leaking taps & toilet repair', 'Blocked drain unblocking']);
    const taps = within(cards[0]!);
    expect(taps.getByText('Plumbing')).toBeInTheDocument();
    expect(taps.getByText('Taps fixed the same day.')).toBeInTheDocument();
    expect(taps.getByText('From KSh 1,500')).toBeInTheDocument();
    expect(taps.getByText('10 years of experience')).toBeInTheDocument();
    expect(services.getByRole('button', { name: 'Book Joseph Otieno for Blocked drain unblocking' })).toBeInTheDocument();
  });

  it('books a service in the booking dialog and chats in the chat dialog', async () => {
    stubFetch({ [PAGE]: answer(proPage()) });
    const user = userEvent.setup();
    renderApp('/pros/seller-joseph');
    await user.click(await screen.findByRole('button', { name: 'Book Joseph Otieno for Blocked drain unblocking' }, firstPaint));
    const booking = within(await screen.findByRole('dialog', { name: 'Confirm Booking' }, firstPaint));
    expect(booking.getByText('Blocked drain unblocking')).toBeInTheDocument();
    expect(booking.getByText('From KSh 2,000')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Chat with Joseph Otieno' }));
    expect(await screen.findByRole('dialog', { name: 'Chat with Joseph Otieno' }, firstPaint)).toBeInTheDocument();
  });

  it('sums up the rating with a bar per number of stars, and lists the reviews newest first', async () => {
    stubFetch({ [PAGE]: answer(proPage()) });
    renderApp('/pros/seller-joseph');
    const reviews = within(await screen.findByRole('region', { name: 'Reviews' }, firstPaint));
    expect(reviews.getByText('4.5')).toBeInTheDocument();
    const bars = within(reviews.getByRole('list', { name: 'Reviews by stars' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual(['5 stars8', '4 stars3', '3 stars0', '2 stars1', '1 star0']);
    const [first, second] = reviews.getAllByRole('listitem').filter((item) => item.textContent?.includes('For '));
    expect(first).toHaveTextContent('Wanjiku K.2 Mar 2026For Leaking taps & toilet repairCame on time and fixed the leak.');
    expect(within(first!).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Baraka2 Mar 2026For Blocked drain unblocking');
    expect(reviews.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  });

  it('shows more reviews a page at a time, from where the last page ended', async () => {
    const pages: Record<string, ProResponse> = {
      '': proPage({ reviews: [review(1), review(2)], nextCursor: 'cursor-2' }),
      'cursor-2': proPage({ reviews: [review(3), review(4)], nextCursor: null }),
    };
    const { calls } = stubFetch({
      [PAGE]: (call: StubbedCall) => ({ status: 200, body: pages[new URL(call.path, 'http://fundi.test').searchParams.get('cursor') ?? '']! }),
    });
    const user = userEvent.setup();
    renderApp('/pros/seller-joseph');
    const reviews = within(await screen.findByRole('region', { name: 'Reviews' }, firstPaint));
    const comments = () => reviews.queryAllByText(/^Review number/).map((comment) => comment.textContent);
    expect(comments()).toEqual(['Review number 1', 'Review number 2']);

    await user.click(reviews.getByRole('button', { name: 'Show more reviews' }));
    await vi.waitFor(() => expect(comments()).toEqual(['Review number 1', 'Review number 2', 'Review number 3', 'Review number 4']));
    expect(calls.at(-1)?.path).toBe('/api/pros/seller-joseph?cursor=cursor-2&limit=10');
    expect(reviews.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  });

  it('says there are no reviews yet, and shows no gallery without photos', async () => {
    stubFetch({ [PAGE]: answer(proPage({ professional: { rating: 0, reviewsCount: 0, ratingCounts: [0, 0, 0, 0, 0] }, reviews: [] })) });
    renderApp('/pros/seller-joseph');
    const reviews = within(await screen.findByRole('region', { name: 'Reviews' }, firstPaint));
    expect(reviews.getByRole('heading', { level: 3, name: 'No reviews yet' })).toBeInTheDocument();
    expect(reviews.queryByRole('list', { name: 'Reviews by stars' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Past work' })).not.toBeInTheDocument();
  });

  it('shows the photos of past work as a grid of sized, lazy images, each opened larger in a dialog', async () => {
    const gallery = [
      { id: 'photo-1', url: '/uploads/photo-1.webp' },
      { id: 'photo-2', url: '/uploads/photo-2.webp' },
    ];
    stubFetch({ [PAGE]: answer(proPage({ gallery })) });
    const user = userEvent.setup();
    renderApp('/pros/seller-joseph');
    const pastWork = within(await screen.findByRole('region', { name: 'Past work' }, firstPaint));
    const thumbnails = pastWork.getAllByRole('button');
    expect(thumbnails.map((button) => button.getAttribute('aria-label'))).toEqual(['Open photo 1 of 2', 'Open photo 2 of 2']);
    const image = thumbnails[0]!.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/uploads/photo-1.webp');
    // Sized before it arrives (no layout shift), fetched only near the screen.
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('loading', 'lazy');

    await user.click(thumbnails[0]!);
    const viewer = within(screen.getByRole('dialog', { name: 'Photo 1 of 2' }));
    expect(viewer.getByRole('img', { name: 'Past work by Joseph Otieno, photo 1 of 2' })).toHaveAttribute('src', '/uploads/photo-1.webp');
    await user.click(viewer.getByRole('button', { name: 'Next photo' }));
    expect(within(screen.getByRole('dialog', { name: 'Photo 2 of 2' })).getByRole('img')).toHaveAttribute('src', '/uploads/photo-2.webp');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnails[0]).toHaveFocus();
  });

  it('shows a skeleton while the page loads', async () => {
    const held = deferred<{ status: number; body: ProResponse }>();
    stubFetch({ [PAGE]: () => held.promise });
    renderApp('/pros/seller-joseph');
    expect(await screen.findByRole('status', { name: 'Loading the professional’s page…' }, firstPaint)).toHaveAttribute('aria-busy', 'true');
    held.resolve({ status: 200, body: proPage() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Joseph Otieno' })).toBeInTheDocument();
  });

  it.each([
    ['an unknown id', 404],
    ['an address that holds no id at all', 400],
  ])('says so when nobody by that id is on Fundi: %s', async (_case, status) => {
    stubFetch({ 'GET /api/pros/nobody?*': { status, body: { error: 'Seller not found', code: 'SELLER_NOT_FOUND' } } });
    renderApp('/pros/nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Professional not found' }, firstPaint)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Browse services' })).toHaveAttribute('href', '/services');
    expect(document.title).toBe('Professional not found · Fundi');
  });

  it('offers to try again when the page fails to load', async () => {
    let fails = true;
    stubFetch({ [PAGE]: () => (fails ? { status: 500, body: { error: 'Server error, please try again later', code: 'SERVER_ERROR' } } : { status: 200, body: proPage() }) });
    const user = userEvent.setup();
    renderApp('/pros/seller-joseph');
    expect(await screen.findByText('Failed to load this page.', {}, firstPaint)).toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Joseph Otieno' })).toBeInTheDocument();
  });

  it('shows a seller their own page as buyers see it, without Book or Chat', async () => {
    stubFetch({ [PAGE]: answer(proPage()) });
    renderApp('/pros/seller-joseph', { user: makeUser({ id: 'seller-joseph', name: 'Joseph Otieno', role: 'both', isSeller: true }) });
    expect(await screen.findByText('This is your page as buyers see it.', {}, firstPaint)).toBeInTheDocument();
    expect(region('Services').queryByRole('button', { name: /^Book / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chat with Joseph Otieno' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/profile');
  });
});
