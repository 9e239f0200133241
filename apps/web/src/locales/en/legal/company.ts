/** /blog and /careers: short, honest pages about what there is and is not yet. */
export const blog = {
  title: 'Blog',
  lead: 'Tips and stories from Fundi. There are no articles yet.',
  topicsHeading: 'What we will write about',
  topics: {
    hiring: 'How to hire a fundi: describing the job, reading reviews and agreeing on the price before you book.',
    safety: 'Staying safe: keeping chats and payments on Fundi, and what the Verified badge does and does not mean.',
    payments: 'How held M-Pesa payments work: when the money reaches the fundi, and how to report a problem.',
  },
  hearHeading: 'Hear when we publish',
  hearText: 'Turn on news and offers in your notification preferences, and we will tell you when the first article is out.',
  notificationPreferences: 'Notification Preferences',
  home: 'Back to the home page',
};

export const careers = {
  title: 'Careers',
  lead: 'Fundi is a small team in Nairobi, building the simplest way to find and book trusted fundis across Kenya.',
  openRolesHeading: 'Open roles',
  openRolesText: 'We have no open roles listed right now. When we do, they will appear on this page.',
  getInTouchHeading: 'Get in touch',
  getInTouchText: 'If you would like to work with us, tell us about yourself and the work you do best.',
  /** The link to support's e-mail, once the server has said which it is. */
  writeTo: 'Write to {{email}}',
  contactPage: 'Go to the Contact page',
};
