import { UPLOAD_MAX_BYTES } from './constants';

// Profile photos (docs/decisions/0021-photos.md). The server judges the type from the bytes; a
// browser can only see the declared type and the size, so it checks those before spending mobile
// data on an upload the server would refuse. The server's texts are these, so both sides agree.

const MEGABYTE = 1024 * 1024;

export const PHOTO_MESSAGES = {
  notAnImage: 'Profile photo must be a JPEG, PNG or WebP image',
  tooLarge: `The file is too large (at most ${UPLOAD_MAX_BYTES / MEGABYTE} MB)`,
} as const;

/** The types a profile photo may have; also the file input's `accept`. */
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** What is wrong with a picked file, judged from its declared type and its size; null when it may be sent. */
export function photoFileProblem(file: { type: string; size: number }): string | null {
  if (!(PHOTO_MIME_TYPES as readonly string[]).includes(file.type)) return PHOTO_MESSAGES.notAnImage;
  if (file.size > UPLOAD_MAX_BYTES) return PHOTO_MESSAGES.tooLarge;
  return null;
}
