import { ImageOff } from 'lucide-react';
import type { Dispute } from '@fundi/shared';
import { Skeleton } from '../../components/ui/skeleton';
import { usePrivatePhoto } from '../../lib/private-photo';
import { useTranslation } from '../../lib/i18n';

type Photo = Dispute['photos'][number];

/** Evidence photos, read with the caller's token (never a public address), each opening full size. */
export function DisputePhotos({ photos, authorName }: { photos: Photo[]; authorName: string }) {
  const { t } = useTranslation('trust');
  if (photos.length === 0) return null;
  return (
    <ul className="mt-3 grid grid-cols-3 gap-2 sm:max-w-md">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <PrivatePhoto path={photo.path} label={t('disputes.photos.alt', { number: index + 1, name: authorName })} />
        </li>
      ))}
    </ul>
  );
}

function PrivatePhoto({ path, label }: { path: string; label: string }) {
  const { t } = useTranslation('trust');
  const url = usePrivatePhoto(path);
  return (
    <div className="aspect-square overflow-hidden rounded-control bg-stone-100">
      {url === undefined ? (
        <Skeleton className="size-full rounded-none" />
      ) : url ? (
        <a href={url} target="_blank" rel="noopener noreferrer" className="block size-full">
          <img src={url} alt={label} className="size-full object-cover" />
        </a>
      ) : (
        <p className="flex size-full flex-col items-center justify-center gap-1 p-2 text-center text-xs text-muted">
          <ImageOff className="size-5" aria-hidden="true" />
          <span className="sr-only">{label}: </span>
          {t('disputes.photos.unavailable')}
        </p>
      )}
    </div>
  );
}
