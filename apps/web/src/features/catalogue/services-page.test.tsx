import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { categories } from '@fundi/shared';
import { sw } from '../../locales/sw';
import { stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { i18n } from '../../lib/i18n';

// GET /api/categories: plumbing and electrical have professionals, the rest none yet.
const counts = { categories: categories.map(({ id }) => ({ id, professionals: ({ plumbing: 2, electrical: 1 } as Record<string, number>)[id] ?? 0 })) };

const main = () => within(screen.getByRole('main'));
const card = (name: string) => main().getByRole('link', { name });

describe('ServicesPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows every category with its picture and its number of professionals from the API', async () => {
    stubFetch({ 'GET /api/categories': { status: 200, body: counts } });
    renderApp('/services');
    expect(await screen.findByRole('heading', { level: 1, name: 'Service Categories' })).toBeInTheDocument();
    expect(main().getAllByRole('listitem')).toHaveLength(categories.length);
    expect(card('Plumbing')).toHaveAttribute('href', '/services/plumbing');
    expect(await within(card('Plumbing')).findByText('2 professionals')).toBeInTheDocument();
    expect(within(card('Electrical')).getByText('1 professional')).toBeInTheDocument();
    expect(within(card('Moving')).getByText('No professionals yet')).toBeInTheDocument();
    // The first card's picture is a phone's largest paint: asked for at once; the others wait until near the screen.
    const first = card('Plumbing').querySelector('img')!;
    expect(first).toHaveAttribute('srcset', '/images/categories/plumbing-320.webp 320w, /images/categories/plumbing.webp 640w');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    const second = card('Electrical').querySelector('img')!;
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
  });

  it('still lists the categories, without counts, when the API fails', async () => {
    stubFetch({ 'GET /api/categories': { status: 500, body: { error: 'Server error, please try again later' } } });
    renderApp('/services');
    await waitFor(() => expect(card('Plumbing').querySelector('.shimmer')).toBeNull());
    expect(within(card('Plumbing')).queryByText(/professional/)).not.toBeInTheDocument();
    expect(main().getAllByRole('listitem')).toHaveLength(categories.length);
  });

  it('narrows the cards as the person types, and says so with the search in quotes when nothing matches', async () => {
    stubFetch({ 'GET /api/categories': { status: 200, body: counts } });
    const user = userEvent.setup();
    renderApp('/services');
    const search = await screen.findByRole('searchbox', { name: 'Search categories' });

    await user.type(search, 'clean');
    expect(main().getAllByRole('listitem')).toHaveLength(1);
    expect(card('Cleaning')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'Spaceships');
    expect(main().getByRole('status')).toHaveTextContent('No services found for “Spaceships”');
    expect(main().queryAllByRole('listitem')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Show all categories' }));
    expect(main().getAllByRole('listitem')).toHaveLength(categories.length);
  });

  it('finds a category on a Kiswahili page by its Kiswahili or its English words', async () => {
    if (!i18n.hasCatalogue('sw', 'translation')) i18n.addCatalogue('sw', 'translation', sw);
    await i18n.changeLanguage('sw');
    try {
      stubFetch({ 'GET /api/categories': { status: 200, body: counts } });
      const user = userEvent.setup();
      renderApp('/services');
      const search = await screen.findByRole('searchbox', { name: 'Tafuta kategoria' });
      await user.type(search, 'mabomba');
      expect(main().getAllByRole('listitem')).toHaveLength(1);
      expect(main().getByRole('heading', { name: 'Ufundi wa Mabomba' })).toBeInTheDocument();
      await user.clear(search);
      await user.type(search, 'geyser');
      expect(main().getByRole('heading', { name: 'Ufundi wa Mabomba' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
