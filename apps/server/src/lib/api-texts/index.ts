import type { ErrorCode } from '@fundi/shared';
import { accountTexts } from './accounts';
import { commonTexts } from './common';
import { marketplaceTexts } from './marketplace';
import { trustTexts } from './trust';

/**
 * The API's English words for every error code, written once
 * (docs/decisions/0048-error-codes-and-texts.md). They are the `error` texts of docs/product.md,
 * which clients written against it compare, so a change here is a change of the API. People
 * read the web app's catalogues instead, in their own language.
 */
export const API_TEXTS: Record<ErrorCode, string> = { ...commonTexts, ...accountTexts, ...marketplaceTexts, ...trustTexts };
