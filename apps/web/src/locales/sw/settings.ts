import type { Translation } from './texts';

/** Menyu ya mipangilio na kurasa zake ndogo. */
export const settings: Translation<'settings'> = {
  title: 'Mipangilio',
  lead: 'Simamia nenosiri na akaunti yako.',
  menuLabel: 'Menyu ya mipangilio',
  back: 'Rudi',
  comingSoon: '(Inakuja Hivi Karibuni)',
  comingSoonText: 'Kipengele hiki kinakuja hivi karibuni! Endelea kufuatilia.',
  sections: {
    'change-password': { title: 'Badilisha Nenosiri', text: 'Badilisha nenosiri unalotumia kuingia.' },
    'delete-account': { title: 'Futa Akaunti', text: 'Funga akaunti yako ya Fundi kabisa.' },
    notifications: { title: 'Mipangilio ya Arifa', text: 'Chagua taarifa za maagizo na ujumbe zinazokufikia.' },
    'two-factor': { title: 'Uthibitishaji wa Hatua Mbili', text: 'Ongeza hatua ya pili unapoingia.' },
    privacy: { title: 'Mipangilio ya Faragha', text: 'Dhibiti nani anaona wasifu wako na maelezo yako ya mawasiliano.' },
  },
  currentPassword: 'Nenosiri la Sasa',
  newPassword: 'Nenosiri Jipya',
  confirmNewPassword: 'Thibitisha Nenosiri Jipya',
  newPasswordHint: 'Angalau herufi 8, zikiwemo herufi kubwa moja, herufi ndogo moja na namba moja.',
  changePassword: 'Badilisha Nenosiri',
  changingPassword: 'Inabadilisha Nenosiri...',
  deleteWarning: 'Hii inafuta kabisa akaunti yako, wasifu wako na huduma zozote unazotoa. Utaondolewa kwenye akaunti kwenye kila kifaa. Maagizo na ujumbe vinabaki kwa mtu mwingine, vikionyeshwa kama vya mtumiaji aliyefutwa.',
  reasonLabel: 'Kwa nini unaondoka?',
  reasonPlaceholder: 'Chagua sababu',
  otherReasonLabel: 'Tafadhali eleza sababu',
  confirmLabel: 'Andika {{word}} ili uthibitishe',
  deleteAccount: 'Futa Akaunti',
  deletingAccount: 'Inafuta Akaunti...',
};
