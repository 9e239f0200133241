import type { TrustCatalogue } from '../../en/trust';
import type { Texts } from '../texts';

export const admin: Texts<TrustCatalogue['admin']> = {};
