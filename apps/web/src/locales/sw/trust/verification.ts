import type { TrustCatalogue } from '../../en/trust';
import type { Texts } from '../texts';

export const verification: Texts<TrustCatalogue['verification']> = {};
