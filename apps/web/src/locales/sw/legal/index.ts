import type { LegalCatalogue } from '../../en/legal';
import type { Texts } from '../texts';
import { blog, careers } from './company';
import { cookies } from './cookies';
import { page } from './page';
import { privacy } from './privacy';
import { terms } from './terms';

/** Maneno ya kurasa za kisheria na za kampuni: the same keys as the English `legal` namespace. */
export const legal: Texts<LegalCatalogue> = { page, terms, privacy, cookies, blog, careers };
