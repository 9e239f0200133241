import { describe, expect, it } from 'vitest';
import { categoryIdSchema } from './api/catalogue';
import { categories, categoryIds, findCategory, isCategoryId, popularServices } from './catalogue';

describe('the catalogue', () => {
  it('has the spec’s 16 categories in the spec’s order', () => {
    expect(categories.map((category) => category.id)).toEqual([...categoryIds]);
    expect(categoryIds.slice(0, 8)).toEqual(['plumbing', 'electrical', 'cleaning', 'moving', 'painting', 'gardening', 'carpentry', 'appliance']);
  });

  it('gives each category a distinct icon, its image and 4 priced samples, each with its own id', () => {
    expect(new Set(categories.map((category) => category.icon)).size).toBe(16);
    const sampleIds = categories.flatMap((category) => category.samples.map((sample) => sample.id));
    expect(new Set(sampleIds).size).toBe(16 * 4);
    for (const category of categories) {
      expect(category.image).toBe(`/images/categories/${category.id}.webp`);
      expect(category.samples).toHaveLength(4);
      for (const sample of category.samples) {
        expect(sample.id).toMatch(/^[a-z][A-Za-z]+$/);
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
    expect(findCategory('it')?.icon).toBe('Laptop');
    expect(findCategory('welding')).toBeUndefined();
    expect(isCategoryId('petcare')).toBe(true);
    expect(isCategoryId('Plumbing')).toBe(false);
    expect(categoryIdSchema.safeParse('events').success).toBe(true);
  });
});
