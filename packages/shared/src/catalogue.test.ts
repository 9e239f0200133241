import { describe, expect, it } from 'vitest';
import { categoryIdSchema } from './api/catalogue';
import { categories, categoryIds, findCategory, isCategoryId, popularServices } from './catalogue';

describe('the catalogue', () => {
  it('has SPEC’s 16 categories in SPEC’s order with SPEC’s names', () => {
    expect(categories.map(({ id, name }) => [id, name])).toEqual([
      ['plumbing', 'Plumbing'],
      ['electrical', 'Electrical'],
      ['cleaning', 'Cleaning'],
      ['moving', 'Moving'],
      ['painting', 'Painting'],
      ['gardening', 'Gardening'],
      ['carpentry', 'Carpentry'],
      ['appliance', 'Appliance Repair'],
      ['catering', 'Catering'],
      ['photography', 'Photography'],
      ['tutoring', 'Tutoring'],
      ['fitness', 'Fitness Training'],
      ['beauty', 'Beauty Services'],
      ['it', 'IT Services'],
      ['petcare', 'Pet Care'],
      ['events', 'Event Planning'],
    ]);
    expect(categories.map((category) => category.id)).toEqual([...categoryIds]);
  });

  it('gives each category a description, a distinct icon, its image and 4 priced samples', () => {
    expect(new Set(categories.map((category) => category.icon)).size).toBe(16);
    for (const category of categories) {
      expect(category.description).toMatch(/^[A-Z].{20,}\.$/);
      expect(category.image).toBe(`/images/categories/${category.id}.webp`);
      expect(category.samples).toHaveLength(4);
      for (const sample of category.samples) {
        expect(sample.title).not.toBe('');
        expect(Number.isInteger(sample.fromPrice) && sample.fromPrice > 0).toBe(true);
      }
    }
  });

  it('matches the landing page’s starting prices to the samples', () => {
    expect(popularServices).toEqual([
      { id: 'plumbing', fromPrice: 1500 },
      { id: 'electrical', fromPrice: 2000 },
      { id: 'cleaning', fromPrice: 1000 },
      { id: 'moving', fromPrice: 5000 },
    ]);
    for (const { id, fromPrice } of popularServices) {
      const cheapest = Math.min(...findCategory(id)!.samples.map((sample) => sample.fromPrice));
      expect(cheapest).toBe(fromPrice);
    }
  });

  it('finds a category by id', () => {
    expect(findCategory('it')?.name).toBe('IT Services');
    expect(findCategory('welding')).toBeUndefined();
    expect(isCategoryId('petcare')).toBe(true);
    expect(isCategoryId('Plumbing')).toBe(false);
    expect(categoryIdSchema.safeParse('events').success).toBe(true);
  });
});
