import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatOfferedServices, type UpdateProfileRequest, type UpdateProfileResponse } from '@fundi/shared';
import { callApi } from '../../../lib/api';
import { toFormData } from '../../../lib/form-data';
import { invalidateCatalogue, queryRoots } from '../../../lib/query-keys';
import { setUser } from '../../../lib/session';
import type { ProfileData } from './get-profile';

interface UpdateProfileVariables {
  /** The form's values, trimmed by the shared rules. */
  profile: UpdateProfileRequest;
  /** docs/product.md §5: 'Services Offered' is sent only for sellers and both. */
  includesServices: boolean;
  /** Sent only when a new file was picked. */
  profilePhoto: File | null;
}

/** PUT /api/profile (multipart). A blank field is sent blank: it clears that detail. */
function updateProfile({ profile, includesServices, profilePhoto }: UpdateProfileVariables): Promise<UpdateProfileResponse> {
  const body = toFormData({
    name: profile.name,
    email: profile.email ?? '',
    phone: profile.phone ?? '',
    location: profile.location ?? '',
    bio: profile.bio ?? '',
    services: includesServices ? formatOfferedServices(profile.services) : undefined,
    // Sellers' other towns: blank clears them; a buyer sends none, leaving them as they are.
    townsServed: includesServices ? (profile.townsServed ?? '') : undefined,
    // Only when asked for: a password is sent nowhere it is not needed.
    currentPassword: profile.currentPassword === '' ? undefined : profile.currentPassword,
    profilePhoto,
  });
  return callApi('updateProfile', { body });
}

/**
 * The saved user replaces the session's (the navbar shows the new name and photo at once)
 * and the cached profile; the catalogue, whose cards show name, photo and bio, refetches.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user, signIn }) => {
      setUser(user);
      queryClient.setQueryData<ProfileData>(queryRoots.profile, { user, signIn });
      void invalidateCatalogue(queryClient);
    },
  });
}
