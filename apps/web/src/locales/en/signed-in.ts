import { dashboard } from './dashboard';
import { chat, messagesPage } from './messages';
import { booking } from './orders';
import { mpesa } from './payments';
import { photoField } from './photo-field';
import { profile } from './profile';
import { review } from './reviews';
import { sellers } from './sellers';
import { settings } from './settings';
import { orders } from './your-orders';

/**
 * The words only signed-in screens show: the dashboard, orders and payments, messages, the
 * profile, settings, a seller's services. Added to the main namespace by those screens' code
 * (lib/page-words.ts), so a visitor who never signs in never downloads them.
 */
export const signedInWords = {
  sellers,
  /** Towns a professional also serves (becoming a seller, the profile). */
  places: {
    townsServed: 'Other towns you serve',
    townsServedHint: 'Buyers searching these towns find you too. Up to {{count}}.',
    addTown: 'Add a town',
    townsFull: 'At most {{count}} towns',
    chosenTowns: 'Towns you serve',
    removeTown: 'Remove {{town}}',
  },
  dashboard,
  booking,
  mpesa,
  chat,
  messagesPage,
  orders,
  review,
  profile,
  photoField,
  settings,
};

export type SignedInWords = typeof signedInWords;
