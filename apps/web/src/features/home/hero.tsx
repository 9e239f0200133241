import { useState } from 'react';
import { ArrowRight, Pause, Play } from 'lucide-react';
import { SLIDESHOW_TIMING_MS } from '@fundi/shared';
import { SearchForm } from '../../components/search-form';
import { ButtonLink } from '../../components/ui/button-link';
import { cn } from '../../lib/cn';
import { paths } from '../../lib/paths';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';
import {
  HERO_DESKTOP_SIZE,
  HERO_MOBILE_SIZE,
  desktopMedia,
  desktopSrcSet,
  fallbackSource,
  heroSizes,
  heroSlideIds,
  mobileMedia,
  mobileSource,
} from './hero-slides';
import { useSlideshow } from './use-slideshow';
import { useTranslation } from '../../lib/i18n';

/**
 * The landing hero: the pitch and its two calls to action over a slideshow of four service
 * pictures (docs/product.md §2, §4, §9): a new one every 5 s with a 1 s fade, dots to pick one, paused
 * while the pointer or focus is on the hero or by the pause button, and still for people
 * who prefer reduced motion. A slide's picture downloads only just before it is shown.
 */
export function Hero() {
  const { t } = useTranslation();
  const prefersReducedMotion = usePrefersReducedMotion();
  const [isStopped, setIsStopped] = useState(false);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const canPlay = !prefersReducedMotion && !isStopped;
  const { active, show } = useSlideshow(heroSlideIds.length, {
    intervalMs: SLIDESHOW_TIMING_MS.interval,
    isPaused: !canPlay || isHovered || isFocused,
  });
  // A slide's picture downloads when it shows, and the next one's once the current one has
  // loaded (so it is ready for its fade); a loaded picture stays.
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set());
  const next = (active + 1) % heroSlideIds.length;
  const isWanted = (index: number) => index === active || loaded.has(index) || (canPlay && index === next && loaded.has(active));

  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-brand-950 text-white"
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setIsFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsFocused(false);
      }}
    >
      <div className="absolute inset-0 -z-10" aria-hidden="true">
        {heroSlideIds.map((id, index) =>
          isWanted(index) ? (
            <picture key={id}>
              <source media={mobileMedia} type="image/avif" srcSet={mobileSource(id, 'avif')} {...HERO_MOBILE_SIZE} />
              <source media={mobileMedia} type="image/webp" srcSet={mobileSource(id, 'webp')} {...HERO_MOBILE_SIZE} />
              <source media={desktopMedia} type="image/avif" srcSet={desktopSrcSet(id, 'avif')} sizes={heroSizes} {...HERO_DESKTOP_SIZE} />
              <source media={desktopMedia} type="image/webp" srcSet={desktopSrcSet(id, 'webp')} sizes={heroSizes} {...HERO_DESKTOP_SIZE} />
              <img
                src={fallbackSource(id)}
                {...HERO_DESKTOP_SIZE}
                alt=""
                data-slide={id}
                data-active={index === active || undefined}
                fetchPriority={index === 0 ? 'high' : 'low'}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding={index === 0 ? undefined : 'async'}
                onLoad={() => setLoaded((current) => new Set(current).add(index))}
                style={{ transitionDuration: `${SLIDESHOW_TIMING_MS.fade}ms` }}
                className={cn(
                  'absolute inset-0 size-full object-cover object-bottom transition-opacity ease-in-out md:object-center',
                  index === active ? 'opacity-100' : 'opacity-0',
                )}
              />
            </picture>
          ) : null,
        )}
      </div>

      <div className="mx-auto flex min-h-[calc(100svh-4rem)] max-w-6xl flex-col px-4 pt-7 pb-20 sm:px-6 md:min-h-[36rem] md:justify-center md:pt-16 md:pb-24 lg:min-h-[40rem]">
        <div className="max-w-xl">
          <p className="hidden rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-accent-200 ring-1 ring-white/20 backdrop-blur sm:inline-flex">
            {t('home.eyebrow')}
          </p>
          <h1 id="hero-heading" className="text-[2rem] leading-[1.1] font-extrabold tracking-tight sm:mt-4 sm:text-5xl lg:text-6xl">
            {t('home.heading')}
          </h1>
          <p className="mt-4 text-base leading-relaxed text-brand-50 sm:mt-5 sm:text-xl">{t('home.lead')}</p>
          <SearchForm size="large" className="mt-6 sm:mt-8" />
          <div className="mt-4 grid grid-cols-2 gap-3 sm:mt-8 sm:flex">
            <ButtonLink to={paths.services} size="lg" variant="accent" className="px-3 text-[0.9375rem] sm:px-6 sm:text-base">
              {t('common.exploreServices')}
              <ArrowRight className="hidden size-5 sm:block" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink to={paths.login} size="lg" variant="inverse" className="px-3 text-[0.9375rem] sm:px-6 sm:text-base">
              {t('common.getStarted')}
            </ButtonLink>
          </div>
        </div>
      </div>

      <div role="group" aria-label={t('home.slideshowLabel')} className="absolute inset-x-0 bottom-4 flex items-center justify-center gap-1 md:bottom-6">
        {!prefersReducedMotion && (
          <button
            type="button"
            onClick={() => setIsStopped((stopped) => !stopped)}
            aria-label={isStopped ? t('home.playSlideshow') : t('home.pauseSlideshow')}
            className="mr-1 grid size-9 place-items-center rounded-full bg-black/25 text-white backdrop-blur hover:bg-black/40"
          >
            {isStopped ? <Play className="size-4" aria-hidden="true" /> : <Pause className="size-4" aria-hidden="true" />}
          </button>
        )}
        {heroSlideIds.map((id, index) => (
          <button
            key={id}
            type="button"
            onClick={() => show(index)}
            aria-label={t('home.slideLabel', { number: index + 1, total: heroSlideIds.length, name: t(`categoryNames.${id}`) })}
            aria-current={index === active || undefined}
            className="group grid h-9 min-w-9 place-items-center rounded-full"
          >
            <span
              className={cn(
                'block h-2.5 rounded-full transition-all duration-300',
                index === active ? 'w-7 bg-accent-400' : 'w-2.5 bg-white/60 group-hover:bg-white',
              )}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
