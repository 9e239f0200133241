import type { NotificationsCatalogue } from '../../en/notifications';
import type { Texts } from '../texts';

/** Umesahau nenosiri, kwa simu: msimbo uliotumwa kwa SMS, kisha nenosiri jipya. */
export const resetCode: Texts<NotificationsCatalogue['resetCode']> = {
  title: 'Weka msimbo ulio kwenye SMS',
  lead: 'Tumetuma msimbo wa tarakimu 6 kwa SMS kwenda {{phone}}. Unafanya kazi kwa dakika {{minutes}}.',
  codeLabel: 'Msimbo',
  codeHint: 'Tarakimu 6 zilizo kwenye SMS kutoka Fundi.',
  sendNewCode: 'Tuma msimbo mpya',
  newCodeIn: 'Unaweza kuomba msimbo mpya baada ya sekunde {{seconds}}.',
  sendingNewCode: 'Inatuma...',
  newCodeSent: 'Msimbo mpya umetumwa kwa SMS. Ni msimbo wa mwisho pekee unaofanya kazi.',
  changeNumber: 'Tumia namba nyingine',
};
