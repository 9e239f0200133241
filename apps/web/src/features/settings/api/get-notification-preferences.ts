import { useQuery } from '@tanstack/react-query';
import type { NotificationPreferences } from '@fundi/shared';
import { callApi } from '../../../lib/api';

/** The caller's choices; saving them (update-notification-preferences.ts) replaces this entry. */
export const notificationPreferencesKey = ['notification-preferences'] as const;

/** GET /api/me/notification-preferences: every kind and channel (the defaults until first saved). */
function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return callApi('getNotificationPreferences', { signal });
}

/**
 * Asked again whenever the page opens (another device may have changed them, or an SMS answered
 * STOP); one small read on a page opened now and then. The cached answer shows meanwhile.
 */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationPreferencesKey,
    queryFn: ({ signal }) => getNotificationPreferences(signal),
    staleTime: 0,
  });
}
