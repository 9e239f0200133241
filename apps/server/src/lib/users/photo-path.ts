/** Photos are served from the database at a relative path; the web app adds its own origin. */
export function photoPath(photoId: string | null): string | null {
  return photoId ? `/uploads/${photoId}.webp` : null;
}
