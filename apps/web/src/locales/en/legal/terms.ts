import type { DocumentWords } from './document';

/**
 * /terms: the rules for using Fundi. The booking and payment steps are those of the order
 * lifecycle and the held payment (docs/product.md §4); change the words with them, and the version
 * in @fundi/shared LEGAL_DOCUMENTS when they change in substance.
 */
export const terms = {
  title: 'Terms of Service',
  summary: 'The rules for using Fundi, as a buyer and as a seller. By creating an account you agree to them, so please read them.',
  sections: {
    'about-these-terms': {
      heading: 'About these terms',
      agreement: 'These terms are an agreement between you and Fundi. They apply whenever you use Fundi, as a buyer, a seller or both.',
      privacy: 'How we handle your personal data is explained in our <privacy>Privacy Policy</privacy>.',
    },
    'who-may-use': {
      heading: 'Who may use Fundi',
      adults: 'You must be 18 or over to use Fundi. When you create an account you confirm that you are.',
      suspended: 'If we have suspended your account, you may not open another one.',
    },
    'your-account': {
      heading: 'Your account and its security',
      rules: {
        trueDetails: 'Give your real name and contact details, and keep them up to date on your Profile.',
        secret: 'Keep your password to yourself. You are responsible for what is done with your account.',
        tellUs: 'If you think someone else has used your account, change your password at once (this signs out your other devices) and tell us.',
      },
    },
    'what-fundi-is': {
      heading: 'What Fundi is, and what it is not',
      marketplace: 'Fundi is a marketplace: it helps buyers find professionals, book them and pay them safely.',
      independent: 'The professionals on Fundi are independent. They are not our employees or agents, and they decide how to do their work.',
      parties: 'The agreement for a job is between the buyer and the seller. Fundi is not a party to the work itself, but it holds the payment and settles problems as these terms describe.',
      sellers: 'Sellers are responsible for their work and for any licence, permit or tax it requires.',
    },
    bookings: {
      heading: 'Bookings and the held payment',
      steps: {
        book: 'A buyer books a service for a date and pays its price with M-Pesa. A booking that is not paid within 30 minutes is cancelled.',
        held: 'Fundi holds the payment. The seller sees the booking once it is paid, and accepts or declines it.',
        refund: 'If the seller declines, or the buyer cancels before the job starts, the whole amount goes back to the M-Pesa number that paid.',
        release: 'When the seller marks the job complete, the buyer confirms it and the seller is paid. If the buyer does neither, the seller is paid 48 hours after the job was marked complete, unless a problem has been reported.',
        payout: 'Payouts go to the M-Pesa number on the seller’s profile.',
      },
    },
    disputes: {
      heading: 'When something goes wrong',
      report: 'If a job was not done as agreed, the buyer can report a problem from the order, before the payment is released. The payment then stays held.',
      statements: 'Both sides can add their statements and photos.',
      decision: 'Fundi’s administrators look at what both sides sent and decide: pay the seller, refund the buyer, or split the amount between them. Both sides see the decision and its reason.',
      rights: 'The decision settles the payment held on Fundi. It does not take away any right you have under Kenyan law.',
    },
    fees: {
      heading: 'Fees',
      buyers: 'Buyers pay the price shown when they book; Fundi adds nothing to it.',
      sellers: 'Fundi may take a platform fee from a seller’s payout. The fee is shown to the seller before the payout is sent.',
    },
    'content-rules': {
      heading: 'Reviews, messages and what you post',
      intro: 'What you post on Fundi stays yours, and you let us show it on Fundi. It must follow these rules:',
      rules: {
        honest: 'Reviews are honest and about a real job.',
        respectful: 'No abuse, threats, harassment or discrimination, in messages, reviews, statements or profiles.',
        lawful: 'No illegal services, and nothing false or misleading.',
        onFundi: 'Do not use Fundi to move payments off it, for example by sharing contact details so that a job is paid outside Fundi. A payment made outside Fundi is not held, and we cannot help with it.',
        photos: 'Post only photos you have the right to share.',
      },
      removal: 'We may remove anything that breaks these rules.',
    },
    verified: {
      heading: 'Verified professionals',
      check: 'The Verified badge means our team has checked the seller’s identity document against a selfie. It tells you who the seller is.',
      notGuarantee: 'It is not a guarantee of the quality of their work. Read their reviews before you book.',
    },
    suspension: {
      heading: 'Suspending an account',
      when: 'We may suspend an account that breaks these terms, puts other people at risk or is used for fraud.',
      effect: 'A suspended account cannot sign in and its services are hidden. Orders and payments already under way are still settled.',
      mistake: 'If you think we made a mistake, write to us using <contact>our support contacts on the Contact page</contact>.',
    },
    'closing-your-account': {
      heading: 'Closing your account',
      how: 'You can close your account at any time in <deleteAccount>Settings › Delete Account</deleteAccount>, once you have no order in progress.',
      what: 'What happens to your data then is explained in the <privacy>Privacy Policy</privacy>.',
    },
    liability: {
      heading: 'Our responsibility',
      effort: 'We work to keep Fundi running and your payments safe, but we cannot promise that Fundi will always be available or free of errors.',
      limits: {
        work: 'Each seller is responsible for their own work. Fundi is not responsible for the quality, safety or legality of work done by sellers.',
        outside: 'We are not responsible for losses caused by events outside our control, such as an M-Pesa or network outage.',
        cap: 'Where we are responsible, our liability for a booking is limited to the amount paid for it through Fundi.',
      },
      yourRights: 'Nothing in these terms takes away the rights you have under Kenyan law, including the Consumer Protection Act, 2012.',
    },
    law: {
      heading: 'Kenyan law',
      text: 'These terms are governed by the laws of Kenya, and the courts of Kenya decide any dispute about them. Please write to us first: most problems are solved quickly.',
    },
    changes: {
      heading: 'Changes to these terms',
      text: 'When these terms change in substance, we publish a new version with its date on this page and ask you to accept it the next time you sign in. If you do not agree, you may close your account.',
    },
    contact: {
      heading: 'Contact us',
      text: 'Questions about these terms are welcome: use <contact>our support contacts on the Contact page</contact>.',
    },
  },
} satisfies DocumentWords;
