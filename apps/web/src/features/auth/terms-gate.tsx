import { lazy } from 'react';
import { useLocation } from 'react-router';
import { needsTermsAcceptance } from '@fundi/shared';
import { paths } from '../../lib/paths';
import { useConsents } from './api/get-consents';

// Downloaded only by someone who has to accept: everyone else never loads its code or words.
const TermsDialog = lazy(() => import('./terms-dialog').then((module) => ({ default: module.TermsDialog })));

/** The pages the dialog links to stay readable without accepting. */
const readableFirst = new Set<string>([paths.terms, paths.privacy, paths.cookies]);

/**
 * The dialog, for a signed-in person whose accepted terms are not the current ones: an account
 * from before the terms, or one made with Google or by another client (docs/product.md §11).
 */
export function TermsGate() {
  const { pathname } = useLocation();
  const { data: consents } = useConsents();
  if (!consents || !needsTermsAcceptance(consents) || readableFirst.has(pathname)) return null;
  return <TermsDialog />;
}
