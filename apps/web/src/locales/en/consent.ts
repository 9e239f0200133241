/**
 * The words of agreeing to Fundi's terms: sign-up's two boxes, and the dialog that asks a
 * signed-in person once when the terms they accepted are not the current ones. A namespace of its
 * own (`consent`), loaded with those chunks (lib/i18n.ts `addNamespace`), never with the start-up
 * bundle, whose script budget is nearly spent.
 */
export const consent = {
  news: 'Send me news and offers by email',
  /** `<terms>` and `<privacy>` mark the words that link to those pages. */
  adultAndTerms: 'I am 18 or over and I accept the <terms>Terms of Service</terms> and the <privacy>Privacy Policy</privacy>',
  dialog: {
    title: 'Our terms',
    text: 'To keep using Fundi, please confirm you are 18 or over and accept our Terms of Service and Privacy Policy.',
    accept: 'Accept',
    accepting: 'Saving...',
    accepted: 'Thank you! You can carry on using Fundi.',
    acceptFailed: 'Your answer could not be saved. Please try again.',
    logOut: 'Log out',
  },
};
export type ConsentCatalogue = typeof consent;
