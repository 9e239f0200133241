import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatOfferedServices, updateProfileResponse, type UpdateProfileRequest, type UpdateProfileResponse } from '@fundi/shared';
import { api } from '../../../lib/api';
import { toFormData } from '../../../lib/form-data';
import { invalidateCatalogue, queryRoots } from '../../../lib/query-keys';
import { setUser } from '../../../lib/session';

export interface UpdateProfileVariables {
  /** The form's values, trimmed by the shared rules. */
  profile: UpdateProfileRequest;
  /** SPEC §5: 'Services Offered' is sent only for sellers and both. */
  includesServices: boolean;
  /** Sent only when a new file was picked. */
  profilePhoto: File | null;
}

/** PUT /api/profile (multipart). A blank field is sent blank: it clears that detail. */
export function updateProfile({ profile, includesServices, profilePhoto }: UpdateProfileVariables): Promise<UpdateProfileResponse> {
  const body = toFormData({
    name: profile.name,
    email: profile.email ?? '',
    phone: profile.phone ?? '',
    location: profile.location ?? '',
    bio: profile.bio ?? '',
    services: includesServices ? formatOfferedServices(profile.services) : undefined,
    profilePhoto,
  });
  return api.put('/api/profile', body, { schema: updateProfileResponse });
}

/**
 * The saved user replaces the session's (the navbar shows the new name and photo at once)
 * and the cached profile; the catalogue, whose cards show name, photo and bio, refetches.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => {
      setUser(user);
      queryClient.setQueryData(queryRoots.profile, user);
      void invalidateCatalogue(queryClient);
    },
  });
}
