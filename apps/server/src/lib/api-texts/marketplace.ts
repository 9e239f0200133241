import type { MarketplaceErrorCode } from '@fundi/shared';

export const marketplaceTexts: Record<MarketplaceErrorCode, string> = {
  ORDER_NOT_FOUND: 'Order not found',
};
