import { VerifiedBadge } from '../../components/verified-badge';
import { useSession } from '../../lib/session';
import { useMyVerification } from './api/get-my-verification';

/** The Verified badge beside a seller's own name on /profile, once an administrator approved them. */
export function MyVerifiedBadge() {
  const isSeller = useSession((state) => state.user?.isSeller === true);
  const verification = useMyVerification({ isEnabled: isSeller });
  return isSeller && verification.data?.status === 'APPROVED' ? <VerifiedBadge /> : null;
}
