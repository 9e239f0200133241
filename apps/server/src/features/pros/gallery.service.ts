import { addGalleryPhotoForm, GALLERY_MAX_PHOTOS, type MyGalleryResponse } from '@fundi/shared';
import type { Database } from '../../db';
import { AppError } from '../../lib/app-error';
import { parseWith } from '../../lib/multipart-form';
import { reencodePhoto } from '../../lib/photos';
import { isSellerRole } from '../../lib/users/api-user';
import { photoPath } from '../../lib/users/photo-path';
import { deleteGalleryPhoto, findGalleryOwner, insertGalleryPhoto, listGallery, lockGalleryOwner } from './gallery.repository';

// A seller's photos of past work (docs/decisions/0053-professional-pages.md): at most
// GALLERY_MAX_PHOTOS, each handled exactly as a profile photo (docs/decisions/0021-photos.md):
// the type judged from the bytes, re-encoded to WebP without any metadata, stored in PostgreSQL,
// served at /uploads/{id}.webp, erased when deleted or when the account closes.

/** GET /api/me/gallery: the caller's photos of past work, newest first (a buyer has none). */
export async function getMyGallery(db: Database, userId: string): Promise<MyGalleryResponse> {
  const rows = await listGallery(db, userId);
  return { gallery: rows.map(({ photo_id }) => ({ id: photo_id, url: photoPath(photo_id)! })) };
}

/**
 * POST /api/me/gallery: one photo per request. Who may, and whether there is room, are asked
 * before the re-encoding (the costly part), then asked again under the seller's row lock, so
 * racing uploads never make a thirteenth.
 */
export async function addGalleryPhoto(db: Database, userId: string, form: { input: unknown; file?: Buffer }): Promise<MyGalleryResponse> {
  parseWith(addGalleryPhotoForm, form.input);
  const owner = await findGalleryOwner(db, userId);
  if (!owner) throw new AppError('unauthenticated', 'INVALID_TOKEN');
  if (!isSellerRole(owner.role)) throw new AppError('forbidden', 'GALLERY_SELLERS_ONLY');
  if (!form.file) throw new AppError('invalid', 'GALLERY_PHOTO_REQUIRED');
  if (Number(owner.photos) >= GALLERY_MAX_PHOTOS) throw new AppError('conflict', 'GALLERY_FULL');
  const photo = await reencodePhoto(form.file);
  await db.transaction().execute(async (trx) => {
    const locked = await lockGalleryOwner(trx, userId);
    if (!locked) throw new AppError('unauthenticated', 'INVALID_TOKEN');
    if (locked.photos >= GALLERY_MAX_PHOTOS) throw new AppError('conflict', 'GALLERY_FULL');
    await insertGalleryPhoto(trx, userId, photo);
  });
  return getMyGallery(db, userId);
}

/** DELETE /api/me/gallery/{id}: only one's own; anyone else's photo is as missing as one that never was. */
export async function removeGalleryPhoto(db: Database, userId: string, photoId: string): Promise<MyGalleryResponse> {
  if (!(await deleteGalleryPhoto(db, userId, photoId))) throw new AppError('not-found', 'PHOTO_NOT_FOUND');
  return getMyGallery(db, userId);
}
