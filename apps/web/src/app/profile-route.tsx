import { ProfilePage } from '../features/profile/profile-page';
import { MyVerifiedBadge } from '../features/verification/my-verified-badge';
import { VerificationSection } from '../features/verification/verification-section';

/** /profile: My Profile with the verification feature's badge and, for sellers, its section. */
export function ProfileRoute() {
  return <ProfilePage slots={{ nameBadge: <MyVerifiedBadge />, sections: <VerificationSection /> }} />;
}
