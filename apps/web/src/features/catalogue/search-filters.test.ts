import { describe, expect, it } from 'vitest';
import { addressOf, filtersFromAddress, hasFilters, shownSort } from './search-filters';

describe('search filters in the address', () => {
  it('reads every filter, spelt as the lists spell them', () => {
    const filters = filtersFromAddress(new URLSearchParams('q=%20plumber%20&town=KISUMU&category=Plumbing&minPrice=500&maxPrice=3000&verified=true&sort=PRICE'));
    expect(filters).toEqual({ q: 'plumber', town: 'Kisumu', category: 'plumbing', minPrice: 500, maxPrice: 3000, isVerifiedOnly: true, sort: 'price' });
    expect(addressOf(filters).toString()).toBe('q=plumber&town=Kisumu&category=plumbing&minPrice=500&maxPrice=3000&verified=true&sort=price');
  });

  it('drops what cannot be a filter, and puts crossed prices the right way round', () => {
    const filters = filtersFromAddress(new URLSearchParams('town=Atlantis&category=roofing&minPrice=abc&maxPrice=-5&sort=cheapest&verified=yes'));
    expect(filters).toEqual({ q: '', town: undefined, category: undefined, minPrice: undefined, maxPrice: undefined, isVerifiedOnly: false, sort: undefined });
    expect(addressOf(filters).toString()).toBe('');
    expect(filtersFromAddress(new URLSearchParams('minPrice=5000&maxPrice=100'))).toMatchObject({ minPrice: 100, maxPrice: 5000 });
  });

  it('shows the order the server uses when none is chosen', () => {
    expect(shownSort(filtersFromAddress(new URLSearchParams('q=paint')))).toBe('relevance');
    expect(shownSort(filtersFromAddress(new URLSearchParams('town=Nakuru')))).toBe('rating');
    expect(hasFilters(filtersFromAddress(new URLSearchParams('q=paint')))).toBe(false);
    expect(hasFilters(filtersFromAddress(new URLSearchParams('q=paint&maxPrice=0')))).toBe(true);
  });
});
