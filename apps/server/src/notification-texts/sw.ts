import type { NotificationTexts } from './en';

// The notices in Kiswahili, in the words of docs/glossary-sw.md (agizo, nafasi, imeshikiliwa,
// mzozo, ripoti tatizo). Written for Kenyan readers, not word for word; the same keys and
// `{{values}}` as en.ts, and every SMS within one GSM-7 message like the English.
export const sw: NotificationTexts = {
  someoneBuying: 'mteja',
  someoneSelling: 'fundi wako',
  someoneWriting: 'mtu',
  manage: 'Chagua arifa unazotaka kupokea kutoka Fundi: {{settingsLink}}',

  news: {
    unsubscribe: 'Unapokea barua hii kwa sababu ulichagua habari na ofa kutoka Fundi. Jiondoe: {{link}}',
  },

  unsubscribePage: {
    title: 'Habari na ofa za Fundi',
    question: 'Uache kupokea habari na ofa kutoka Fundi, kwa barua pepe na SMS? Arifa za maagizo na ujumbe wako zitaendelea kuja.',
    button: 'Jiondoe',
    done: 'Imekamilika: Fundi haitakutumia tena habari na ofa. Unaweza kuziwasha tena kwenye mipangilio yako.',
    invalid: 'Kiungo hiki cha kujiondoa si sahihi. Unaweza kuchagua arifa unazopokea kwenye mipangilio yako.',
  },

  events: {
    'booking-paid': {
      sms: 'Fundi: nafasi mpya {{order}} ya {{date}}, {{amount}} zimeshikiliwa. Kubali au kataa: {{link}}',
      subject: 'Nafasi mpya ya {{date}}: kubali au kataa',
      email: [
        'Nafasi mpya ya {{date}} kutoka kwa {{buyer}}: “{{service}}”.',
        '{{amount}} zimelipwa kwa M-Pesa, na Fundi inazishikilia hadi kazi ikamilike.',
        '',
        'Kubali au kataa agizo {{order}}:',
        '',
        '{{link}}',
      ].join('\n'),
    },
    'order-accepted': {
      sms: 'Fundi: {{seller}} amekubali agizo {{order}} la {{date}}. Maelezo: {{link}}',
      subject: 'Agizo {{order}} la {{date}} limekubaliwa',
      email: [
        'Nafasi yako imekubaliwa: {{seller}} amekubali kazi ya “{{service}}” ya {{date}} (agizo {{order}}).',
        'Malipo yako yanaendelea kushikiliwa hadi kazi ikamilike.',
        '',
        '{{link}}',
      ].join('\n'),
    },
    'order-rejected': {
      sms: 'Fundi: {{seller}} amekataa agizo {{order}}. {{amount}} zote zinarejeshwa kwako: {{link}}',
      subject: 'Agizo {{order}} limekataliwa',
      email: [
        'Samahani: {{seller}} amekataa nafasi yako ya “{{service}}” (agizo {{order}}).',
        '{{amount}} ulizolipa zote zinarejeshwa kwa M-Pesa yako.',
        '',
        '{{link}}',
      ].join('\n'),
    },
    'job-started': {
      sms: 'Fundi: {{seller}} ameanza kazi ya agizo {{order}}. Fuatilia hapa: {{link}}',
      subject: 'Kazi ya agizo {{order}} imeanza',
      email: ['Kazi imeanza: {{seller}} anafanya kazi ya “{{service}}” (agizo {{order}}).', '', '{{link}}'].join('\n'),
    },
    'job-completed': {
      sms: 'Fundi: agizo {{order}} limekamilika. Thibitisha au ripoti tatizo; fundi atalipwa {{deadline}} usiporipoti. {{link}}',
      subject: 'Agizo {{order}} limekamilika: thibitisha kabla ya {{deadline}}',
      email: [
        'Kazi imekamilika: {{seller}} amekamilisha “{{service}}” (agizo {{order}}).',
        '',
        'Thibitisha kazi, au ripoti tatizo, kabla ya {{deadline}} (saa za Nairobi). Usipofanya lolote,',
        'malipo yatatumwa kwa {{seller}} moja kwa moja.',
        '',
        '{{link}}',
      ].join('\n'),
    },
    'order-cancelled': {
      sms: 'Fundi: {{buyer}} ameghairi agizo {{order}} la {{date}}. Siku hiyo iko wazi tena. {{link}}',
      subject: 'Agizo {{order}} la {{date}} limeghairiwa',
      email: [
        'Nafasi imeghairiwa: {{buyer}} ameghairi “{{service}}” ya {{date}} (agizo {{order}}).',
        'Pesa inarejeshwa kwa mteja, na siku hiyo iko wazi tena.',
        '',
        '{{link}}',
      ].join('\n'),
    },
    refunded: {
      sms: 'Fundi: {{amount}} za agizo {{order}} zimerejeshwa kwa M-Pesa yako. Maelezo: {{link}}',
      subject: '{{amount}} zimerejeshwa kwa M-Pesa yako',
      email: ['{{amount}} za “{{service}}” (agizo {{order}}) zimerejeshwa kwa M-Pesa yako.', '', '{{link}}'].join('\n'),
    },
    'paid-out': {
      sms: 'Fundi: {{amount}} za agizo {{order}} zimetumwa kwa M-Pesa yako. Maelezo: {{link}}',
      subject: 'Umelipwa {{amount}}',
      email: ['Umelipwa: {{amount}} za “{{service}}” (agizo {{order}}) zimetumwa kwa M-Pesa yako.', '', '{{link}}'].join('\n'),
    },
    'dispute-opened': {
      sms: 'Fundi: mteja ameripoti tatizo la agizo {{order}}. Malipo yamesimamishwa. Ongeza upande wako: {{link}}',
      subject: 'Tatizo limeripotiwa kwenye agizo {{order}}',
      email: [
        'Agizo {{order}}: {{buyer}} ameripoti tatizo kuhusu “{{service}}”.',
        'Malipo yamesimamishwa hadi Fundi iamue. Ongeza upande wako:',
        '',
        '{{link}}',
      ].join('\n'),
    },
    'dispute-decided': {
      sms: 'Fundi: mzozo wa agizo {{order}} umeamuliwa: {{buyerAmount}} kwa mteja, {{sellerAmount}} kwa fundi. {{link}}',
      subject: 'Mzozo wa agizo {{order}} umeamuliwa',
      email: [
        'Fundi imeamua mzozo kuhusu “{{service}}” (agizo {{order}}):',
        '{{buyerAmount}} zinarejeshwa kwa mteja na {{sellerAmount}} zinatumwa kwa fundi, kwa M-Pesa.',
        '',
        'Angalia uamuzi:',
        '',
        '{{link}}',
      ].join('\n'),
    },
    'new-message': {
      sms: 'Fundi: {{sender}} amekutumia ujumbe. Soma na ujibu: {{link}}',
      subject: 'Ujumbe mpya kutoka kwa {{sender}}',
      email: ['Una ujumbe mpya kutoka kwa {{sender}} kwenye Fundi. Soma na ujibu:', '', '{{link}}'].join('\n'),
    },
    'reset-code': {
      sms: 'Fundi: msimbo wako wa kuweka nenosiri jipya ni {{code}}. Unatumika kwa dakika {{minutes}}. Usimpe mtu yeyote; Fundi haitauomba kamwe.',
    },
  },
};
