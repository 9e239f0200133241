import { paths } from '../../lib/paths';

/**
 * Where each link a legal text may mark goes: `<contact>our support contacts</contact>` links
 * to the Contact page. Settings' sub-pages ask a signed-out visitor to log in first, then open.
 */
export const legalLinks: Readonly<Record<string, string>> = {
  contact: paths.contact,
  terms: paths.terms,
  privacy: paths.privacy,
  profile: paths.profile,
  privacySettings: `${paths.settings}?section=privacy`,
  deleteAccount: `${paths.settings}?section=delete-account`,
  notificationSettings: `${paths.settings}?section=notifications`,
  // The Office of the Data Protection Commissioner, where complaints go.
  odpc: 'https://www.odpc.go.ke',
};
