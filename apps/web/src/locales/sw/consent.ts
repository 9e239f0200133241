import type { ConsentCatalogue } from '../en/consent';
import type { Texts } from './texts';

/** Kukubali masharti: visanduku viwili vya kujisajili, na kidirisha kinachouliza mara moja masharti yanapobadilika. */
export const consent: Texts<ConsentCatalogue> = {
  news: 'Nitumie habari na ofa kwa barua pepe',
  adultAndTerms: 'Nina umri wa miaka 18 au zaidi, na ninakubali <terms>Masharti ya Huduma</terms> na <privacy>Sera ya Faragha</privacy>',
  dialog: {
    title: 'Masharti yetu',
    text: 'Ili uendelee kutumia Fundi, tafadhali thibitisha kuwa una umri wa miaka 18 au zaidi, na ukubali Masharti yetu ya Huduma na Sera ya Faragha.',
    accept: 'Kubali',
    accepting: 'Inahifadhi...',
    accepted: 'Asante! Unaweza kuendelea kutumia Fundi.',
    acceptFailed: 'Imeshindikana kuhifadhi jibu lako. Tafadhali jaribu tena.',
    logOut: 'Ondoka',
  },
};
