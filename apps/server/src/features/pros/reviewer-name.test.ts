import { describe, expect, it } from 'vitest';
import { reviewerName } from './reviewer-name';

describe('reviewerName', () => {
  it('shows the first name and the initial of the last', () => {
    expect(reviewerName('Wanjiku Kamau', { isClosed: false })).toBe('Wanjiku K.');
    expect(reviewerName('  Mary  Akinyi   Otieno ', { isClosed: false })).toBe('Mary O.');
    expect(reviewerName('amina odhiambo', { isClosed: false })).toBe('amina O.');
  });

  it('leaves a one-word name as it is', () => {
    expect(reviewerName('Baraka', { isClosed: false })).toBe('Baraka');
  });

  it('keeps a letter outside the basic plane whole', () => {
    expect(reviewerName('Ali 𝒵uberi', { isClosed: false })).toBe('Ali 𝒵.');
  });

  it('shows a closed account’s anonymised name as stored', () => {
    expect(reviewerName('Deleted user', { isClosed: true })).toBe('Deleted user');
  });
});
