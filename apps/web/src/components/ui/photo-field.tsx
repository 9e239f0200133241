import { useEffect, useRef } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { PHOTO_MIME_TYPES, UPLOAD_MAX_BYTES } from '@fundi/shared';
import type { PhotoSelection } from '../../lib/use-photo-selection';
import { cn } from '../../lib/cn';
import { problemText } from '../../lib/error-text';
import { Avatar } from './avatar';
import { buttonClasses } from './button';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';

addSignedInWords();

const MEGABYTE = 1024 * 1024;

/**
 * A profile photo input: the current photo (or initials), replaced by a local preview as
 * soon as a file is picked. The native file input is visually hidden but stays the
 * focusable, labelled control; the button-like label opens the picker. Why a photo was
 * refused (when picked, or by the server) stays under it until a new pick or a save.
 */
export function PhotoField({
  label,
  name,
  currentPhotoUrl,
  photo,
  disabled = false,
  className,
}: {
  label: string;
  /** Whose photo it is: the initials shown when there is none. */
  name: string;
  currentPhotoUrl?: string | null;
  photo: PhotoSelection;
  disabled?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const id = photo.inputId;
  const labelId = `${id}-label`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const shownUrl = photo.previewUrl ?? currentPhotoUrl ?? null;
  const hasPhoto = Boolean(currentPhotoUrl) || photo.file !== null;

  // The server refused the photo: focus comes here (scrolling it into view) once the form is
  // enabled again, since a disabled input takes no focus.
  const { refusalCount, focus } = photo;
  const focusedRefusals = useRef(0);
  useEffect(() => {
    if (disabled || refusalCount === focusedRefusals.current) return;
    focusedRefusals.current = refusalCount;
    focus();
  }, [refusalCount, disabled, focus]);

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <span id={labelId} className="text-sm font-semibold text-ink">
        {label}
      </span>
      <div className="flex items-center gap-4">
        {/* Keyed by the URL so a photo that failed to load does not hide the next one. */}
        <Avatar key={shownUrl ?? 'none'} name={name} photoUrl={shownUrl} size="lg" className="size-20 text-2xl" />
        <div className="flex min-w-0 flex-1 flex-col items-start gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <input
              id={id}
              type="file"
              accept={PHOTO_MIME_TYPES.join(',')}
              disabled={disabled}
              aria-labelledby={labelId}
              aria-describedby={[statusId, photo.problem ? errorId : null].filter(Boolean).join(' ')}
              aria-invalid={photo.problem ? true : undefined}
              className="peer sr-only"
              onChange={(event) => {
                const file = event.target.files?.[0];
                // Cleared so that picking the same file again (after Remove) is noticed.
                event.target.value = '';
                if (file) photo.pick(file);
              }}
            />
            <label
              htmlFor={id}
              className={cn(
                buttonClasses({ variant: 'secondary', size: 'sm' }),
                'cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-500',
                disabled && 'pointer-events-none opacity-60',
              )}
            >
              <ImagePlus className="size-4" aria-hidden="true" />
              {t(hasPhoto ? 'photoField.change' : 'photoField.choose')}
            </label>
            {photo.file && (
              <button
                type="button"
                onClick={photo.clear}
                disabled={disabled}
                className={buttonClasses({ variant: 'ghost', size: 'sm' })}
              >
                <X className="size-4" aria-hidden="true" />
                {t(currentPhotoUrl ? 'photoField.keepCurrent' : 'photoField.remove')}
              </button>
            )}
          </div>
          <p id={statusId} className="max-w-full text-sm break-words text-muted">
            {photo.file
              ? t('photoField.picked', { name: photo.file.name })
              : t('photoField.hint', { size: UPLOAD_MAX_BYTES / MEGABYTE })}
          </p>
        </div>
      </div>
      {photo.problem && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {problemText(photo.problem)}
        </p>
      )}
    </div>
  );
}
