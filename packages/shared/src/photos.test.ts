import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from './constants';
import { photoFileProblem } from './photos';

describe('photoFileProblem', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(photoFileProblem({ type, size: UPLOAD_MAX_BYTES })).toBeNull();
    }
  });

  it('refuses other types, SVG included, whatever their size', () => {
    for (const type of ['image/svg+xml', 'image/gif', 'text/html', '']) {
      expect(photoFileProblem({ type, size: 10 })).toBe('PHOTO_NOT_AN_IMAGE');
    }
  });

  it('refuses a file one byte over 5 MB with the server’s code', () => {
    expect(photoFileProblem({ type: 'image/png', size: UPLOAD_MAX_BYTES + 1 })).toBe('PHOTO_TOO_LARGE');
  });
});
