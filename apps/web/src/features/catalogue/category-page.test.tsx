import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Professional } from '@fundi/shared';
import { sw } from '../../locales/sw';
import { stubFetch, type StubbedCall } from '../../test/fetch-stub';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { plumbers, professionalsPage } from './test-professionals';
import { i18n } from '../../lib/i18n';

const LIST = 'GET /api/categories/plumbing/professionals?*';
const professionals = () => within(screen.getByRole('region', { name: 'Professionals' }));
const cards = () => professionals().queryAllByRole('article');
const names = () => cards().map((card) => within(card).getByRole('heading').textContent);

/**
 * Answers as the server does: `q` in the name or a service title (any case; a title match
 * lists only the matching services), `town` exactly.
 */
function answerLike(server: Professional[]) {
  return (call: StubbedCall) => {
    const query = new URL(call.path, 'http://fundi.test').searchParams;
    const search = (query.get('q') ?? '').toLowerCase();
    const town = query.get('town');
    const matches = server
      .filter((professional) => !town || professional.town === town)
      .map((professional) =>
        !search || professional.name.toLowerCase().includes(search)
          ? professional
          : { ...professional, services: professional.services.filter((service) => service.title.toLowerCase().includes(search)) },
      )
      .filter((professional) => professional.services.length > 0);
    return { status: 200, body: professionalsPage(matches) };
  };
}

describe('CategoryPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the category, its four sample services, and the best-rated professionals with their count', async () => {
    const { calls } = stubFetch({ [LIST]: answerLike(plumbers) });
    renderApp('/services/plumbing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plumbing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/services');
    const samples = within(screen.getByRole('region', { name: 'Popular Services' })).getAllByRole('listitem');
    expect(samples).toHaveLength(4);
    expect(samples[0]).toHaveTextContent('Leak and tap repairFrom KSh 1,500');

    expect(await professionals().findAllByRole('article')).toHaveLength(2);
    expect(professionals().getByRole('status')).toHaveTextContent('2 professionals');
    expect(calls.map((call) => call.path)).toEqual(['/api/categories/plumbing/professionals']);
    expect(professionals().queryByRole('button', { name: 'Show more professionals' })).not.toBeInTheDocument();
  });

  it('names the category, describes it and lists its samples in Kiswahili on a Kiswahili page', async () => {
    if (!i18n.hasCatalogue('sw', 'translation')) i18n.addCatalogue('sw', 'translation', sw);
    await i18n.changeLanguage('sw');
    try {
      stubFetch({ [LIST]: answerLike(plumbers) });
      renderApp('/services/plumbing');
      expect(await screen.findByRole('heading', { level: 1, name: 'Ufundi wa Mabomba' })).toBeInTheDocument();
      expect(screen.getByText(/^Mafundi bomba wa kurekebisha mabomba yanayovuja/)).toBeInTheDocument();
      const samples = within(screen.getByRole('region', { name: 'Huduma Maarufu' })).getAllByRole('listitem');
      expect(samples[0]).toHaveTextContent('Kurekebisha bomba linalovujaKuanzia KSh 1,500');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows each professional as the spec lists: name, category | service, bio, stars, reviews, price, years, location, Chat and Book', async () => {
    stubFetch({ [LIST]: answerLike(plumbers) });
    renderApp('/services/plumbing');
    const [joseph] = await professionals().findAllByRole('article', { name: 'Joseph Otieno' });
    const card = within(joseph!);
    // Two services in the category: one card naming both, each with its price and its Book.
    expect(card.getByText('Plumbing | 2 services')).toBeInTheDocument();
    const services = within(card.getByRole('list', { name: 'Services of Joseph Otieno' })).getAllByRole('listitem');
    expect(services.map((service) => service.textContent)).toEqual([
      'Leaking taps & toilet repairFrom KSh 1,500Book',
      'Blocked drain unblockingFrom KSh 2,000Book',
    ]);
    expect(card.getByRole('button', { name: 'Book Joseph Otieno for Blocked drain unblocking' })).toBeInTheDocument();
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
    expect(kazungu.getByText('Plumbing | Blocked drain unblocking')).toBeInTheDocument();
    expect(kazungu.queryByRole('list', { name: 'Services of Kazungu Baya' })).not.toBeInTheDocument();
    expect(kazungu.getByRole('button', { name: 'Book Kazungu Baya for Blocked drain unblocking' })).toBeInTheDocument();
    expect(kazungu.getByText('No reviews yet')).toBeInTheDocument();
    expect(kazungu.getByText('Drains and sinks unblocked with proper equipment.')).toBeInTheDocument();
    expect(kazungu.getByText('KSh 1,800')).toBeInTheDocument();
    expect(kazungu.getByText('1 year of experience')).toBeInTheDocument();
    expect(kazunguCard.querySelector('img')).toHaveAttribute('src', '/uploads/kazungu.webp');
  });

  it('leads from a card’s name and photo to the professional’s page, keeping its buttons', async () => {
    stubFetch({ [LIST]: answerLike(plumbers) });
    renderApp('/services/plumbing');
    const article = await professionals().findByRole('article', { name: 'Kazungu Baya' });
    const card = within(article);
    // One stop for the keyboard: the name; the photo is the same link for a finger or a mouse.
    expect(card.getByRole('link', { name: 'Kazungu Baya' })).toHaveAttribute('href', '/pros/seller-kazungu');
    expect(article.querySelector('a[aria-hidden="true"][tabindex="-1"]')).toHaveAttribute('href', '/pros/seller-kazungu');
    expect(card.getByRole('button', { name: 'Chat with Kazungu Baya' })).toBeInTheDocument();
  });

  it('asks the server to search by name or service title once the typing pauses, and says when nobody matches', async () => {
    const { calls } = stubFetch({ [LIST]: answerLike(plumbers) });
    const user = userEvent.setup();
    renderApp('/services/plumbing');
    await professionals().findAllByRole('article');
    const search = screen.getByRole('searchbox', { name: 'Search professionals' });

    await user.type(search, 'kazungu');
    await vi.waitFor(() => expect(names()).toEqual(['Kazungu Baya']));
    // One request for the whole word, not one per key.
    expect(calls.map((call) => call.path)).toEqual(['/api/categories/plumbing/professionals', '/api/categories/plumbing/professionals?q=kazungu']);

    await user.clear(search);
    await user.type(search, ' TOILET ');
    await vi.waitFor(() => expect(names()).toEqual(['Joseph Otieno']));
    expect(professionals().getByRole('status')).toHaveTextContent('1 professional');
    // Only the matching service of his two: a card of one service again.
    expect(professionals().getByText('Plumbing | Leaking taps & toilet repair')).toBeInTheDocument();
    expect(calls.at(-1)!.path).toBe('/api/categories/plumbing/professionals?q=TOILET');

    await user.clear(search);
    await user.type(search, 'roofing');
    expect(await professionals().findByRole('heading', { name: 'No professionals found for “roofing”' })).toBeInTheDocument();
    await user.click(professionals().getByRole('button', { name: 'Clear search' }));
    await vi.waitFor(() => expect(cards()).toHaveLength(2));
    expect(search).toHaveValue('');
  });

  it('filters by town in one tap, with the towns the server lists', async () => {
    stubFetch({ [LIST]: answerLike(plumbers) });
    const user = userEvent.setup();
    renderApp('/services/plumbing');
    await professionals().findAllByRole('article');
    const towns = within(professionals().getByRole('group', { name: 'Filter by town' }));
    expect(towns.getAllByRole('button').map((button) => button.textContent)).toEqual(['All towns', 'Nairobi', 'Mombasa']);
    await user.click(towns.getByRole('button', { name: 'Mombasa' }));
    expect(towns.getByRole('button', { name: 'Mombasa' })).toHaveAttribute('aria-pressed', 'true');
    await vi.waitFor(() => expect(names()).toEqual(['Kazungu Baya']));
  });

  it('shows more professionals a page at a time, each person once', async () => {
    const { calls } = stubFetch({
      [LIST]: (call) =>
        call.path.includes('cursor=page-2')
          ? { status: 200, body: professionalsPage([plumbers[1]!, { ...plumbers[0]!, rating: 4 }], { total: 2 }) }
          : { status: 200, body: professionalsPage(plumbers.slice(0, 1), { total: 2, nextCursor: 'page-2' }) },
    });
    const user = userEvent.setup();
    renderApp('/services/plumbing');
    expect(await professionals().findAllByRole('article')).toHaveLength(1);
    expect(professionals().getByText('Showing 1 of 2')).toBeInTheDocument();
    await user.click(professionals().getByRole('button', { name: 'Show more professionals' }));
    await vi.waitFor(() => expect(names()).toEqual(['Joseph Otieno', 'Kazungu Baya']));
    expect(calls.at(-1)!.path).toBe('/api/categories/plumbing/professionals?cursor=page-2');
    expect(professionals().queryByRole('button', { name: 'Show more professionals' })).not.toBeInTheDocument();
    expect(professionals().getByRole('status')).toHaveTextContent('2 professionals');
  });

  it('says “Failed to load services.” when the API fails, and tries again on request', async () => {
    let isDown = true;
    stubFetch({ [LIST]: (call) => (isDown ? { status: 500, body: { error: 'Server error, please try again later' } } : answerLike(plumbers)(call)) });
    const user = userEvent.setup();
    renderApp('/services/plumbing');
    expect(await professionals().findByRole('alert')).toHaveTextContent('Failed to load services.');
    isDown = false;
    await user.click(professionals().getByRole('button', { name: 'Try again' }));
    expect(await professionals().findAllByRole('article')).toHaveLength(2);
  });

  it('says when the category has nobody yet', async () => {
    stubFetch({ [LIST]: answerLike([]) });
    renderApp('/services/plumbing');
    expect(await professionals().findByRole('heading', { name: 'No professionals in this category yet' })).toBeInTheDocument();
  });

  it('shows a clear not-found state for an unknown category, with the way back to all categories', async () => {
    renderApp('/services/spaceships');
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeInTheDocument();
    expect(screen.getByText('We could not find the category “spaceships”. It may have moved or never existed.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'See all categories' })).toHaveAttribute('href', '/services');
  });

  it('opens the booking dialog for the chosen professional and service', async () => {
    stubFetch({ [LIST]: answerLike(plumbers) });
    const user = userEvent.setup();
    renderApp('/services/plumbing');
    await professionals().findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Book Kazungu Baya for Blocked drain unblocking' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm Booking' }));
    expect(dialog.getByText('Kazungu Baya')).toBeInTheDocument();
    expect(dialog.getByText('Blocked drain unblocking')).toBeInTheDocument();
    expect(dialog.getByText('From KSh 1,800')).toBeInTheDocument();
  });
  it("opens the booking dialog for the service chosen on a card of several", async () => {
    stubFetch({ [LIST]: answerLike(plumbers) });
    const user = userEvent.setup();
    renderApp('/services/plumbing');
    await professionals().findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Book Joseph Otieno for Blocked drain unblocking' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm Booking' }));
    expect(dialog.getByText('Blocked drain unblocking')).toBeInTheDocument();
    expect(dialog.getByText('From KSh 2,000')).toBeInTheDocument();
  });

  it('shows a seller their own card as theirs: no Book or Chat, an Edit link, and a view as others see it', async () => {
    stubFetch({ [LIST]: answerLike(plumbers) });
    const user = userEvent.setup();
    renderApp('/services/plumbing', { user: makeUser({ id: 'seller-joseph', name: 'Joseph Otieno', role: 'both', isSeller: true }) });
    const own = within(await professionals().findByRole('article', { name: 'Joseph Otieno' }));
    expect(own.getByText('This is your listing')).toBeInTheDocument();
    expect(own.queryByRole('button', { name: /^Book / })).not.toBeInTheDocument();
    expect(own.queryByRole('button', { name: 'Chat with Joseph Otieno' })).not.toBeInTheDocument();
    expect(own.getByRole('link', { name: 'Edit your services' })).toHaveAttribute('href', '/dashboard/services');

    const preview = own.getByRole('button', { name: 'View as others see it' });
    await user.click(preview);
    expect(preview).toHaveAttribute('aria-pressed', 'true');
    expect(own.getByText('How others see your listing')).toBeInTheDocument();
    // As others see it, but nothing to press: nobody books or messages themself.
    expect(own.getByRole('button', { name: 'Book Joseph Otieno for Leaking taps & toilet repair' })).toBeDisabled();
    expect(own.getByRole('button', { name: 'Chat with Joseph Otieno' })).toBeDisabled();

    const other = within(professionals().getByRole('article', { name: 'Kazungu Baya' }));
    expect(other.getByRole('button', { name: 'Book Kazungu Baya for Blocked drain unblocking' })).toBeEnabled();
    expect(other.queryByText('This is your listing')).not.toBeInTheDocument();
  });

  it('names the people of each category in a sentence with its own words: IT stays in capitals', async () => {
    stubFetch({ 'GET /api/categories/it/professionals?*': answerLike([]) });
    renderApp('/services/it');
    expect(await screen.findByText('Trusted IT professionals across Kenya.')).toBeInTheDocument();
  });
});
