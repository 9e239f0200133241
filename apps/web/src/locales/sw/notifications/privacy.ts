import type { privacy as english } from '../../en/notifications/privacy';

export const privacy: typeof english = {
  data: {
    title: 'Data yako',
    text: 'Pakua kila kitu Fundi inachohifadhi kukuhusu (akaunti yako, huduma, maagizo, malipo, ujumbe, maoni, arifa, vipindi vya kuingia na ulichokubali) kama faili moja unaloweza kuhifadhi au kupeleka kwingine.',
    download: 'Pakua data yangu',
    downloading: 'Tunaandaa faili lako...',
    downloaded: 'Faili lako linapakuliwa.',
    failed: 'Hatukuweza kuandaa faili lako. Tafadhali jaribu tena baada ya muda mfupi.',
  },
  consents: {
    title: 'Ulichokubali',
    text: 'Ulikubali Masharti ya Huduma na Sera ya Faragha ulipojiunga, na kila toleo jipya tulipokuuliza. Habari na ofa zinakufikia tu kama umeziwasha.',
    terms: 'Masharti ya Huduma',
    privacyNotice: 'Sera ya Faragha',
    news: 'Chagua habari na ofa',
  },
  rights: {
    title: 'Haki zako',
    text: 'Unaweza kusahihisha taarifa zako, kufunga akaunti yako na kufuta data yako, au kulalamika kwa Ofisi ya Kamishna wa Ulinzi wa Data (Sera ya Faragha inaeleza jinsi).',
    correct: 'Sahihisha taarifa zangu',
    erase: 'Funga akaunti yangu',
  },
};
