import type { ErrorCode } from '@fundi/shared';
import { accountErrors } from './accounts';
import { commonErrors } from './common';
import { marketplaceErrors } from './marketplace';
import { trustErrors, type TrustScreensErrorCode } from './trust';

/**
 * What the person reads for each error code the API answers with or a shared schema reports;
 * the codes only trust's screens meet are worded in the `trust` namespace, loaded with them.
 */
export const errors: Record<Exclude<ErrorCode, TrustScreensErrorCode>, string> = { ...commonErrors, ...accountErrors, ...marketplaceErrors, ...trustErrors };
