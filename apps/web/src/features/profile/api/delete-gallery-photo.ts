import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyGalleryResponse } from '@fundi/shared';
import { callApi } from '../../../lib/api';
import { invalidateCatalogue } from '../../../lib/query-keys';
import { myGalleryKey } from './get-my-gallery';

/** DELETE /api/me/gallery/{id}: one of the seller's own photos of past work. */
function deleteGalleryPhoto(photoId: string): Promise<MyGalleryResponse> {
  return callApi('deleteGalleryPhoto', { params: { id: photoId } });
}

/** The answer is the whole gallery left; the seller's public page, cached with the catalogue, refetches. */
export function useDeleteGalleryPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGalleryPhoto,
    onSuccess: (gallery) => {
      queryClient.setQueryData(myGalleryKey, gallery);
      void invalidateCatalogue(queryClient);
    },
  });
}
