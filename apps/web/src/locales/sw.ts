import { services, category } from './sw/catalogue';
import { categoryNames } from './sw/category-names';
import { auth, offline } from './sw/auth';
import { contact } from './sw/contact';
import { dashboard } from './sw/dashboard';
import { home } from './sw/home';
import { chat, messagesPage } from './sw/messages';
import { booking } from './sw/orders';
import { mpesa } from './sw/payments';
import { review } from './sw/reviews';
import { settings } from './sw/settings';
import { orders } from './sw/your-orders';
import { photoField } from './sw/photo-field';
import { profile } from './sw/profile';
import { sellers } from './sw/sellers';
import { errors } from './sw/errors';
import type { Catalogue } from './en';
import type { Texts } from './sw/texts';

/**
 * Kila neno linaloonekana kwenye programu ya wavuti, kwa Kiswahili: the same keys as `en`,
 * written for Kenyan readers rather than word for word. docs/glossary-sw.md fixes the recurring
 * terms; catalogues.test.ts holds the keys and the {{placeholders}} equal to the English ones.
 */
const texts: Texts<Catalogue> = {
  common: {
    brand: 'Fundi',
    siteTitle: 'Fundi – Huduma za kuaminika za karibu nchini Kenya',
    pageTitle: '{{title}} · Fundi',
    back: 'Rudi',
    close: 'Funga',
    cancel: 'Ghairi',
    loading: 'Inapakia…',
    exploreServices: 'Angalia Huduma',
    getStarted: 'Anza Sasa',
    backToLogin: 'Rudi kuingia',
    goHome: 'Nenda ukurasa wa mwanzo',
    skipToContent: 'Ruka hadi maudhui makuu',
    sessionExpired: 'Muda wako wa kuingia umekwisha. Tafadhali ingia tena.',
    supportHours: 'Jumatatu hadi Ijumaa, saa 2 asubuhi – saa 12 jioni',
  },
  nav: {
    label: 'Menyu kuu',
    /** The search box of the navbar and the landing page (a plain form to /search). */
    search: 'Tafuta',
    searchLabel: 'Tafuta fundi',
    searchPlaceholder: 'Fundi bomba, msafishaji, mwalimu…',
    home: 'Mwanzo',
    about: 'Kuhusu',
    services: 'Huduma',
    contact: 'Mawasiliano',
    login: 'Ingia',
    openMenu: 'Fungua menyu',
    closeMenu: 'Funga menyu',
    accountMenu: 'Menyu ya akaunti ya {{name}}',
    account: 'Akaunti',
    profile: 'Wasifu',
    dashboard: 'Dashibodi',
    messages: 'Ujumbe',
    unreadMessages_one: 'Ujumbe {{count}} ambao haujasomwa',
    unreadMessages_other: 'Jumbe {{count}} ambazo hazijasomwa',
    orders: 'Maagizo',
    newOrders: '{{count}} Mapya',
    settings: 'Mipangilio',
    adminConsole: 'Kituo cha wasimamizi',
    logout: 'Ondoka',
  },
  footer: {
    about: 'Tafuta, ongea na uweke nafasi ya mafundi wa kuaminika karibu nawe kote Kenya. Malipo yanashikiliwa hadi kazi ikamilike.',
    social: 'Tufuate',
    facebook: 'Fundi kwenye Facebook',
    x: 'Fundi kwenye X',
    instagram: 'Fundi kwenye Instagram',
    linkedin: 'Fundi kwenye LinkedIn',
    quickLinks: 'Viungo vya Haraka',
    popularServices: 'Huduma Maarufu',
    contactTitle: 'Wasiliana Nasi',
    city: '{{city}}, Kenya',
    hoursLabel: 'Saa za msaada',
    emailLabel: 'Barua pepe',
    phoneLabel: 'Simu',
    becomeSeller: 'Kuwa Mtoa Huduma',
    newsletterTitle: 'Pata habari zetu',
    newsletterText: 'Pokea vidokezo na ofa kutoka kwa mafundi wa kuaminika karibu nawe. Hatutumi barua taka.',
    newsletterEmail: 'Anwani ya barua pepe',
    newsletterPlaceholder: 'you@example.com',
    subscribe: 'Jiandikishe',
    subscribed: 'Umejiandikisha!',
    legal: 'Sheria',
    terms: 'Masharti',
    privacy: 'Faragha',
    cookies: 'Vidakuzi',
    blog: 'Blogu',
    careers: 'Nafasi za Kazi',
    copyright: '© {{year}} Fundi. Haki zote zimehifadhiwa.',
  },
  /** Kila lugha inaitwa kwa maneno yake yenyewe, kwa hivyo majina haya mawili ni sawa katika kila orodha. */
  language: {
    label: 'Lugha',
    english: 'English',
    kiswahili: 'Kiswahili',
  },
  home,
  services,
  category,
  categoryNames,
  about: {
    title: 'Kuhusu Fundi',
    lead: 'Fundi ni mahali ambapo watu kote Kenya hupata mafundi stadi wa karibu wanaoweza kuwaamini.',
    trustedTitle: 'Jukwaa la kuaminika',
    trustedText: 'Kila fundi kwenye Fundi ana wasifu wenye tathmini halisi kutoka kwa wateja halisi, na alama ya Amethibitishwa inaonyesha ni nani timu yetu imekagua kitambulisho chake.',
    quickTitle: 'Mawasiliano ya haraka',
    quickText: 'Angalia kategoria, ongea na fundi na uweke nafasi ya tarehe kwa kubonyeza mara chache, hata mtandao ukiwa wa polepole.',
    safeTitle: 'Salama na kwa uhakika',
    safeText: 'Malipo yako yanashikiliwa hadi kazi ikamilike. Kukitokea tatizo, liripoti: timu yetu inaamua nani alipwe, na kiasi gani.',
  },
  contact,
  auth,
  sellers,
  /** Miji mingine ambayo fundi anahudumia. */
  places: {
    townsServed: 'Miji mingine unayohudumia',
    townsServedHint: 'Wanunuzi wanaotafuta katika miji hii watakupata pia. Hadi {{count}}.',
    addTown: 'Ongeza mji',
    townsFull: 'Miji isizidi {{count}}',
    chosenTowns: 'Miji unayohudumia',
    removeTown: 'Ondoa {{town}}',
  },
  dashboard,
  booking,
  mpesa,
  chat,
  messagesPage,
  orders,
  review,
  profile,
  photoField,
  settings,
  notFound: {
    title: 'Ukurasa haukupatikana',
    text: 'Ukurasa unaoutafuta haupo au umehamishwa.',
  },
  errors,
  offline,
  ui: {
    errorFallback: 'Hitilafu imetokea. Tafadhali pakia upya ukurasa au wasiliana na timu yetu ya msaada.',
    refreshPage: 'Pakia upya ukurasa',
    dismiss: 'Funga',
    notifications: 'Arifa',
    ratedOutOf: 'Ukadiriaji {{rating}} kati ya 5',
    notRated: 'Bado hajakadiriwa',
    starChoice_one: 'Nyota {{count}}',
    starChoice_other: 'Nyota {{count}}',
    required: 'lazima',
    showPassword: 'Onyesha {{label}}',
    hidePassword: 'Ficha {{label}}',
    verified: 'Amethibitishwa',
    verifiedTitle: 'Utambulisho umekaguliwa na Fundi',
  },
};

/**
 * `Catalogue` itself, for i18next and the language switcher: only the literal types of the shared
 * English constants differ, never a key (the annotation above checks those).
 */
export const sw = texts as Catalogue;
