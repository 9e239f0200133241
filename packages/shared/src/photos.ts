import { UPLOAD_MAX_BYTES } from './constants';
import type { CommonErrorCode } from './error-codes';

// Profile photos (docs/decisions/0021-photos.md). The server judges the type from the bytes; a
// browser can only see the declared type and the size, so it checks those before spending mobile
// data on an upload the server would refuse. Both report the same codes.

/** The types a profile photo may have; also the file input's `accept`. */
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** What is wrong with a picked file, judged from its declared type and its size; null when it may be sent. */
export function photoFileProblem(file: { type: string; size: number }): CommonErrorCode | null {
  if (!(PHOTO_MIME_TYPES as readonly string[]).includes(file.type)) return 'PHOTO_NOT_AN_IMAGE';
  if (file.size > UPLOAD_MAX_BYTES) return 'PHOTO_TOO_LARGE';
  return null;
}
