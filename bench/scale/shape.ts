import { categories } from '@fundi/shared';

/** How big the large database is. The issue asks for these three numbers. */
export const largeShape = {
  sellers: 100_000,
  /** Buyers only (sellers with the role 'both' also exist): two per seller. */
  buyers: 200_000,
  orders: 1_000_000,
  messages: 5_000_000,
  /**
   * Chat threads. Thread k gets about messages / (2·sqrt(k·conversations)) messages, so with
   * a million threads the first holds about 5,000 messages and the typical one 3 to 10.
   */
  conversations: 1_000_000,
};
export type Shape = typeof largeShape;

/**
 * Share of sellers per category (sums to 100): everyday trades are common, pet care and
 * events rare. Plumbing gets 10%, i.e. 10,000 sellers.
 */
const categoryWeights: Record<string, number> = {
  plumbing: 10, electrical: 9, cleaning: 12, moving: 6, painting: 6, gardening: 5, carpentry: 6, appliance: 5,
  catering: 5, photography: 5, tutoring: 8, fitness: 4, beauty: 9, it: 5, petcare: 2, events: 3,
};

const titleOf = (id: string) => id.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`).replace(/^./, (first) => first.toUpperCase());

/** The catalogue as the SQL reads it (`scale.categories`): id, weight and the 4 sample services. */
export function categoriesJson(): string {
  return JSON.stringify(
    categories.map((category) => ({
      id: category.id,
      weight: categoryWeights[category.id] ?? 1,
      // The samples' words live in the web app's catalogue; their ids read as titles ('leakAndTapRepair': 'Leak and tap repair').
      samples: category.samples.map((sample) => ({ title: titleOf(sample.id), fromPrice: sample.fromPrice })),
    })),
  );
}

/** Every generated account signs in with this password. */
export const SCALE_PASSWORD = 'Scale#2026';

/** The busiest accounts: rank 1 of each side (see 01-people.sql). */
export const heavyBuyerEmail = 'buyer1@scale.fundi.test';
export const heavySellerEmail = 'seller1@scale.fundi.test';
