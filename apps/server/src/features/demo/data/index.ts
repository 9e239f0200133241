// Demo catalogue that fills an empty database on first start (docs/decisions/0004-demo-data.md).
// Pure, deterministic data; the seeding code decides how to insert it.
//
// - demoSellers: catalogue sellers (not the demo seller account).
// - demoBuyers: catalogue buyers who write reviews (not the demo buyer account).
// - demoAccounts: the two README accounts, [demo buyer (role 'buyer'), demo seller (role 'both',
//   with offerings)]. Reviews may reference 'demo-buyer' and 'demo-seller' too, so use
//   allDemoSellers / allDemoBuyers when resolving review keys.
// - DEMO_PASSWORD: password of every seeded account.
import { demoAccounts, demoBuyerAccount, demoBuyers, demoSellerAccount, DEMO_PASSWORD } from './buyers';
import { demoReviews } from './reviews';
import { buildSellers } from './sellers-build';
import { eventSellers } from './sellers-events';
import { homeSellers } from './sellers-home';
import { personalSellers } from './sellers-personal';
import type { DemoBuyer, DemoSeller } from './types';

export const demoSellers: DemoSeller[] = [...homeSellers, ...buildSellers, ...eventSellers, ...personalSellers];

/** Every seller to insert: the catalogue sellers plus the demo seller account. */
export const allDemoSellers: DemoSeller[] = [...demoSellers, demoSellerAccount];

/** Every buyer to insert: the catalogue buyers plus the demo buyer account. */
export const allDemoBuyers: DemoBuyer[] = [...demoBuyers, demoBuyerAccount];

export { DEMO_PASSWORD, demoAccounts, demoBuyerAccount, demoBuyers, demoReviews, demoSellerAccount };
export type { DemoBuyer, DemoSeller } from './types';
