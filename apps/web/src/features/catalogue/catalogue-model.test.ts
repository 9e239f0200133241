import { describe, expect, it } from 'vitest';
import { findCategory, type Category } from '@fundi/shared';
import { countProfessionalsByCategory, matchesProfessional, professionalsIn, searchCategories, townOf, townsOf } from './catalogue-model';
import { demoServices, makeSeller, makeService } from './test-services';

const plumbing = findCategory('plumbing') as Category;

describe('countProfessionalsByCategory', () => {
  it('counts a seller once per category however many services they offer there', () => {
    const counts = countProfessionalsByCategory(demoServices);
    expect(counts.get('plumbing')).toBe(2);
    expect(counts.get('electrical')).toBe(1);
    expect(counts.get('moving')).toBeUndefined();
  });
});

describe('professionalsIn', () => {
  it('gives one card per offering, best rated first, with the category name and service title', () => {
    const professionals = professionalsIn(demoServices, plumbing);
    expect(professionals.map((professional) => [professional.name, professional.serviceTitle])).toEqual([
      ['Joseph Otieno', 'Leaking taps & toilet repair'],
      ['Joseph Otieno', 'Blocked drain unblocking'],
      ['Kazungu Baya', 'Blocked drain unblocking'],
    ]);
    expect(professionals[0]).toMatchObject({ categoryName: 'Plumbing', price: 1500, town: 'Nairobi' });
  });

  it('falls back to the description without a bio, and to the average of the ratings without a rating', () => {
    const [professional] = professionalsIn([makeService({ sellers: [makeSeller({ bio: null, rating: 0, ratings: [5, 4] })] })], plumbing);
    expect(professional?.bio).toBe('Leaking taps, toilets and pipes fixed the same day.');
    expect(professional?.rating).toBe(4.5);
  });
});

describe('matchesProfessional', () => {
  const [joseph] = professionalsIn(demoServices, plumbing);
  it.each(['joseph', 'OTIENO', 'toilet', '  Leaking Taps '])('finds Joseph for “%s” (name or service title, any case)', (query) => {
    expect(matchesProfessional(joseph!, query)).toBe(true);
  });
  it('does not match other text', () => {
    expect(matchesProfessional(joseph!, 'electric')).toBe(false);
  });
});

describe('searchCategories', () => {
  it('matches names and descriptions in any case, and lists all for an empty search', () => {
    expect(searchCategories([plumbing, findCategory('cleaning') as Category], 'GEYSER').map((category) => category.id)).toEqual(['plumbing']);
    expect(searchCategories([plumbing], '  ')).toHaveLength(1);
  });
});

describe('towns', () => {
  it('reads the town from the end of a location and lists towns by how many fundis work there', () => {
    expect(townOf('South B, Nairobi')).toBe('Nairobi');
    expect(townOf('Kisumu')).toBe('Kisumu');
    expect(townOf(null)).toBeNull();
    expect(townsOf(professionalsIn(demoServices, plumbing))).toEqual(['Nairobi', 'Mombasa']);
  });
});
