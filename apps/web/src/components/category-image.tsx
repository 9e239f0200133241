import type { Category } from '@fundi/shared';
import { cn } from '../lib/cn';

// scripts/generate-images.mjs writes each category picture at the catalogue's own path
// (640 px wide) and a 320 px copy beside it; the browser picks the one the card needs.
const WIDTH = 640;
const HEIGHT = 400;

function smallVersion(image: string): string {
  return image.replace(/\.webp$/, '-320.webp');
}

/**
 * A category's picture (decorative: the category's name is always shown with it). Lazy by
 * default, with a fixed 16:10 box so nothing moves while it downloads; `isEager` for the one that
 * is the page's largest paint. Give it a width class.
 */
export function CategoryImage({
  category,
  sizes,
  className,
  isEager = false,
}: {
  category: Pick<Category, 'image'>;
  /** How wide the picture shows, as an `<img sizes>` value. */
  sizes: string;
  className?: string;
  isEager?: boolean;
}) {
  return (
    <img
      src={category.image}
      srcSet={`${smallVersion(category.image)} 320w, ${category.image} ${WIDTH}w`}
      sizes={sizes}
      width={WIDTH}
      height={HEIGHT}
      alt=""
      loading={isEager ? 'eager' : 'lazy'}
      // An eager picture is the page's largest paint: asked for first, drawn as soon as it is in.
      fetchPriority={isEager ? 'high' : undefined}
      decoding={isEager ? undefined : 'async'}
      className={cn('aspect-[16/10] bg-brand-50 object-cover', className)}
    />
  );
}
