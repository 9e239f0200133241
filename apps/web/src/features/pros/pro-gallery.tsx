import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { GalleryPhoto } from '@fundi/shared';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { useTranslation } from '../../lib/i18n';
import { useElementId } from '../../lib/element-id';

/** Stored photos fit inside 800 px (docs/decisions/0021-photos.md); a grid cell shows half that at most. */
const THUMBNAIL_PX = 400;

/**
 * Photos of past work: a grid of square thumbnails that load as they near the screen, each
 * sized before it arrives so nothing below moves; a tap opens the photo whole in a dialog, with
 * the previous and next ones a tap away.
 */
export function ProGallery({ name, photos }: { name: string; photos: readonly GalleryPhoto[] }) {
  const { t } = useTranslation('pros');
  const headingId = useElementId();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const count = photos.length;
  const open = openIndex === null ? undefined : photos[openIndex];
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {t('gallery.title')}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              onClick={() => setOpenIndex(index)}
              aria-label={t('gallery.open', { number: index + 1, count })}
              className="block w-full overflow-hidden rounded-control bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
            >
              <img
                src={photo.url}
                alt=""
                width={THUMBNAIL_PX}
                height={THUMBNAIL_PX}
                loading="lazy"
                decoding="async"
                className="aspect-square w-full object-cover transition-transform hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>
      <Modal
        isOpen={open !== undefined}
        onClose={() => setOpenIndex(null)}
        title={t('gallery.viewerTitle', { number: (openIndex ?? 0) + 1, count })}
        width={960}
        footer={
          count > 1 && (
            <>
              <Button variant="secondary" onClick={() => setOpenIndex((index) => ((index ?? 0) - 1 + count) % count)}>
                <ChevronLeft className="size-4" aria-hidden="true" />
                {t('gallery.previous')}
              </Button>
              <Button variant="secondary" onClick={() => setOpenIndex((index) => ((index ?? 0) + 1) % count)}>
                {t('gallery.next')}
                <ChevronRight className="size-4" aria-hidden="true" />
              </Button>
            </>
          )
        }
      >
        {open && (
          // A box of fixed height: the dialog keeps its size whatever the photo's shape.
          <div className="grid h-[min(65dvh,800px)] place-items-center rounded-control bg-stone-100">
            <img
              key={open.id}
              src={open.url}
              alt={t('gallery.photoAlt', { name, number: (openIndex ?? 0) + 1, count })}
              decoding="async"
              className="max-h-full max-w-full object-contain"
            />
          </div>
        )}
      </Modal>
    </section>
  );
}
