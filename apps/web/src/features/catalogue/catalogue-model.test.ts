import { describe, expect, it } from 'vitest';
import { findCategory, type Category } from '@fundi/shared';
import { professionalCards, searchCategories } from './catalogue-model';
import { makeProfessional, plumbers, professionalsPage } from './test-professionals';

const plumbing = findCategory('plumbing') as Category;

describe('professionalCards', () => {
  it('gives one card per offering in page order, with the category name', () => {
    const cards = professionalCards([professionalsPage(plumbers.slice(0, 2)), professionalsPage(plumbers.slice(2))], plumbing);
    expect(cards.map((card) => [card.name, card.serviceTitle])).toEqual([
      ['Joseph Otieno', 'Leaking taps & toilet repair'],
      ['Joseph Otieno', 'Blocked drain unblocking'],
      ['Kazungu Baya', 'Blocked drain unblocking'],
    ]);
    expect(cards[0]).toEqual({ ...plumbers[0], categoryName: 'Plumbing' });
    expect(cards[2]).toMatchObject({ profilePhoto: '/uploads/kazungu.webp' });
  });

  it('shows a professional met again on a later page once, where first seen', () => {
    const again = makeProfessional({ rating: 3 });
    const cards = professionalCards([professionalsPage([plumbers[0]!, plumbers[2]!]), professionalsPage([again])], plumbing);
    expect(cards.map((card) => card.offeringId)).toEqual(['offering-1', 'offering-3']);
    expect(cards[0]!.rating).toBe(4.5);
  });
});

describe('searchCategories', () => {
  it('matches names and descriptions in any case, and lists all for an empty search', () => {
    expect(searchCategories([plumbing, findCategory('cleaning') as Category], 'GEYSER').map((category) => category.id)).toEqual(['plumbing']);
    expect(searchCategories([plumbing], '  ')).toHaveLength(1);
  });
});
