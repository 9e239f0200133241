import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '@fundi/shared';
import { callApi } from '../../../lib/api';
import { notificationPreferencesKey } from './get-notification-preferences';

/** PUT /api/me/notification-preferences: the whole set at once; the answer is what was saved. */
function updateNotificationPreferences(preferences: NotificationPreferences): Promise<NotificationPreferences> {
  return callApi('updateNotificationPreferences', { body: preferences });
}

/** The saved set replaces the cached one at once, so the page shows exactly what the server kept. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesKey, saved),
  });
}
