import { mergeWords } from '../../lib/translator';
import { en, type Catalogue } from '../en';
import { auth } from './auth';
import { formErrors } from './errors/form-errors';
import { signedInWords } from './signed-in';

/**
 * Every English text of the main namespace in one tree, as the Kiswahili catalogue holds them:
 * the start-up words with the parts their screens add (lib/sign-in-words.ts,
 * lib/signed-in-words.ts, lib/form-error-words.ts). For comparing the two languages and for tests; the app itself never
 * downloads it whole.
 */
export const wholeEnglish = mergeWords(mergeWords(en, { auth, ...signedInWords }), { errors: formErrors }) as Catalogue;
