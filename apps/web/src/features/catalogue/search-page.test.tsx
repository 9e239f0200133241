import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Professional, SearchResponse } from '@fundi/shared';
import { stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { makeProfessional, plumbers } from './test-professionals';

const SEARCH = 'GET /api/search?*';
const results = () => within(screen.getByRole('region', { name: 'Find a fundi' }));
/** The page's code loads lazily: its results region comes first. */
const opened = () => screen.findByRole('region', { name: 'Find a fundi' });
const names = () => results().queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

function answer(professionals: Professional[], overrides: Partial<SearchResponse> = {}) {
  return { status: 200, body: { professionals, total: professionals.length, totalIsMore: false, nextCursor: null, ...overrides } satisfies SearchResponse };
}

const electrician = makeProfessional({ sellerId: 'seller-akinyi', name: 'Akinyi Achieng', category: 'electrical', serviceTitle: 'House wiring', town: 'Kisumu' });

describe('SearchPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('searches with the words and filters of its address, and shows each card with its own category', async () => {
    const { calls } = stubFetch({ [SEARCH]: answer([electrician, plumbers[0]!]) });
    renderApp('/search?q=fundi&town=kisumu&verified=true&sort=price&category=nonsense');
    await opened();
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “fundi”' })).toBeInTheDocument();
    expect(await results().findAllByRole('article')).toHaveLength(2);
    // The town is spelt as the list spells it; what cannot be a filter is dropped.
    expect(calls.map((call) => call.path)).toEqual(['/api/search?q=fundi&town=Kisumu&verified=true&sort=price']);
    expect(results().getByText('Ufundi wa Umeme | House wiring'.replace('Ufundi wa Umeme', 'Electrical'))).toBeInTheDocument();
    expect(results().getByText('Plumbing | 2 services')).toBeInTheDocument();
    expect(results().getByRole('status')).toHaveTextContent('2 professionals');
    expect(screen.getByLabelText('Town')).toHaveValue('Kisumu');
    expect(screen.getByLabelText('Sort by')).toHaveValue('price');
    expect(screen.getByRole('button', { name: 'Verified only' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('changes a filter in the address, remembers the town on this device, and asks again', async () => {
    const { calls } = stubFetch({ [SEARCH]: answer(plumbers) });
    const user = userEvent.setup();
    renderApp('/search?q=plumber');
    await opened();
    await results().findAllByRole('article');
    await user.selectOptions(screen.getByLabelText('Town'), 'Mombasa');
    await user.selectOptions(screen.getByLabelText('Category'), 'plumbing');
    await vi.waitFor(() => expect(calls.at(-1)?.path).toBe('/api/search?q=plumber&town=Mombasa&category=plumbing'));
    expect(window.localStorage.getItem('fundi.town')).toBe('Mombasa');
  });

  it('sends new words with Search and keeps the filters', async () => {
    const { calls } = stubFetch({ [SEARCH]: answer(plumbers) });
    const user = userEvent.setup();
    renderApp('/search?town=Nairobi');
    await opened();
    await results().findAllByRole('article');
    const box = screen.getByRole('searchbox', { name: 'What do you need done?' });
    await user.type(box, 'wiring');
    await user.click(within(box.closest('form')!).getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(calls.at(-1)?.path).toBe('/api/search?q=wiring&town=Nairobi'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “wiring”' })).toBeInTheDocument();
  });

  it('says when nothing matches and clears the filters, keeping the words', async () => {
    const { calls } = stubFetch({ [SEARCH]: answer([]) });
    const user = userEvent.setup();
    renderApp('/search?q=xyzzy&town=Kisumu');
    expect(await screen.findByRole('heading', { name: 'No professionals match “xyzzy”' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await vi.waitFor(() => expect(calls.at(-1)?.path).toBe('/api/search?q=xyzzy'));
  });

  it('shows more than the count it stops at, and the next page on Show more', async () => {
    const { calls } = stubFetch({
      [SEARCH]: (call) =>
        call.path.includes('cursor=')
          ? answer([electrician], { total: 100, totalIsMore: true })
          : answer([plumbers[0]!], { total: 100, totalIsMore: true, nextCursor: 'next' }),
    });
    const user = userEvent.setup();
    renderApp('/search');
    await opened();
    await vi.waitFor(() => expect(results().getByRole('status')).toHaveTextContent('More than 100 professionals'));
    await user.click(results().getByRole('button', { name: 'Show more professionals' }));
    await vi.waitFor(() => expect(names()).toEqual(['Joseph Otieno', 'Akinyi Achieng']));
    expect(calls.at(-1)?.path).toBe('/api/search?cursor=next');
  });

  it('offers Try again when the search fails', async () => {
    stubFetch({ [SEARCH]: { status: 500, body: { error: 'Internal server error', code: 'INTERNAL_ERROR' } } });
    renderApp('/search?q=plumber');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the search results.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
