import { accountErrors } from './accounts';
import { marketplaceErrors } from './marketplace';

/**
 * The words of the codes that forms and actions meet (signing in, booking, paying, a service's
 * rules), added by the pages that have them (lib/page-words.ts); the codes any page can meet
 * come with the start-up words (index.ts).
 */
export const formErrors = { ...accountErrors, ...marketplaceErrors };

export type FormErrorWords = typeof formErrors;
