import { useEffect, useRef } from 'react';
import { ImagePlus, Trash2 } from 'lucide-react';
import { GALLERY_MAX_PHOTOS, PHOTO_MIME_TYPES, UPLOAD_MAX_BYTES } from '@fundi/shared';
import { Button, buttonClasses } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { useToast } from '../../components/ui/toast';
import { errorText } from '../../lib/api';
import { cn } from '../../lib/cn';
import { problemText } from '../../lib/error-text';
import { paths } from '../../lib/paths';
import { addProWords } from '../../lib/pro-words';
import { usePhotoSelection } from '../../lib/use-photo-selection';
import { useAddGalleryPhoto } from './api/add-gallery-photo';
import { useDeleteGalleryPhoto } from './api/delete-gallery-photo';
import { useMyGallery } from './api/get-my-gallery';
import { useTranslation } from '../../lib/i18n';
import { useElementId } from '../../lib/element-id';

addProWords();

const MEGABYTE = 1024 * 1024;
/** A tile is at most a third of the profile's column: 200 px covers it on any phone. */
const TILE_PX = 200;

/**
 * My Profile's "Past work photos" for sellers (docs/decisions/0053-professional-pages.md): the
 * photos their public page shows, each with Delete, and Add photo while there are fewer than
 * GALLERY_MAX_PHOTOS. A picked photo is checked as a profile photo is (type and size before it
 * costs any data, the server's refusal beside the field) and sent at once, one per pick.
 */
export function GallerySection({ sellerId }: { sellerId: string }) {
  const { t } = useTranslation('pros');
  const toast = useToast();
  const headingId = useElementId();
  const gallery = useMyGallery();
  const addPhoto = useAddGalleryPhoto();
  const deletePhoto = useDeleteGalleryPhoto();
  const photo = usePhotoSelection();
  const photos = gallery.data?.gallery ?? [];
  const isFull = photos.length >= GALLERY_MAX_PHOTOS;
  const isAdding = addPhoto.isPending;
  const isPickDisabled = isFull || isAdding || !gallery.data;

  // The server refused the photo: focus comes to the field once it is enabled again (a disabled input takes none).
  const { refusalCount, focus } = photo;
  const focusedRefusals = useRef(0);
  useEffect(() => {
    if (isPickDisabled || refusalCount === focusedRefusals.current) return;
    focusedRefusals.current = refusalCount;
    focus();
  }, [refusalCount, isPickDisabled, focus]);

  const upload = (file: File) => {
    if (!photo.pick(file)) return;
    addPhoto.mutate(file, {
      onSuccess: () => {
        photo.clear();
        toast.success(t('manager.added'));
      },
      onError: (error) => {
        if (photo.showRefusal(error)) return;
        photo.clear();
        toast.error(errorText(error, t('manager.addFailed')));
      },
    });
  };

  const remove = (photoId: string) =>
    deletePhoto.mutate(photoId, {
      onSuccess: () => toast.success(t('manager.deleted')),
      onError: (error) => toast.error(errorText(error, t('manager.deleteFailed'))),
    });

  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-card border border-line bg-white p-5 shadow-card">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-lg font-bold text-ink">
          {t('manager.title')}
        </h2>
        {gallery.data && (
          <p className="text-sm font-semibold text-muted" role="status">
            {t('manager.count', { count: photos.length, max: GALLERY_MAX_PHOTOS })}
          </p>
        )}
      </div>
      <p className="mt-1 text-sm text-muted">{t('manager.lead', { max: GALLERY_MAX_PHOTOS })}</p>

      {gallery.isPending ? (
        <Skeleton className="mt-4 h-28 rounded-control" />
      ) : gallery.isError ? (
        <div role="alert" className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-control border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-800">
          {t('manager.loadFailed')}
          <Button variant="secondary" size="sm" onClick={() => void gallery.refetch()}>
            {t('manager.retry')}
          </Button>
        </div>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {isAdding && photo.previewUrl && (
            <li className="relative aspect-square overflow-hidden rounded-control bg-stone-100" aria-busy="true">
              <img src={photo.previewUrl} alt="" width={TILE_PX} height={TILE_PX} className="size-full object-cover opacity-60" />
              <span className="absolute inset-0 grid place-items-center text-brand-800">
                <Spinner label={t('manager.adding')} className="size-8" />
              </span>
            </li>
          )}
          {photos.map((stored, index) => (
            <li key={stored.id} className="flex min-w-0 flex-col gap-1.5">
              <img
                src={stored.url}
                alt={t('manager.photoAlt', { number: index + 1 })}
                width={TILE_PX}
                height={TILE_PX}
                loading="lazy"
                decoding="async"
                className="aspect-square w-full rounded-control bg-stone-100 object-cover"
              />
              <Button
                variant="secondary"
                size="sm"
                onClick={() => remove(stored.id)}
                disabled={deletePhoto.isPending}
                aria-label={t('manager.deleteLabel', { number: index + 1 })}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                {t('manager.delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {gallery.data && photos.length === 0 && !isAdding && <p className="mt-2 text-sm text-muted">{t('manager.empty')}</p>}

      <div className="mt-4 flex flex-col items-start gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <input
            id={photo.inputId}
            type="file"
            accept={PHOTO_MIME_TYPES.join(',')}
            disabled={isPickDisabled}
            aria-describedby={`${photo.inputId}-hint${photo.problem ? ` ${photo.inputId}-error` : ''}`}
            aria-invalid={photo.problem ? true : undefined}
            className="peer sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared so that picking the same file again is noticed.
              event.target.value = '';
              if (file) upload(file);
            }}
          />
          <label
            htmlFor={photo.inputId}
            className={cn(
              buttonClasses({ variant: 'secondary', size: 'sm' }),
              'cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-500',
              isPickDisabled && 'pointer-events-none opacity-60',
            )}
          >
            <ImagePlus className="size-4" aria-hidden="true" />
            {isAdding ? t('manager.adding') : t('manager.add')}
          </label>
          {photos.length > 0 && (
            <ButtonLink to={paths.pro(sellerId)} variant="ghost" size="sm">
              {t('manager.viewPage')}
            </ButtonLink>
          )}
        </div>
        <p id={`${photo.inputId}-hint`} className="text-sm text-muted">
          {isFull ? t('manager.full', { max: GALLERY_MAX_PHOTOS }) : t('manager.hint', { size: UPLOAD_MAX_BYTES / MEGABYTE })}
        </p>
        {photo.problem && (
          <p id={`${photo.inputId}-error`} role="alert" className="text-sm font-medium text-red-700">
            {problemText(photo.problem)}
          </p>
        )}
      </div>
    </section>
  );
}
