import type { Consents } from './consents';

// The versions of Fundi's legal pages (docs/product.md §11): each page shows its version and
// date; signing up records the terms' version accepted, and a newer version is asked for once
// at the next sign-in. Change a version here when its page's words change in substance.

export const LEGAL_DOCUMENTS = {
  terms: { version: '2026-11-28', date: '2026-11-28' },
  privacy: { version: '2026-11-28', date: '2026-11-28' },
  cookies: { version: '2026-11-28', date: '2026-11-28' },
} as const;

export type LegalDocument = keyof typeof LEGAL_DOCUMENTS;

/**
 * Whether the person still has to accept the current terms. Here, not beside the consents'
 * schemas: the check runs on every signed-in page before any schema has downloaded.
 */
export function needsTermsAcceptance(consents: Consents): boolean {
  return consents.terms.accepted !== consents.terms.current || !consents.adult;
}
