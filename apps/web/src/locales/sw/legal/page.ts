import type { LegalCatalogue } from '../../en/legal';
import type { Texts } from '../texts';

/** Kinachozunguka kila hati ya kisheria: toleo lake, tarehe yake na yaliyomo. */
export const page: Texts<LegalCatalogue['page']> = {
  version: 'Toleo {{version}}',
  updated: 'Ilisasishwa {{date}}',
  contents: 'Yaliyomo',
};
