import { describe, expect, it } from 'vitest';
import { findCategory, type Category } from '@fundi/shared';
import { professionalCards, searchCategories } from './catalogue-model';
import { makeProfessional, plumbers, professionalsPage } from './test-professionals';

const plumbing = findCategory('plumbing') as Category;

describe('professionalCards', () => {
  it('gives one card per person in page order, with the category name', () => {
    const cards = professionalCards([professionalsPage(plumbers.slice(0, 1)), professionalsPage(plumbers.slice(1))], () => 'Plumbing');
    expect(cards.map((card) => [card.name, card.services.map((service) => service.title)])).toEqual([
      ['Joseph Otieno', ['Leaking taps & toilet repair', 'Blocked drain unblocking']],
      ['Kazungu Baya', ['Blocked drain unblocking']],
    ]);
    expect(cards[0]).toEqual({ ...plumbers[0], categoryName: 'Plumbing' });
    expect(cards[1]).toMatchObject({ profilePhoto: '/uploads/kazungu.webp' });
  });

  it('shows a professional met again on a later page once, where first seen, even with another service first', () => {
    const again = makeProfessional({ rating: 3, offeringId: 'offering-9', serviceTitle: 'Geyser installation' });
    const cards = professionalCards([professionalsPage([plumbers[0]!, plumbers[1]!]), professionalsPage([again])], () => 'Plumbing');
    expect(cards.map((card) => card.sellerId)).toEqual(['seller-joseph', 'seller-kazungu']);
    expect(cards[0]!.rating).toBe(4.5);
  });
});

describe('searchCategories', () => {
  const wordsOf = ({ id }: Category) => ({ plumbing: 'Plumbing: geysers and taps', cleaning: 'Cleaning: sofas' })[id as 'plumbing' | 'cleaning'];

  it('matches a category’s words in any case, and lists all for an empty search', () => {
    expect(searchCategories([plumbing, findCategory('cleaning') as Category], 'GEYSER', wordsOf).map((category) => category.id)).toEqual(['plumbing']);
    expect(searchCategories([plumbing], '  ', wordsOf)).toHaveLength(1);
  });
});
