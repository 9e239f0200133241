import { describe, expect, it } from 'vitest';
import { offeringDescription } from './offering-description';

describe('offeringDescription', () => {
  it("is the seller's own description, else the spec's 'Specializing in' and the title", () => {
    expect(offeringDescription('Leaks fixed the same day', 'Leak repair')).toBe('Leaks fixed the same day');
    expect(offeringDescription('', 'Leak repair')).toBe('Specializing in Leak repair');
    expect(offeringDescription(null, 'Leak repair')).toBe('Specializing in Leak repair');
  });
});
