import type { NotificationsCatalogue } from '../../en/notifications';
import type { Texts } from '../texts';

/** Mipangilio > Mipangilio ya Arifa: kila aina ya arifa kwa SMS na kwa barua pepe. */
export const preferences: Texts<NotificationsCatalogue['preferences']> = {
  kinds: {
    orders: {
      title: 'Maagizo na malipo',
      text: 'Nafasi mpya, kazi zilizokubaliwa na zilizokamilika, na pesa zinazoshikiliwa, zinazorejeshwa au zinazotumwa.',
    },
    messages: {
      title: 'Ujumbe',
      text: 'Ujumbe mpya ambao hujausoma kwenye Fundi ndani ya dakika {{minutes}}, mara moja kwa saa kwa kila mazungumzo.',
    },
    news: {
      title: 'Habari na ofa',
      text: 'Vidokezo na ofa kutoka Fundi, kwa barua pepe kwa sasa. Zimezimwa hadi uziwashe.',
    },
  },
  channels: {
    sms: 'SMS',
    email: 'Barua pepe',
  },
  noPhone: 'Akaunti yako bado haina namba ya simu: chaguo za SMS zitatumika ukiiongeza kwenye wasifu wako.',
  noEmail: 'Akaunti yako bado haina barua pepe: chaguo za barua pepe zitatumika ukiiongeza kwenye wasifu wako.',
  alwaysSent: 'Misimbo ya kuweka nenosiri jipya na ujumbe kuhusu usalama wa akaunti yako hutumwa kila wakati.',
  save: 'Hifadhi',
  saving: 'Inahifadhi...',
  saved: 'Mipangilio ya arifa imehifadhiwa!',
  saveFailed: 'Imeshindikana kuhifadhi mipangilio yako. Tafadhali jaribu tena.',
  loadFailed: 'Imeshindikana kupakia mipangilio yako.',
  retry: 'Jaribu tena',
};
