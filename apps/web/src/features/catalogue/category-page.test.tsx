import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { demoServices } from './test-services';

const plumbingServices = demoServices.filter((service) => service.category === 'plumbing');
const servicesAnswer = { status: 200, body: { services: plumbingServices } };
const professionals = () => within(screen.getByRole('region', { name: 'Professionals' }));
const cards = () => professionals().queryAllByRole('article');

describe('CategoryPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the category, its four sample services and a card per offering with its count', async () => {
    stubFetch({ 'GET /api/services?category=plumbing': servicesAnswer });
    renderApp('/services/plumbing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plumbing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/services');
    const samples = within(screen.getByRole('region', { name: 'Popular Services' })).getAllByRole('listitem');
    expect(samples).toHaveLength(4);
    expect(samples[0]).toHaveTextContent('Leak and tap repairFrom KSh 1,500');

    expect(await professionals().findAllByRole('article')).toHaveLength(3);
    expect(professionals().getByRole('status')).toHaveTextContent('3 professionals');
  });

  it('shows each professional as SPEC lists: name, category | service, bio, stars, reviews, price, years, location, Chat and Book', async () => {
    stubFetch({ 'GET /api/services?category=plumbing': servicesAnswer });
    renderApp('/services/plumbing');
    const [joseph] = await professionals().findAllByRole('article', { name: 'Joseph Otieno' });
    const card = within(joseph!);
    expect(card.getByText('Plumbing | Leaking taps & toilet repair')).toBeInTheDocument();
    expect(card.getByText('Plumber for 10 years in South B and Industrial Area.')).toBeInTheDocument();
    const stars = card.getByRole('img', { name: 'Rated 4.5 out of 5' });
    expect(stars.querySelectorAll('[data-star="full"]')).toHaveLength(4);
    expect(stars.querySelectorAll('[data-star="half"]')).toHaveLength(1);
    expect(card.getByText('(12 reviews)')).toBeInTheDocument();
    expect(card.getByText('From')).toBeInTheDocument();
    expect(card.getByText('KSh 1,500')).toBeInTheDocument();
    expect(card.getByText('10 years of experience')).toBeInTheDocument();
    expect(card.getByText('South B, Nairobi')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Chat with Joseph Otieno' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Book Joseph Otieno for Leaking taps & toilet repair' })).toBeInTheDocument();

    const kazunguCard = professionals().getByRole('article', { name: 'Kazungu Baya' });
    const kazungu = within(kazunguCard);
    expect(kazungu.getByText('No reviews yet')).toBeInTheDocument();
    expect(kazungu.getByText('Drains and sinks unblocked with proper equipment.')).toBeInTheDocument();
    expect(kazungu.getByText('KSh 1,800')).toBeInTheDocument();
    expect(kazungu.getByText('1 year of experience')).toBeInTheDocument();
    expect(kazunguCard.querySelector('img')).toHaveAttribute('src', '/uploads/kazungu.webp');
  });

  it('narrows the professionals by name or service title, and says when nobody matches', async () => {
    stubFetch({ 'GET /api/services?category=plumbing': servicesAnswer });
    const user = userEvent.setup();
    renderApp('/services/plumbing');
    await professionals().findAllByRole('article');
    const search = screen.getByRole('searchbox', { name: 'Search professionals' });

    await user.type(search, 'kazungu');
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual(['Kazungu Baya']);
    await user.clear(search);
    await user.type(search, 'TOILET');
    expect(cards()).toHaveLength(1);
    expect(professionals().getByRole('status')).toHaveTextContent('1 professional');

    await user.clear(search);
    await user.type(search, 'roofing');
    expect(cards()).toHaveLength(0);
    expect(professionals().getByRole('heading', { name: 'No professionals found for “roofing”' })).toBeInTheDocument();
  });

  it('filters by town in one tap', async () => {
    stubFetch({ 'GET /api/services?category=plumbing': servicesAnswer });
    const user = userEvent.setup();
    renderApp('/services/plumbing');
    await professionals().findAllByRole('article');
    await user.click(professionals().getByRole('button', { name: 'Mombasa' }));
    expect(professionals().getByRole('button', { name: 'Mombasa' })).toHaveAttribute('aria-pressed', 'true');
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual(['Kazungu Baya']);
  });

  it('says “Failed to load services.” when the API fails, and tries again on request', async () => {
    let isDown = true;
    stubFetch({ 'GET /api/services?category=plumbing': () => (isDown ? { status: 500, body: { error: 'Server error, please try again later' } } : servicesAnswer) });
    const user = userEvent.setup();
    renderApp('/services/plumbing');
    expect(await professionals().findByRole('alert')).toHaveTextContent('Failed to load services.');
    isDown = false;
    await user.click(professionals().getByRole('button', { name: 'Try again' }));
    expect(await professionals().findAllByRole('article')).toHaveLength(3);
  });

  it('shows a clear not-found state for an unknown category, with the way back to all categories', async () => {
    renderApp('/services/spaceships');
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeInTheDocument();
    expect(screen.getByText('We could not find the category “spaceships”. It may have moved or never existed.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'See all categories' })).toHaveAttribute('href', '/services');
  });

  it('opens the booking dialog for the chosen professional and service', async () => {
    stubFetch({ 'GET /api/services?category=plumbing': servicesAnswer });
    const user = userEvent.setup();
    renderApp('/services/plumbing');
    await professionals().findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Book Kazungu Baya for Blocked drain unblocking' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm Booking' }));
    expect(dialog.getByText('Kazungu Baya')).toBeInTheDocument();
    expect(dialog.getByText('Blocked drain unblocking')).toBeInTheDocument();
    expect(dialog.getByText('From KSh 1,800')).toBeInTheDocument();
  });
});
