import { useCallback, useEffect, useRef, useState } from 'react';
import { photoFileProblem, TRUST_LIMITS, type ErrorCode } from '@fundi/shared';

interface EvidencePhoto {
  file: File;
  /** A blob: URL for the preview, revoked when the photo is removed or the form goes. */
  previewUrl: string;
}

export interface EvidencePhotos {
  photos: EvidencePhoto[];
  /** Why the last pick was refused (not an image, too large, one too many); null otherwise. */
  problem: ErrorCode | null;
  canAddMore: boolean;
  add: (files: File[]) => void;
  remove: (index: number) => void;
  clear: () => void;
}

/**
 * Up to 3 photos picked for a report or a statement (TRUST_LIMITS.disputePhotos), each checked
 * when picked (type and size, before any upload) and previewed locally. A file that may not be
 * sent is never kept: what the field shows is what the form sends.
 */
export function useEvidencePhotos(max: number = TRUST_LIMITS.disputePhotos): EvidencePhotos {
  const [photos, setPhotos] = useState<EvidencePhoto[]>([]);
  const [problem, setProblem] = useState<ErrorCode | null>(null);
  // The preview URLs still owned, for the revocation when the form goes away.
  const owned = useRef(new Set<string>());

  useEffect(() => {
    const urls = owned.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const release = (photo: EvidencePhoto) => {
    URL.revokeObjectURL(photo.previewUrl);
    owned.current.delete(photo.previewUrl);
  };

  const add = useCallback(
    (files: File[]) => {
      const refused = files.map(photoFileProblem).find((found) => found !== null) ?? null;
      const accepted = files.filter((file) => photoFileProblem(file) === null);
      const room = max - photos.length;
      const kept = accepted.slice(0, Math.max(room, 0)).map((file) => {
        const previewUrl = URL.createObjectURL(file);
        owned.current.add(previewUrl);
        return { file, previewUrl };
      });
      setProblem(refused ?? (accepted.length > room ? 'DISPUTE_TOO_MANY_PHOTOS' : null));
      setPhotos([...photos, ...kept]);
    },
    [max, photos],
  );

  const remove = useCallback(
    (index: number) => {
      const photo = photos[index];
      if (photo) release(photo);
      setProblem(null);
      setPhotos(photos.filter((_, at) => at !== index));
    },
    [photos],
  );

  const clear = useCallback(() => {
    photos.forEach(release);
    setProblem(null);
    setPhotos([]);
  }, [photos]);

  return { photos, problem, canAddMore: photos.length < max, add, remove, clear };
}
