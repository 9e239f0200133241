import { z } from 'zod';
import { LANGUAGES } from './language';
import { anyCaseEnum } from './validation';

/** A language as a client sends it: any case ('SW'), answered in its own spelling ('sw'). */
export const languageInput = anyCaseEnum(LANGUAGES, 'INVALID_LANGUAGE');

/** A language in an answer. */
export const languageSchema = z.enum(LANGUAGES);
