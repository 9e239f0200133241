import { services, category } from './en/catalogue';
import { categoryNames } from './en/category-names';
import { auth, offline } from './en/auth';
import { contact } from './en/contact';
import { dashboard } from './en/dashboard';
import { home } from './en/home';
import { chat, messagesPage } from './en/messages';
import { booking } from './en/orders';
import { mpesa } from './en/payments';
import { review } from './en/reviews';
import { settings } from './en/settings';
import { orders } from './en/your-orders';
import { photoField } from './en/photo-field';
import { profile } from './en/profile';
import { sellers } from './en/sellers';
import { errors } from './en/errors';

/**
 * Every visible text of the web app, namespaced by screen. SPEC.md gives the English
 * wording; where it quotes a text, the text is used verbatim. Errors are worded per code in
 * `errors` (docs/decisions/0048-error-codes-and-texts.md); @fundi/shared holds no words.
 */
export const en = {
  common: {
    brand: 'Fundi',
    siteTitle: 'Fundi – Trusted local services in Kenya',
    pageTitle: '{{title}} · Fundi',
    back: 'Back',
    close: 'Close',
    cancel: 'Cancel',
    loading: 'Loading…',
    exploreServices: 'Explore Services',
    getStarted: 'Get Started',
    backToLogin: 'Back to login',
    goHome: 'Go to the home page',
    skipToContent: 'Skip to main content',
    /** On /login after a session ended on its own. */
    sessionExpired: 'Invalid session. Please log in again.',
    /** When support answers (the footer and the contact page). */
    supportHours: 'Mon-Fri 8AM-6PM',
  },
  nav: {
    label: 'Main',
    /** The search box of the navbar and the landing page (a plain form to /search). */
    search: 'Search',
    searchLabel: 'Search for a fundi',
    searchPlaceholder: 'Plumber, cleaner, tutor…',
    home: 'Home',
    about: 'About',
    services: 'Services',
    contact: 'Contact',
    login: 'Log in',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    accountMenu: 'Account menu for {{name}}',
    account: 'Account',
    profile: 'Profile',
    dashboard: 'Dashboard',
    messages: 'Messages',
    unreadMessages_one: '{{count}} unread message',
    unreadMessages_other: '{{count}} unread messages',
    orders: 'Orders',
    newOrders: '{{count}} New',
    settings: 'Settings',
    /** Only administrators see it (the console's words load with the console). */
    adminConsole: 'Administrators’ console',
    logout: 'Logout',
  },
  footer: {
    about: 'Find, chat with and book trusted local fundis across Kenya. Payment is held until the job is done.',
    social: 'Follow us',
    facebook: 'Fundi on Facebook',
    x: 'Fundi on X',
    instagram: 'Fundi on Instagram',
    linkedin: 'Fundi on LinkedIn',
    quickLinks: 'Quick Links',
    popularServices: 'Popular Services',
    contactTitle: 'Contact Us',
    city: '{{city}}, Kenya',
    hoursLabel: 'Support hours',
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    becomeSeller: 'Become a Seller',
    newsletterTitle: 'Stay in the loop',
    newsletterText: 'Get tips and offers from trusted fundis near you. No spam.',
    newsletterEmail: 'Email address',
    newsletterPlaceholder: 'you@example.com',
    subscribe: 'Subscribe',
    subscribed: 'Subscribed successfully!',
    legal: 'Legal',
    terms: 'Terms',
    privacy: 'Privacy',
    cookies: 'Cookies',
    blog: 'Blog',
    careers: 'Careers',
    copyright: '© {{year}} Fundi. All rights reserved.',
  },
  /** The switcher names each language in its own words, so these two read the same in every catalogue. */
  language: {
    label: 'Language',
    english: 'English',
    kiswahili: 'Kiswahili',
  },
  home,
  services,
  category,
  categoryNames,
  about: {
    title: 'About Fundi',
    lead: 'Fundi is where people across Kenya find skilled local tradespeople they can trust.',
    trustedTitle: 'A trusted platform',
    trustedText: 'Every professional on Fundi has a profile with real reviews from real customers, and the Verified badge shows whose identity our team has checked.',
    quickTitle: 'Quick connections',
    quickText: 'Browse a category, chat with a fundi and book a date in a few taps, even on a slow connection.',
    safeTitle: 'Safe and secure',
    safeText: 'Your payment is held until the job is done. If something goes wrong, report a problem: our team decides who is paid, and how much.',
  },
  contact,
  auth,
  sellers,
  /** Towns a professional also serves (becoming a seller, the profile). */
  places: {
    townsServed: 'Other towns you serve',
    townsServedHint: 'Buyers searching these towns find you too. Up to {{count}}.',
    addTown: 'Add a town',
    townsFull: 'At most {{count}} towns',
    chosenTowns: 'Towns you serve',
    removeTown: 'Remove {{town}}',
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
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has moved.',
  },
  errors,
  offline,
  ui: {
    /** A screen that failed to draw. */
    errorFallback: 'Something went wrong. Please try refreshing the page or contact support.',
    refreshPage: 'Refresh page',
    dismiss: 'Dismiss',
    notifications: 'Notifications',
    ratedOutOf: 'Rated {{rating}} out of 5',
    notRated: 'Not rated yet',
    starChoice_one: '{{count}} star',
    starChoice_other: '{{count}} stars',
    required: 'required',
    showPassword: 'Show {{label}}',
    hidePassword: 'Hide {{label}}',
    /** The badge of a seller whose identity an administrator checked (cards, booking, profile). */
    verified: 'Verified',
    verifiedTitle: 'Identity checked by Fundi',
  },
};

export type Catalogue = typeof en;
