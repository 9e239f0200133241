import { z } from 'zod';

const roleSchema = z.enum(['buyer', 'seller', 'both']);
export type Role = z.infer<typeof roleSchema>;

/** docs/product.md §3 sellerProfile: the seller-side copy of the personal fields. */
const sellerProfileSchema = z.object({
  profilePhoto: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  /** Other towns they take jobs in (docs/product.md §12). */
  townsServed: z.array(z.string()),
  phone: z.string().nullable(),
  services: z.array(z.string()),
  ratings: z.array(z.number().int().min(1).max(5)),
  isComplete: z.boolean(),
});

/** docs/product.md §3 User, as every call that returns a user returns it. */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: roleSchema,
  isSeller: z.boolean(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  /** Relative path like /uploads/<id>.webp; the web app prefixes its own origin. */
  profilePhoto: z.string().nullable(),
  sellerProfile: sellerProfileSchema.nullable(),
  /** May open the administrators' console (/admin); apart from the buyer/seller role. */
  isAdmin: z.boolean(),
});
export type User = z.infer<typeof userSchema>;
