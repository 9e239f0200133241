import { MOBILE_BREAKPOINT_PX, type CategoryId } from '@fundi/shared';

// The landing slideshow's pictures, drawn by scripts/generate-images.mjs: a desktop set
// (16:9, 1024 and 1600 px wide) and a phone set (720x1080), each in AVIF with a WebP
// fallback. Change the names here and in the script together.

export const heroSlideIds: readonly CategoryId[] = ['plumbing', 'electrical', 'cleaning', 'moving'];

export const HERO_DESKTOP_SIZE = { width: 1600, height: 900 } as const;
export const HERO_MOBILE_SIZE = { width: 720, height: 1080 } as const;
const DESKTOP_WIDTHS = [1024, 1600] as const;

/** docs/product.md §9: phones (under 768 px) get the phone set and never download the desktop one. */
export const mobileMedia = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;
export const desktopMedia = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;
export const heroSizes = '100vw';

export type ImageFormat = 'avif' | 'webp';

export function mobileSource(id: CategoryId, format: ImageFormat): string {
  return `/images/hero/${id}-mobile-${HERO_MOBILE_SIZE.width}.${format}`;
}

export function desktopSrcSet(id: CategoryId, format: ImageFormat): string {
  return DESKTOP_WIDTHS.map((width) => `/images/hero/${id}-desktop-${width}.${format} ${width}w`).join(', ');
}

export function fallbackSource(id: CategoryId): string {
  return `/images/hero/${id}-desktop-${HERO_DESKTOP_SIZE.width}.webp`;
}

/**
 * Starts downloading the first slide, the landing page's largest paint, as soon as the
 * entry script runs: before the session check and the page's own code have finished.
 * AVIF only: a browser without AVIF skips the hint and takes the WebP from <picture>.
 */
export function preloadFirstHeroSlide(): void {
  for (const attributes of firstHeroSlideHints()) {
    const link = document.createElement('link');
    Object.entries(attributes).forEach(([name, value]) => link.setAttribute(name, value));
    document.head.append(link);
  }
}

/** The <link rel=preload> attributes for the first slide, phone and desktop (the server writes them into the landing's HTML). */
export function firstHeroSlideHints(): Array<Record<string, string>> {
  const [first] = heroSlideIds;
  if (!first) return [];
  const preload = { rel: 'preload', as: 'image', type: 'image/avif', fetchpriority: 'high' };
  return [
    { ...preload, media: mobileMedia, href: mobileSource(first, 'avif') },
    { ...preload, media: desktopMedia, imagesrcset: desktopSrcSet(first, 'avif'), imagesizes: heroSizes },
  ];
}
