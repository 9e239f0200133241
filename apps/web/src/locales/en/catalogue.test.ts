import { describe, expect, it } from 'vitest';
import { categories } from '@fundi/shared';
import { category, services } from './catalogue';
import { categoryNames } from './category-names';

describe('category page leads', () => {
  it('give every category its own sentence that keeps the capitals of its name (IT, not it)', () => {
    for (const { id } of categories) {
      const lead = category.leads[id];
      expect(lead).toMatch(/^Trusted .+ across Kenya\.$/);
      for (const acronym of categoryNames[id].split(' ').filter((word) => word.length > 1 && word === word.toUpperCase())) expect(lead).toContain(` ${acronym} `);
    }
  });
});

describe('the categories’ words', () => {
  it('describe every category in a sentence and name every sample of the shared catalogue, and nothing else', () => {
    for (const { id } of categories) expect(services.descriptions[id]).toMatch(/^[A-Z].{20,}\.$/);
    const sampleIds = categories.flatMap((each) => each.samples.map((sample) => sample.id));
    expect(Object.keys(services.samples).sort()).toEqual([...sampleIds].sort());
    expect(services.samples.leakAndTapRepair).toBe('Leak and tap repair');
  });
});
