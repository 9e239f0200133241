import { z } from 'zod';
import { categoryIds } from '../catalogue';

/** SPEC.md §3 "Seller offering within a service". Prices are in shillings, like the UI. */
export const sellerOfferingSchema = z.object({
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
});
export type SellerOffering = z.infer<typeof sellerOfferingSchema>;

/** SPEC.md §3 Service: a title in a category, offered by one or more sellers. */
export const serviceSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  /** The lowest seller price: what "From KSh" shows. */
  price: z.number(),
  sellers: z.array(sellerOfferingSchema),
});
export type Service = z.infer<typeof serviceSchema>;

export const servicesResponse = z.object({ services: z.array(serviceSchema) });
export type ServicesResponse = z.infer<typeof servicesResponse>;

export const categoryIdSchema = z.enum(categoryIds);

/** GET /api/services?category=plumbing: one category only. */
export const servicesQuery = z.object({
  category: z.enum(categoryIds, { error: 'Unknown category' }).optional(),
});
