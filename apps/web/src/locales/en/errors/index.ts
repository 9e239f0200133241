import type { ErrorCode } from '@fundi/shared';
import { accountErrors } from './accounts';
import { commonErrors } from './common';
import { marketplaceErrors } from './marketplace';
import { trustErrors } from './trust';

/** What the person reads for each error code the API answers with or a shared schema reports. */
export const errors: Record<ErrorCode, string> = { ...commonErrors, ...accountErrors, ...marketplaceErrors, ...trustErrors };
