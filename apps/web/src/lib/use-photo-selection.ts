import { useCallback, useEffect, useRef, useState } from 'react';
import { isErrorCode, photoFileProblem, type ErrorCode } from '@fundi/shared';
import { ApiError } from './http';
import { useElementId } from './element-id';

interface Selection {
  file: File;
  /** A blob: URL of the picked file, for a preview before anything is sent. */
  previewUrl: string;
}

export interface PhotoSelection {
  file: File | null;
  previewUrl: string | null;
  /**
   * Why the last photo was refused (type or size when picked, or the server's refusal once
   * sent), shown beside the input until a new pick or a save that goes through.
   */
  problem: ErrorCode | null;
  /** Counts the server's refusals: each one moves focus to the field, once it is enabled. */
  refusalCount: number;
  /** The id of the field's file input, for `focus`. */
  inputId: string;
  /** Checks a picked file (type and size, before any upload) and keeps it when it may be sent; says whether it did. */
  pick: (file: File) => boolean;
  clear: () => void;
  /**
   * Takes a failed save's error: when the server refused the photo (400 not an image, 413 too
   * large), the message goes beside the field and the refused file is dropped. Returns whether it did.
   */
  showRefusal: (error: unknown) => boolean;
  /** The save went through: a message about an earlier photo is no longer true. */
  markSaved: () => void;
  focus: () => void;
}

/**
 * A photo picked for upload, previewed locally (docs/product.md §7). Each preview URL is revoked when
 * another file replaces it, when the choice is cleared and when the page goes away, so a
 * few tries on a phone do not keep megabytes of images in memory. A refused file is never
 * kept: what the field shows is what a save would send.
 */
export function usePhotoSelection(): PhotoSelection {
  const [selection, setSelection] = useState<Selection | null>(null);
  const [problem, setProblem] = useState<ErrorCode | null>(null);
  const [refusalCount, setRefusalCount] = useState(0);
  // The preview URLs this hook still owns, for the revocation when the page goes away.
  const [ownedUrls] = useState(() => new Set<string>());
  const current = useRef<Selection | null>(null);
  const inputId = useElementId();

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
      replace(refusal ? null : file);
      return refusal === null;
    },
    [replace],
  );

  const clear = useCallback(() => {
    setProblem(null);
    replace(null);
  }, [replace]);

  const showRefusal = useCallback(
    (error: unknown) => {
      const refusal = photoRefusalCode(error);
      if (!refusal) return false;
      setProblem(refusal);
      setRefusalCount((count) => count + 1);
      replace(null);
      return true;
    },
    [replace],
  );

  const markSaved = useCallback(() => setProblem(null), []);
  const focus = useCallback(() => document.getElementById(inputId)?.focus(), [inputId]);

  return {
    file: selection?.file ?? null,
    previewUrl: selection?.previewUrl ?? null,
    problem,
    refusalCount,
    inputId,
    pick,
    clear,
    showRefusal,
    markSaved,
    focus,
  };
}

/**
 * The code of the server's refusal of a sent photo, or null for any other failure. Every 413
 * of a form with a photo is about the photo (the other fields are a few hundred bytes), even
 * one a proxy answered without a code; a 400 is when its code says so.
 */
function photoRefusalCode(error: unknown): ErrorCode | null {
  if (!(error instanceof ApiError)) return null;
  const code = isErrorCode(error.code) ? error.code : null;
  if (error.status === 413) return code ?? 'PHOTO_TOO_LARGE';
  if (error.status === 400 && code === 'PHOTO_NOT_AN_IMAGE') return code;
  return null;
}
