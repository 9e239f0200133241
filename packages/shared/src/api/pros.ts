import { z } from 'zod';
import { idParam } from './common';
import { categoryIdSchema } from './catalogue';

// A professional's public page (docs/decisions/0053-professional-pages.md): GET /api/pros/{id} and
// /pros/{id} on the web. Only what a buyer may see: no phone, no e-mail, reviewers by first name
// and initial. And the seller's own gallery of past work: GET, POST and DELETE /api/me/gallery.

export const proIdParams = z.object({ id: idParam('SELLER_NOT_FOUND') });

/** The next page of reviews (`cursor` from the previous answer). */
export const proQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type ProQuery = z.infer<typeof proQuery>;

const proServiceSchema = z.object({
  offeringId: z.string(),
  serviceId: z.string(),
  title: z.string(),
  category: categoryIdSchema,
  description: z.string(),
  /** In shillings. */
  price: z.number(),
  experience: z.number().int(),
});
export type ProService = z.infer<typeof proServiceSchema>;

const proReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  /** "Wanjiku K.": a first name and an initial, never the full name. */
  reviewer: z.string(),
  serviceTitle: z.string(),
  createdAt: z.string(),
});
export type ProReview = z.infer<typeof proReviewSchema>;

/** A photo of past work: `url` is served like a profile photo (/uploads/{id}.webp). */
const galleryPhotoSchema = z.object({ id: z.string(), url: z.string() });
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;

/** DELETE /api/me/gallery/{id}: one of the caller's own photos of past work. */
export const galleryPhotoParams = z.object({ id: idParam('PHOTO_NOT_FOUND') });

/** POST /api/me/gallery: a multipart form of one file part, `photo`, and no text fields. */
export const addGalleryPhotoForm = z.object({});

/** The caller's whole gallery, newest first: the answer to reading, adding and deleting. */
export const myGalleryResponse = z.object({ gallery: z.array(galleryPhotoSchema) });
export type MyGalleryResponse = z.infer<typeof myGalleryResponse>;

export const proResponse = z.object({
  professional: z.object({
    id: z.string(),
    name: z.string(),
    profilePhoto: z.string().nullable(),
    bio: z.string().nullable(),
    location: z.string().nullable(),
    town: z.string().nullable(),
    /** Other towns they take jobs in. */
    townsServed: z.array(z.string()),
    verified: z.boolean(),
    /** Rounded to 1 decimal; 0 without reviews. */
    rating: z.number(),
    reviewsCount: z.number().int(),
    /** How many reviews gave 1, 2, 3, 4 and 5 stars (index 0 is 1 star). */
    ratingCounts: z.array(z.number().int()).length(5),
    /** The most years of experience among their services. */
    experience: z.number().int(),
    memberSince: z.string(),
  }),
  services: z.array(proServiceSchema),
  /** Newest first, a page at a time. */
  reviews: z.array(proReviewSchema),
  nextCursor: z.string().nullable(),
  /** Newest first, at most GALLERY_MAX_PHOTOS. */
  gallery: z.array(galleryPhotoSchema),
});
export type ProResponse = z.infer<typeof proResponse>;
