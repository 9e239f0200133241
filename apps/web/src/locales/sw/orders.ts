import type { Translation } from './texts';

/** Kisanduku cha kuweka nafasi. */
export const booking: Translation<'booking'> = {
  title: 'Thibitisha Nafasi',
  professional: 'Fundi',
  service: 'Huduma',
  price: 'Bei',
  fromPrice: 'Kuanzia {{price}}',
  date: 'Tarehe',
  cancel: 'Ghairi',
  confirm: 'Thibitisha Nafasi',
  processing: 'Tunashughulikia nafasi yako...',
  success: 'Nafasi imethibitishwa! Tunakupeleka...',
  retry: 'Jaribu tena',
  needsLogin: 'Tafadhali ingia ili uthibitishe nafasi yako.',
  failed: 'Imeshindikana kuweka nafasi. Tafadhali jaribu tena au wasiliana na huduma kwa wateja.',
  logIn: 'Ingia',
};
