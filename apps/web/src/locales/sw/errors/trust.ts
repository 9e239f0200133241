import type { TrustErrorCode } from '@fundi/shared';
import type { TrustScreensErrorCode } from '../../en/errors/trust';

export const trustErrors: Record<Exclude<TrustErrorCode, TrustScreensErrorCode>, string> = {
  ACCOUNT_SUSPENDED: 'Akaunti hii imesimamishwa. Tafadhali wasiliana na huduma kwa wateja.',
};
