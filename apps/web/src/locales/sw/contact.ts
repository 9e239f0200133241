import type { Translation } from './texts';

/** Ukurasa wa mawasiliano. */
export const contact: Translation<'contact'> = {
  title: 'Wasiliana Nasi',
  lead: 'Una swali, maoni au tatizo na agizo? Tuko hapa kukusaidia.',
  detailsTitle: 'Tufikie moja kwa moja',
  emailLabel: 'Barua pepe',
  phoneLabel: 'Simu',
  hoursLabel: 'Saa za kazi',
  cityLabel: 'Ofisi',
  formTitle: 'Tutumie ujumbe',
  formLead: 'Tunajibu ndani ya siku moja ya kazi.',
  name: 'Jina',
  email: 'Barua pepe',
  message: 'Ujumbe',
  send: 'Tuma Ujumbe',
  sending: 'Inatuma...',
  sent: 'Ujumbe umetumwa!',
  failed: 'Imeshindikana kutuma ujumbe. Tafadhali jaribu tena baadaye.',
};
