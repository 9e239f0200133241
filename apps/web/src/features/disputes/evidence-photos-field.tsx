import { ImagePlus, X } from 'lucide-react';
import { PHOTO_MIME_TYPES, TRUST_LIMITS, UPLOAD_MAX_BYTES } from '@fundi/shared';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { problemText } from '../../lib/error-text';
import type { EvidencePhotos } from './use-evidence-photos';
import { useTranslation } from '../../lib/i18n';
import { useElementId } from '../../lib/element-id';

const MEGABYTE = 1024 * 1024;

/**
 * Up to 3 evidence photos: the previews, each with its own Remove button, and Add photos (a
 * visually hidden file input that stays the focusable, labelled control, as in PhotoField).
 */
export function EvidencePhotosField({ evidence, disabled = false }: { evidence: EvidencePhotos; disabled?: boolean }) {
  const { t } = useTranslation('trust');
  const inputId = useElementId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const canAdd = evidence.canAddMore && !disabled;
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-semibold text-ink">{t('disputes.photos.label')}</span>
      {evidence.photos.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:max-w-sm">
          {evidence.photos.map((photo, index) => (
            <li key={photo.previewUrl} className="relative aspect-square overflow-hidden rounded-control bg-stone-100">
              <img src={photo.previewUrl} alt={t('disputes.photos.preview', { number: index + 1 })} className="size-full object-cover" />
              <button
                type="button"
                disabled={disabled}
                onClick={() => evidence.remove(index)}
                aria-label={t('disputes.photos.remove', { number: index + 1 })}
                className="absolute top-1 right-1 grid size-8 place-items-center rounded-full bg-white/90 text-ink shadow hover:bg-white"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <input
          id={inputId}
          type="file"
          multiple
          accept={PHOTO_MIME_TYPES.join(',')}
          disabled={!canAdd}
          aria-describedby={[hintId, evidence.problem ? errorId : null].filter(Boolean).join(' ')}
          aria-invalid={evidence.problem ? true : undefined}
          className="peer sr-only"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // Cleared so that picking the same file again (after Remove) is noticed.
            event.target.value = '';
            if (files.length > 0) evidence.add(files);
          }}
        />
        <label
          htmlFor={inputId}
          className={cn(
            buttonClasses({ variant: 'secondary', size: 'sm' }),
            'cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-500',
            !canAdd && 'pointer-events-none opacity-60',
          )}
        >
          <ImagePlus className="size-4" aria-hidden="true" />
          {t('disputes.photos.add')}
        </label>
      </div>
      <p id={hintId} className="text-sm text-muted">
        {t('disputes.photos.hint', { max: TRUST_LIMITS.disputePhotos, size: UPLOAD_MAX_BYTES / MEGABYTE })}
      </p>
      {evidence.problem && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {problemText(evidence.problem)}
        </p>
      )}
    </div>
  );
}
