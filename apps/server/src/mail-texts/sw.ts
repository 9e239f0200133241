import type { MailTexts } from './en';

// The e-mails in Kiswahili, in the words of docs/glossary-sw.md (nenosiri, barua pepe, ingia).
// Written for Kenyan readers, not word for word; the same keys and `{{values}}` as en.ts.
export const sw: MailTexts = {
  greeting: 'Habari {{name}},',
  greetingWithoutName: 'Habari,',
  signature: 'Fundi',

  passwordReset: {
    subject: 'Weka nenosiri jipya la Fundi',
    body: [
      'Mtu (tunatumaini ni wewe) ameomba kuweka nenosiri jipya la akaunti yako ya Fundi.',
      'Fungua kiungo hiki ndani ya saa moja ili uchague nenosiri jipya:',
      '',
      '{{link}}',
      '',
      'Kama hukuomba hivi, puuza barua pepe hii: nenosiri lako litabaki kama lilivyo.',
    ].join('\n'),
  },

  confirmNewAddress: {
    subject: 'Thibitisha barua pepe yako mpya ya Fundi',
    body: [
      'Anwani hii imewekwa kuwa barua pepe mpya ya akaunti ya Fundi.',
      'Fungua kiungo hiki ndani ya saa 24 ili uithibitishe:',
      '',
      '{{link}}',
      '',
      'Hadi hapo akaunti inaendelea kutumia anwani yake ya sasa kuingia na kuweka nenosiri jipya.',
      'Kama hukuomba hivi, puuza barua pepe hii: hakuna kitakachobadilika.',
    ].join('\n'),
  },

  addressChanged: {
    subject: 'Barua pepe ya akaunti yako ya Fundi imebadilishwa',
    subjectRemoved: 'Barua pepe yako imeondolewa kwenye akaunti yako ya Fundi',
    changed: 'Akaunti yako ya Fundi sasa inatumia barua pepe mpya: kuingia na viungo vya kuweka nenosiri jipya vitaenda huko.',
    removed: 'Anwani hii ya barua pepe imeondolewa kwenye akaunti yako ya Fundi.',
    undo: [
      'Kama ni wewe uliyefanya mabadiliko haya, huna haja ya kufanya chochote.',
      '',
      'Kama si wewe, fungua kiungo hiki ndani ya siku 7. Kitarudisha anwani hii, kitaondoa akaunti',
      'kwenye kila kifaa na kumfungia nje aliyefanya mabadiliko; kisha utachagua nenosiri jipya:',
      '',
      '{{link}}',
    ].join('\n'),
  },

  phoneChanged: {
    subject: 'Namba ya simu ya akaunti yako ya Fundi imebadilishwa',
    body: [
      'Namba ya simu unayotumia kuingia kwenye Fundi imebadilishwa au kuondolewa.',
      'Kama ni wewe uliyefanya mabadiliko haya, huna haja ya kufanya chochote.',
      '',
      'Kama si wewe, kuna mtu anayejua nenosiri lako: weka jipya sasa, jambo litakaloondoa',
      'akaunti kwenye kila kifaa, kisha urudishe namba yako kwenye wasifu wako:',
      '',
      '{{link}}',
    ].join('\n'),
  },
};
