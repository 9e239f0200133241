import type { User } from '@fundi/shared';

export interface DashboardSections {
  /** Your Services: the sellers issue fills it. */
  services: boolean;
  /** The days the seller works, the bookings a day, the blocked days. */
  availability: boolean;
  newOrders: boolean;
  yourOrders: boolean;
  becomeSeller: boolean;
  history: boolean;
}

/**
 * Which dashboard sections a person sees (docs/product.md §2, §6): sellers (role seller or both, i.e.
 * `isSeller`) get Your Services, their availability and New Orders to Deliver; anyone who buys (buyer or both)
 * gets Your Orders; non-sellers get the Become a Seller card; everyone gets Order History.
 */
export function dashboardSections(user: Pick<User, 'role' | 'isSeller'>): DashboardSections {
  return {
    services: user.isSeller,
    availability: user.isSeller,
    newOrders: user.isSeller,
    yourOrders: user.role !== 'seller',
    becomeSeller: !user.isSeller,
    history: true,
  };
}
