import { commonErrors } from './common';
import { trustErrors } from './trust';

/**
 * What the person reads for each error code the API answers with or a shared schema reports;
 * the codes only trust's screens meet are worded in the `trust` namespace, loaded with them.
 * With the start-up words come the codes any page can meet; those of forms and actions come
 * with the pages that have them (form-errors.ts).
 */
export const errors = { ...commonErrors, ...trustErrors };
