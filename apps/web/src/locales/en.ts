import { services, category } from './en/catalogue';
import { categoryNames } from './en/category-names';
import { offline } from './en/offline';
import { contact } from './en/contact';
import { home } from './en/home';
import { orderStatuses } from './en/order-statuses';
import type { SignedInWords } from './en/signed-in';
import type { auth } from './en/auth';
import type { FormErrorWords } from './en/errors/form-errors';
import { errors } from './en/errors';

/**
 * The start-up words: every visible text of the shell and the public pages, namespaced by
 * screen; the rest of `Catalogue` below comes with the screens that show it
 * (docs/decisions/0058-our-own-translator.md). docs/product.md gives the English wording; where it quotes
 * a text, the text is used verbatim. Errors are worded per code in `errors`
 * (docs/decisions/0048-error-codes-and-texts.md); @fundi/shared holds no words.
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
  orders: { statuses: orderStatuses },
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

/**
 * Every text of the main namespace: the start-up words above, and those that come with the
 * pages that show them: the sign-in pages' (lib/sign-in-words.ts), the signed-in screens'
 * (lib/signed-in-words.ts) and the words of forms' errors (lib/form-error-words.ts).
 */
export type Catalogue = typeof en & { auth: typeof auth } & SignedInWords & { errors: FormErrorWords };
