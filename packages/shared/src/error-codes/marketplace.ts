/** Codes of services, sellers, profiles, photos, bookings, orders, payments, reviews, messages and contact. */
export const MARKETPLACE_ERROR_CODES = [
  'ORDER_NOT_FOUND',
] as const;

export type MarketplaceErrorCode = (typeof MARKETPLACE_ERROR_CODES)[number];
