import type { TrustErrorCode } from '@fundi/shared';

/** Trust's codes that pages outside trust's screens meet: a suspended account's sign-in. */
type TrustCodeAnywhere = 'ACCOUNT_SUSPENDED';

/** The rest of trust's codes: worded in the `trust` namespace (locales/en/trust/errors.ts). */
export type TrustScreensErrorCode = Exclude<TrustErrorCode, TrustCodeAnywhere>;

export const trustErrors: Record<TrustCodeAnywhere, string> = {
  ACCOUNT_SUSPENDED: 'This account is suspended. Please contact support.',
};
