import type { Catalogue } from '../en';

/**
 * The English catalogue's shape with every text widened to `string`: an English part written
 * `as const` would type each text as the English sentence itself, which no other language
 * could match. Keys stay exactly the English ones, so
 * a missing or an extra key in a Kiswahili part is a type error.
 */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** One screen of the catalogue in another language. */
export type Translation<K extends keyof Catalogue> = Texts<Catalogue[K]>;
