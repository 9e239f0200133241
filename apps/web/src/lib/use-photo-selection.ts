import { useCallback, useEffect, useRef, useState } from 'react';
import { photoFileProblem } from '@fundi/shared';

interface Selection {
  file: File;
  /** A blob: URL of the picked file, for a preview before anything is sent. */
  previewUrl: string;
}

export interface PhotoSelection {
  file: File | null;
  previewUrl: string | null;
  /** Why the last pick was refused (type or size), shown beside the input. */
  problem: string | null;
  /** Checks a picked file (type and size, before any upload) and keeps it when it may be sent. */
  pick: (file: File) => void;
  clear: () => void;
}

/**
 * A photo picked for upload, previewed locally (SPEC §7). Each preview URL is revoked when
 * another file replaces it, when the choice is cleared and when the page goes away, so a
 * few tries on a phone do not keep megabytes of images in memory.
 */
export function usePhotoSelection(): PhotoSelection {
  const [selection, setSelection] = useState<Selection | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The preview URLs this hook still owns, for the revocation when the page goes away.
  const [ownedUrls] = useState(() => new Set<string>());
  const current = useRef<Selection | null>(null);

  useEffect(() => () => ownedUrls.forEach((url) => URL.revokeObjectURL(url)), [ownedUrls]);

  const replace = useCallback(
    (file: File | null) => {
      if (current.current) {
        URL.revokeObjectURL(current.current.previewUrl);
        ownedUrls.delete(current.current.previewUrl);
      }
      const next = file ? { file, previewUrl: URL.createObjectURL(file) } : null;
      if (next) ownedUrls.add(next.previewUrl);
      current.current = next;
      setSelection(next);
    },
    [ownedUrls],
  );

  const pick = useCallback(
    (file: File) => {
      const refusal = photoFileProblem(file);
      setProblem(refusal);
      if (!refusal) replace(file);
    },
    [replace],
  );

  const clear = useCallback(() => {
    setProblem(null);
    replace(null);
  }, [replace]);

  return { file: selection?.file ?? null, previewUrl: selection?.previewUrl ?? null, problem, pick, clear };
}
