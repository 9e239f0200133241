import type { DocumentWords } from './document';

/**
 * /privacy: Fundi's privacy policy under Kenya's Data Protection Act, 2019. Each fact here is
 * one the product keeps (what is stored, who receives it, how long it stays); change the words
 * with the behaviour, and the version in @fundi/shared LEGAL_DOCUMENTS when they change in
 * substance.
 */
export const privacy = {
  title: 'Privacy Policy',
  summary: 'What personal data Fundi collects, why, who receives it, how long we keep it, and the rights Kenya’s Data Protection Act, 2019 gives you.',
  sections: {
    'who-we-are': {
      heading: 'Who we are',
      marketplace: 'Fundi is an online marketplace in Kenya. It connects people who need work done (buyers) with independent professionals, the fundis (sellers).',
      controller: 'Fundi is the data controller for the personal data described here: we decide why and how it is used. Our company registration details are given on request until we publish them on this page.',
      reachUs: 'For any question about your data, use <contact>our support contacts on the Contact page</contact>.',
    },
    'what-we-collect': {
      heading: 'What we collect and why',
      intro: 'We collect only what we need to run Fundi. Most of it you give us; the rest is created as you use Fundi.',
      kinds: {
        account: '<b>Your account</b>: your name, your e-mail address or phone number, and your language. Your password is kept only as a one-way hash, never as you typed it. If you sign in with Google, Google gives us your name and e-mail address.',
        sellerProfile: '<b>Your seller profile</b>: photo, location, bio, the services you offer, your prices and years of experience, and the phone number on your profile. Anyone can see these, so that buyers can choose a fundi. The gender asked when you become a seller is not shown to anyone.',
        identity: '<b>Identity checks</b>: your ID or passport number, a photo of the document and a selfie. We use them only to verify sellers who ask for the Verified badge.',
        orders: '<b>Orders and payments</b>: what was booked, the dates, the amounts, the M-Pesa phone number that paid and the M-Pesa receipts. We need them to hold payments, pay sellers and send refunds.',
        messages: '<b>Messages</b> between buyers and sellers, so that you can agree on the job.',
        reviews: '<b>Reviews</b> that buyers leave after a job, shown on the seller’s profile.',
        disputes: '<b>Disputes</b>: the statements and photos each side sends when a problem is reported, so that our team can decide fairly.',
        notifications: '<b>Notifications</b>: the SMS and e-mails we sent you and their delivery reports, so that we know whether you were told.',
        sessions: '<b>Sign-ins</b>: the devices signed in to your account, so that you stay signed in and a session can be ended.',
        consents: '<b>Your agreement</b>: the version of the Terms you accepted and your confirmation that you are 18 or over.',
        contactForm: '<b>Messages to support</b> sent with the contact form: your name, e-mail address and message.',
        logs: '<b>Server logs</b>: the requests your device sends us and its IP address, used to keep Fundi secure and to fix faults.',
      },
    },
    'lawful-basis': {
      heading: 'Our lawful basis',
      intro: 'The Act lets us use personal data only with a lawful basis. Ours are:',
      bases: {
        contract: '<b>Our contract with you</b>: to run your account, your bookings, payments, messages, reviews and disputes, as the <terms>Terms of Service</terms> describe.',
        legalObligation: '<b>A legal obligation</b>: to keep payment records, as the law requires of financial records.',
        legitimateInterest: '<b>Our legitimate interest</b>: to keep Fundi and its users safe: protecting accounts, preventing fraud and misuse, and checking the identity of sellers who ask to be verified.',
        consent: '<b>Your consent</b>: to send you news and offers. You can withdraw it at any time.',
      },
    },
    'who-receives-it': {
      heading: 'Who receives your data',
      intro: 'We share personal data only with those who need it to do their part, and only what they need:',
      recipients: {
        otherParty: '<b>The other person in an order</b>: your name, your messages and the booking details (service, date and price).',
        safaricom: '<b>Safaricom</b>, for M-Pesa payments, refunds and payouts: the phone number and the amount.',
        sms: '<b>Africa’s Talking</b>, our SMS provider: your phone number and the text of each SMS.',
        email: '<b>Our e-mail provider</b>: your e-mail address and the text of each e-mail.',
        hosting: '<b>Our hosting provider</b>, which stores Fundi’s data for us.',
        google: '<b>Google</b>, only if you choose to sign in with Google.',
        authorities: '<b>Authorities</b>, only when Kenyan law requires us to.',
      },
      providers: 'Each provider may use your data only to do that work for us.',
      notSold: 'We never sell personal data, and Fundi has no advertising trackers.',
      team: 'Within Fundi, each person on our team sees only what their task needs: for example, the administrators who check identity documents or decide disputes.',
    },
    retention: {
      heading: 'How long we keep it',
      intro: 'We keep each kind of data only as long as it is needed:',
      periods: {
        caption: 'How long each kind of data is kept',
        columns: { data: 'Data', period: 'How long' },
        rows: {
          account: { data: 'Your account, profile and settings', period: 'While your account is open. When you close it, they are erased or anonymised at once.' },
          consents: { data: 'Your agreement to the Terms and your 18+ confirmation', period: 'While your account is open.' },
          payments: { data: 'Payment records', period: 'At least 7 years, as the law requires of financial records; once you close your account, without your name or contact details.' },
          messages: { data: 'Messages and reviews', period: 'They stay for the other person, shown as from “Deleted user” once you close your account.' },
          identity: { data: 'Photos of your identity document and your selfie', period: '90 days after the decision on the check.' },
          identityNumber: { data: 'Your document number and the outcome of the check', period: 'While your account is open.' },
          contactForm: { data: 'Messages sent with the contact form', period: '1 year.' },
          sessions: { data: 'Ended sign-in sessions', period: '30 days after they end.' },
          notifications: { data: 'Notifications we sent', period: 'The record of what was sent: 1 year, or until you close your account. Copies kept as files: 30 days.' },
          resets: { data: 'Password reset links and codes', period: '1 day after they expire.' },
          logs: { data: 'Server logs', period: '30 days.' },
        },
      },
    },
    'your-rights': {
      heading: 'Your rights and how to use them',
      intro: 'The Act gives you these rights. Most of them you can use yourself, at any time:',
      rights: {
        access: '<b>See your data and take it with you</b> (access and portability): <privacySettings>Settings › Privacy Settings › Download my data</privacySettings> gives you everything in one JSON file.',
        correction: '<b>Correct it</b>: change your details on your <profile>Profile</profile>.',
        erasure: '<b>Have it erased</b>: <deleteAccount>Settings › Delete Account</deleteAccount>, once you have no order in progress. What stays, and why, is in the table above.',
        withdraw: '<b>Withdraw consent and object</b>: turn news and offers off in <notificationSettings>Settings › Notification Preferences</notificationSettings>, with the Unsubscribe link in any news e-mail, or by replying STOP to our SMS.',
        automated: '<b>Not be subject to automated decisions</b>: Fundi makes none. Identity checks, disputes and suspensions are decided by people on our team. Timed steps you agreed to, such as paying a seller 48 hours after a job is marked complete, follow the Terms.',
      },
      writeToUs: 'For anything else, or if you cannot sign in, write to us using <contact>our support contacts on the Contact page</contact>. We answer within 7 days, and may first ask you to show that the account is yours.',
      complaint: 'If you are not satisfied with our answer, you may complain to the Office of the Data Protection Commissioner (ODPC): <odpc>www.odpc.go.ke</odpc>.',
    },
    security: {
      heading: 'How we protect it',
      measures: {
        passwords: 'Passwords and sign-in tokens are stored only as hashes.',
        connection: 'Data travels between your device and Fundi over an encrypted connection.',
        private: 'Identity documents and dispute photos can be opened only by the people concerned and our administrators.',
        sessions: 'Changing your password signs out your other devices, and failed sign-ins are limited.',
        breach: 'If a breach puts your data at risk, we tell the Data Commissioner within 72 hours and tell you without delay, as the Act requires.',
      },
    },
    'outside-kenya': {
      heading: 'Data outside Kenya',
      text: 'Your data stays in Kenya or with providers offering adequate safeguards. Where a provider stores data outside Kenya, we rely on the safeguards sections 48 to 50 of the Act require.',
    },
    children: {
      heading: 'Children',
      text: 'Fundi is for people 18 or over. We do not knowingly collect data about children; if we learn that an account belongs to someone under 18, we close it.',
    },
    changes: {
      heading: 'Changes to this policy',
      text: 'When this policy changes in substance, we publish a new version with its date on this page and ask you to accept it the next time you sign in.',
    },
  },
} satisfies DocumentWords;
