// Shapes of the demo catalogue that fills an empty database on first start
// (docs/decisions/0004-demo-data.md). Pure data: nothing here touches the database.
import type { CategoryId, Language } from '@fundi/shared';

/** A category of the shared catalogue (docs/product.md §3). */
type DemoCategoryId = CategoryId;

type DemoOffering = {
  category: DemoCategoryId;
  /** Unique within one seller; reviews point at an offering by this title. */
  title: string;
  description: string;
  /** Whole Kenyan shillings. */
  priceKsh: number;
  experienceYears: number;
};

export type DemoSeller = {
  /** Stable kebab-case key, unique across sellers and buyers. */
  key: string;
  name: string;
  gender: 'male' | 'female';
  email: string;
  /** E.164 Kenyan mobile: +2547XXXXXXXX or +2541XXXXXXXX. */
  phone: string;
  town: string;
  /** Estate or neighbourhood within the town. */
  area: string;
  /** Other towns of the places list they also take jobs in. */
  townsServed?: string[];
  bio: string;
  offerings: DemoOffering[];
  /** The account's language (its e-mails, its screens after signing in); English when absent. */
  language?: Language;
};

export type DemoBuyer = {
  key: string;
  name: string;
  email: string;
  phone: string;
  town: string;
  area: string;
  /** The account's language; English when absent. */
  language?: Language;
};

export type DemoRating = 1 | 2 | 3 | 4 | 5;

export type DemoReview = {
  sellerKey: string;
  /** One of that seller's offering titles. */
  offeringTitle: string;
  buyerKey: string;
  rating: DemoRating;
  comment: string | null;
  /** How long ago the review was written (2 to 300 days). */
  daysAgo: number;
};

/** The documented demo buyer (listed in the README). */
export type DemoBuyerAccount = DemoBuyer & { role: 'buyer' };

/** The documented demo seller (listed in the README); a seller who can also buy. */
export type DemoSellerAccount = DemoSeller & { role: 'both' };

export type DemoAccount = DemoBuyerAccount | DemoSellerAccount;
