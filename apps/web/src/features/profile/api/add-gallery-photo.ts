import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyGalleryResponse } from '@fundi/shared';
import { callApi } from '../../../lib/api';
import { toFormData } from '../../../lib/form-data';
import { invalidateCatalogue } from '../../../lib/query-keys';
import { myGalleryKey } from './get-my-gallery';

/** POST /api/me/gallery (multipart): one photo of past work under the part `photo`. */
function addGalleryPhoto(photo: File): Promise<MyGalleryResponse> {
  return callApi('addGalleryPhoto', { body: toFormData({ photo }) });
}

/** The answer is the whole gallery; the seller's public page, cached with the catalogue, refetches. */
export function useAddGalleryPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGalleryPhoto,
    onSuccess: (gallery) => {
      queryClient.setQueryData(myGalleryKey, gallery);
      void invalidateCatalogue(queryClient);
    },
  });
}
