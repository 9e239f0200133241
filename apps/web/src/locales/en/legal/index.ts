import { blog, careers } from './company';
import { cookies } from './cookies';
import { page } from './page';
import { privacy } from './privacy';
import { terms } from './terms';

/**
 * The words of the legal and company pages, a namespace of their own (`legal`): long texts that
 * only /terms, /privacy, /cookies, /blog and /careers show, loaded with those pages' chunks
 * (lib/i18n.ts `addNamespace`), never with the start-up bundle, whose script budget is nearly
 * spent.
 */
export const legal = { page, terms, privacy, cookies, blog, careers };
export type LegalCatalogue = typeof legal;
