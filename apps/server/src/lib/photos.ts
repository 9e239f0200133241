import { RATE_LIMITS } from '@fundi/shared';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../db';
import { AppError } from './app-error';

/** Stored photos fit inside this square: plenty for an avatar or a card on any phone. */
const PHOTO_MAX_SIDE = 800;
/** Against decompression bombs: a small file may declare a huge canvas. */
const MAX_INPUT_PIXELS = 40_000_000;
const acceptedFormats = new Set(['jpeg', 'png', 'webp']);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

type StoredPhoto = { bytes: Buffer; width: number; height: number };

/**
 * The type is judged from the bytes, never the name or the declared content type
 * (docs/decisions/0021-photos.md). The signature check keeps libvips from parsing anything else at
 * all (it reads SVG, HTML-ish XML, TIFF, GIF...); sharp then confirms the format.
 */
function hasAcceptedSignature(bytes: Buffer): boolean {
  const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const isPng = bytes.subarray(0, 8).equals(PNG_SIGNATURE);
  const isWebp = bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP';
  return isJpeg || isPng || isWebp;
}

/**
 * Re-encodes an uploaded photo to WebP, upright (EXIF orientation applied) and at most
 * 800 px a side. Nothing of the original's metadata survives: sharp writes none unless
 * asked, so EXIF (GPS position, camera serial), XMP and ICC profiles are all dropped. sharp
 * works on libuv's thread pool, so the event loop stays free meanwhile.
 */
export async function reencodePhoto(input: Buffer): Promise<StoredPhoto> {
  if (!hasAcceptedSignature(input)) throw new AppError('invalid', 'PHOTO_NOT_AN_IMAGE');
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
  // Reading the header decodes no pixels, so it may run unlimited to say what is too big.
  const metadata = await sharp(input, { ...options, limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!metadata || !acceptedFormats.has(metadata.format)) throw new AppError('invalid', 'PHOTO_NOT_AN_IMAGE');
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new AppError('too-large', 'PHOTO_TOO_MANY_PIXELS');
  try {
    const { data, info } = await sharp(input, options)
      .rotate()
      .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch (error) {
    // A header that parses over pixel data that does not (truncated or corrupt files).
    throw new AppError('invalid', 'PHOTO_NOT_AN_IMAGE', { cause: error });
  }
}

/**
 * Makes `photo` the user's profile photo and deletes the one it replaces, so a person's
 * old pictures do not linger. Call inside the transaction that updates the user.
 */
export async function replaceProfilePhoto(db: Database, userId: string, photo: StoredPhoto): Promise<string> {
  const previous = await db.selectFrom('users').select('profile_photo_id').where('id', '=', userId).forUpdate().executeTakeFirst();
  const { id } = await db
    .insertInto('photos')
    .values({ owner_id: userId, width: photo.width, height: photo.height, bytes: photo.bytes, content_type: 'image/webp' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('users').set({ profile_photo_id: id, updated_at: new Date() }).where('id', '=', userId).execute();
  if (previous?.profile_photo_id) {
    await db.deleteFrom('photos').where('id', '=', previous.profile_photo_id).where('owner_id', '=', userId).execute();
  }
  return id;
}

/**
 * For a route that may re-encode a photo (CPU on the server): a signed-in person gets a
 * generous number of calls per window, a script looping uploads does not.
 */
export function createPhotoUploadLimit(app: FastifyInstance, route: string) {
  return app.createRateLimit(`photo-upload:${route}`, RATE_LIMITS.profileWritesPerUser);
}
