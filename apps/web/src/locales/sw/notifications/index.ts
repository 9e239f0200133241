import type { NotificationsCatalogue } from '../../en/notifications';
import type { Texts } from '../texts';
import { preferences } from './preferences';
import { privacy } from './privacy';
import { resetCode } from './reset-code';

/** Maneno ya arifa: the same keys as the English `notifications` namespace. */
export const notifications: Texts<NotificationsCatalogue> = { preferences, privacy, resetCode };
