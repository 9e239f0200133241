/** Settings > Privacy Settings: the person's data, what they agreed to, and their rights (docs/privacy.md). */
export const privacy = {
  data: {
    title: 'Your data',
    text: 'Download everything Fundi holds about you (your account, services, orders, payments, messages, reviews, notices, sign-ins and what you agreed to) as one file you can keep or take elsewhere.',
    download: 'Download my data',
    downloading: 'Preparing your file...',
    downloaded: 'Your file is downloading.',
    failed: 'We could not prepare your file. Please try again in a moment.',
  },
  consents: {
    title: 'What you agreed to',
    text: 'You agreed to our Terms of Service and Privacy Policy when you joined, and to each new version when we asked. News and offers reach you only if you turned them on.',
    terms: 'Terms of Service',
    privacyNotice: 'Privacy Policy',
    news: 'Choose news and offers',
  },
  rights: {
    title: 'Your rights',
    text: 'You can correct your details, close your account and have your data erased, or complain to the Office of the Data Protection Commissioner (the Privacy Policy says how).',
    correct: 'Correct my details',
    erase: 'Close my account',
  },
};
