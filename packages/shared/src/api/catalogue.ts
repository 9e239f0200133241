import { z } from 'zod';
import { categoryIds } from '../catalogue';
import { PROFESSIONALS_SEARCH_MAX } from '../constants';
import { anyCaseEnum } from '../validation';

/** docs/product.md §3 "Seller offering within a service". Prices are in shillings, like the UI. */
const sellerOfferingSchema = z.object({
  id: z.string(),
  offeringId: z.string(),
  name: z.string(),
  price: z.number(),
  rating: z.number(),
  ratings: z.array(z.number()),
  reviewsCount: z.number().int(),
  description: z.string(),
  bio: z.string().nullable(),
  experience: z.number().int(),
  location: z.string().nullable(),
  phone: z.string().nullable(),
  profilePhoto: z.string().nullable(),
  /** An administrator checked the seller's identity document (docs/product.md §4, "Trust"). */
  verified: z.boolean(),
});

/** docs/product.md §3 Service: a title in a category, offered by one or more sellers. */
const serviceSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  /** The lowest seller price: what "From KSh" shows. */
  price: z.number(),
  sellers: z.array(sellerOfferingSchema),
});
export type Service = z.infer<typeof serviceSchema>;

export const servicesResponse = z.object({ services: z.array(serviceSchema) });

export const categoryIdSchema = z.enum(categoryIds);

/** A category id in a query or path, in any case (`Plumbing`, `IT`), answered as the id. */
export const categoryInput = anyCaseEnum(categoryIds, 'CATEGORY_UNKNOWN');

/** GET /api/services?category=plumbing: one category only. */
export const servicesQuery = z.object({
  category: categoryInput.optional(),
});

/** How many professionals a category page shows at first, and adds with each "Show more". */
const PROFESSIONALS_PAGE_SIZE = 12;

/** One service of a professional's card, with their price for it. */
const professionalServiceSchema = z.object({
  offeringId: z.string(),
  serviceId: z.string(),
  title: z.string(),
  /** The seller's starting price for this service, in shillings. */
  price: z.number(),
  experience: z.number().int(),
});
export type ProfessionalService = z.infer<typeof professionalServiceSchema>;

/**
 * One card of a category page's Professionals grid: a person, with every service they offer
 * in the category (those matching the search, when there is one), cheapest first. The card's
 * own offering, service, price and experience are those of their newest such service, as when
 * a card held one service.
 */
export const professionalSchema = z.object({
  offeringId: z.string(),
  sellerId: z.string(),
  name: z.string(),
  /** A relative /uploads path, or null: the card then shows initials. */
  profilePhoto: z.string().nullable(),
  serviceId: z.string(),
  serviceTitle: z.string(),
  /** The category of the card's own service (a search's cards come from every category). */
  category: categoryIdSchema,
  /** The seller's bio, else their description of this service. */
  bio: z.string(),
  /** Rounded to 1 decimal; 0 without reviews. */
  rating: z.number(),
  reviewsCount: z.number().int(),
  /** The seller's starting price for this service, in shillings. */
  price: z.number(),
  experience: z.number().int(),
  location: z.string().nullable(),
  /** The last part of the location ("South B, Nairobi" is in Nairobi), for the town filter. */
  town: z.string().nullable(),
  /** An administrator checked the seller's identity document: the card's Verified badge. */
  verified: z.boolean(),
  services: z.array(professionalServiceSchema).min(1),
});
export type Professional = z.infer<typeof professionalSchema>;

export const categoryParams = z.object({ category: categoryInput });

/** GET /api/categories/{category}/professionals: best rated first, a page at a time. */
export const professionalsQuery = z.object({
  /** The spec: the search matches the professional's name or the service title, in any case. */
  q: z.string().trim().max(PROFESSIONALS_SEARCH_MAX, { error: 'SEARCH_TOO_LONG' }).optional(),
  town: z.string().trim().max(100, { error: 'TOWN_TOO_LONG' }).optional(),
  /** `true`: only professionals whose identity an administrator checked. */
  verified: anyCaseEnum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(48).default(PROFESSIONALS_PAGE_SIZE),
});
export type ProfessionalsQuery = z.infer<typeof professionalsQuery>;

const categoryTownSchema = z.object({ name: z.string(), professionals: z.number().int() });

export const professionalsResponse = z.object({
  professionals: z.array(professionalSchema),
  /** Every professional (person) matching the search and town: the grid's count. */
  total: z.number().int(),
  /** The towns of the whole category, most professionals first: the town filter. */
  towns: z.array(categoryTownSchema),
  nextCursor: z.string().nullable(),
});
export type ProfessionalsResponse = z.infer<typeof professionalsResponse>;

/** GET /api/categories: how many different professionals each category has (the categories page). */
export const categoryCountsResponse = z.object({
  categories: z.array(z.object({ id: z.string(), professionals: z.number().int() })),
});
export type CategoryCountsResponse = z.infer<typeof categoryCountsResponse>;
