import type { Translation } from './texts';

/**
 * Kulipia nafasi kwa M-Pesa (kisanduku cha kuweka nafasi na Lipa kwa M-Pesa kwenye kadi ya agizo).
 * Maneno ya hali ya malipo ni yale yale ya `orders.paymentState`.
 */
export const mpesa: Translation<'mpesa'> = {
  phone: 'Namba ya M-Pesa',
  phoneHint: 'Ombi la kulipa kwa M-Pesa litatumwa kwa simu hii.',
  samePhoneHint: 'Acha wazi ili utumie {{phone}} tena.',
  checkPhone: 'Angalia simu yako na uweke PIN yako ya M-Pesa ili ulipe {{amount}}.',
  waiting: 'Inasubiri M-Pesa',
  sentTo: 'Imetumwa kwa {{phone}}',
  sendAgain: 'Tuma ombi jipya',
  retry: 'Jaribu tena',
  cancelBooking: 'Ghairi nafasi',
  cancelled: 'Agizo limeghairiwa!',
  unpaidCancelled: 'Nafasi ilighairiwa kabla ya kulipiwa.',
  notSent: 'Hatukuweza kufikia M-Pesa. Tafadhali jaribu tena.',
  done: 'Sawa',
  failed: 'Malipo hayakufaulu',
};
