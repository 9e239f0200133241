import { preferences } from './preferences';
import { privacy } from './privacy';
import { resetCode } from './reset-code';

/**
 * The words of notifications, a namespace of their own (`notifications`): the settings page's
 * preferences and forgot password's SMS code step, loaded with those chunks (lib/i18n.ts
 * `addNamespace`), never with the start-up bundle, whose script budget is nearly spent.
 */
export const notifications = { preferences, privacy, resetCode };
export type NotificationsCatalogue = typeof notifications;
