/** Settings > Notification Preferences: each kind of notice by SMS and by email. */
export const preferences = {
  /** The shared NOTIFICATION_KINDS, in their order. */
  kinds: {
    orders: {
      title: 'Orders and payments',
      text: 'New bookings, accepted and finished jobs, and money held, refunded or paid out.',
    },
    messages: {
      title: 'Messages',
      text: 'A new message you have not read on Fundi within {{minutes}} minutes, at most once an hour for each chat.',
    },
    news: {
      title: 'News and offers',
      text: 'Tips and offers from Fundi, sent by email for now. Off until you turn it on.',
    },
  },
  channels: {
    sms: 'SMS',
    email: 'Email',
  },
  /** Said when the account has no phone, or no email, for that channel yet. */
  noPhone: 'Your account has no phone number yet: SMS choices apply once you add one on your profile.',
  noEmail: 'Your account has no email yet: email choices apply once you add one on your profile.',
  alwaysSent: 'Password reset codes and messages about your account’s safety are always sent.',
  save: 'Save',
  saving: 'Saving...',
  saved: 'Notification preferences saved!',
  saveFailed: 'Failed to save your preferences. Please try again.',
  loadFailed: 'Your preferences could not be loaded.',
  retry: 'Try again',
};
