import type { DocumentWords } from './document';

/**
 * /cookies: what the browser keeps for Fundi. The names are those in apps/web/src/lib (session.ts,
 * language.ts, remembered-identifier.ts), features/auth/started-google-sign-in.ts and the server's
 * Google sign-in cookie; change the words with them, and the version in @fundi/shared
 * LEGAL_DOCUMENTS when they change in substance.
 */
export const cookies = {
  title: 'Cookie Policy',
  summary: 'Fundi uses no advertising or tracking cookies. This page lists the little your browser keeps for Fundi, and why.',
  sections: {
    'no-tracking': {
      heading: 'No advertising, no tracking',
      text: 'Fundi does not use cookies or other tools for advertising, and does not follow you across other websites.',
    },
    'what-your-browser-keeps': {
      heading: 'What your browser keeps for Fundi',
      intro: 'Most of it is kept in your browser’s local storage, which only Fundi’s pages can read:',
      items: {
        session: '<b>Your sign-in</b> (authToken, refreshToken): keeps you signed in. Removed when you log out; it stops working after 1 day, or 30 days if you ticked Remember Me.',
        language: '<b>Your language</b> (language): shows Fundi in English or Kiswahili, as you chose.',
        rememberMe: '<b>Remember Me</b> (rememberedIdentifier): your e-mail or phone, to fill in the log-in form. Only if you tick Remember Me; never your password.',
        googleCookie: '<b>A sign-in cookie for Google</b> (google_sign_in): set only while you sign in with Google, so that the sign-in finishes in the browser that started it. It lasts at most 10 minutes and is removed when you come back from Google.',
        googleTab: '<b>A note for that sign-in</b> (googleSignInStarted): kept in this tab only, for the same reason, and removed once the sign-in finishes.',
      },
    },
    'no-banner': {
      heading: 'Why there is no cookie banner',
      text: 'Everything listed here is needed for Fundi to do what you asked: sign you in and show your language. Nothing is optional, so there is nothing to choose. If we ever add something optional, we will ask you first.',
    },
    'clearing-them': {
      heading: 'How to clear them',
      ways: {
        logOut: 'Log out to remove your sign-in.',
        rememberMe: 'Untick Remember Me on the log-in page to forget your e-mail or phone.',
        browser: 'Clear this site’s data in your browser’s settings to remove everything. You will be signed out, and Fundi will pick its language from your browser’s settings again.',
        blocked: 'If your browser blocks storage, Fundi still works, but you will need to sign in on every visit.',
      },
    },
    changes: {
      heading: 'Changes and questions',
      text: 'If what we keep changes, we publish a new version of this page with its date. Questions are welcome: use <contact>our support contacts on the Contact page</contact>.',
    },
  },
} satisfies DocumentWords;
