import { describe, expect, it } from 'vitest';
import { categories } from '@fundi/shared';
import { category } from './catalogue';

describe('category page leads', () => {
  it('give every category its own sentence that keeps the capitals of its name (IT, not it)', () => {
    for (const { id, name } of categories) {
      const lead = category.leads[id];
      expect(lead).toMatch(/^Trusted .+ across Kenya\.$/);
      for (const acronym of name.split(' ').filter((word) => word.length > 1 && word === word.toUpperCase())) expect(lead).toContain(` ${acronym} `);
    }
  });
});
