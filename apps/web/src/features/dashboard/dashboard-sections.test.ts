import { describe, expect, it } from 'vitest';
import { dashboardSections } from './dashboard-sections';

describe('dashboardSections', () => {
  it('gives a buyer Your Orders, the Become a Seller card and the history', () => {
    expect(dashboardSections({ role: 'buyer', isSeller: false })).toEqual({
      services: false,
      availability: false,
      newOrders: false,
      yourOrders: true,
      becomeSeller: true,
      history: true,
    });
  });

  it('gives a seller their services, their availability, the orders to deliver and the history, and no Become a Seller card', () => {
    expect(dashboardSections({ role: 'seller', isSeller: true })).toEqual({
      services: true,
      availability: true,
      newOrders: true,
      yourOrders: false,
      becomeSeller: false,
      history: true,
    });
  });

  it("gives a 'both' account everything a seller and a buyer see, except the Become a Seller card", () => {
    expect(dashboardSections({ role: 'both', isSeller: true })).toEqual({
      services: true,
      availability: true,
      newOrders: true,
      yourOrders: true,
      becomeSeller: false,
      history: true,
    });
  });
});
