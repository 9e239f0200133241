import { GALLERY_MAX_PHOTOS } from '@fundi/shared';
import type { Database } from '../../db';

type StoredPhoto = { bytes: Buffer; width: number; height: number };

/** The seller's role, whether the account is open, and how many photos of past work it shows. */
export function findGalleryOwner(db: Database, userId: string) {
  return db
    .selectFrom('users')
    .select((eb) => [
      'users.role',
      eb.selectFrom('gallery_photos').select((inner) => inner.fn.countAll<string>().as('count')).whereRef('gallery_photos.seller_id', '=', 'users.id').as('photos'),
    ])
    .where('users.id', '=', userId)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Locks the seller's row for the rest of the transaction, so two uploads at once count each
 * other's photo (the twelfth is the last, however they race). The row first, as every
 * transaction touching a user and their things takes it (account.service.ts). Undefined for a
 * closed account.
 */
export async function lockGalleryOwner(trx: Database, userId: string): Promise<{ photos: number } | undefined> {
  const owner = await trx.selectFrom('users').select('id').where('id', '=', userId).where('deleted_at', 'is', null).forNoKeyUpdate().executeTakeFirst();
  if (!owner) return undefined;
  const { count } = await trx.selectFrom('gallery_photos').select((eb) => eb.fn.countAll<string>().as('count')).where('seller_id', '=', userId).executeTakeFirstOrThrow();
  return { photos: Number(count) };
}

/** Stores the photo as profile photos are stored (its owner, its size, WebP bytes) and puts it in the owner's gallery. */
export async function insertGalleryPhoto(trx: Database, sellerId: string, photo: StoredPhoto): Promise<void> {
  const { id } = await trx
    .insertInto('photos')
    .values({ owner_id: sellerId, width: photo.width, height: photo.height, bytes: photo.bytes, content_type: 'image/webp' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('gallery_photos').values({ photo_id: id, seller_id: sellerId }).execute();
}

/** Erases one of the seller's own photos of past work (its gallery row goes with it); false when they have no such photo. */
export async function deleteGalleryPhoto(db: Database, sellerId: string, photoId: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('photos')
    .where('id', '=', photoId)
    .where('owner_id', '=', sellerId)
    // Only a photo of the gallery: never the profile photo, nor anything else the person uploaded.
    .where((eb) => eb.exists(eb.selectFrom('gallery_photos').select('photo_id').where('photo_id', '=', photoId).where('seller_id', '=', sellerId)))
    .executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

/** The seller's gallery, newest first. */
export function listGallery(db: Database, sellerId: string) {
  return db
    .selectFrom('gallery_photos')
    .select('photo_id')
    .where('seller_id', '=', sellerId)
    .orderBy('created_at', 'desc')
    .orderBy('photo_id', 'desc')
    .limit(GALLERY_MAX_PHOTOS)
    .execute();
}
