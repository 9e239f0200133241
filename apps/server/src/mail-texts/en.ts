// The words of every e-mail sent to a person, in English. sw.ts has the same keys (the type
// checker and mail-texts.test.ts hold them together); `{{name}}` marks a value filled in when
// the mail is written. The English is what the mails said before they had a second language.
export const en = {
  greeting: 'Hello {{name}},',
  greetingWithoutName: 'Hello,',
  signature: 'Fundi',

  passwordReset: {
    subject: 'Reset your Fundi password',
    body: [
      'Someone (hopefully you) asked to reset the password of your Fundi account.',
      'Open this link within one hour to choose a new password:',
      '',
      '{{link}}',
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  },

  confirmNewAddress: {
    subject: 'Confirm your new Fundi email address',
    body: [
      'This address was entered as the new email address of a Fundi account.',
      'Open this link within 24 hours to confirm it:',
      '',
      '{{link}}',
      '',
      'Until then the account keeps its current address for logging in and password resets.',
      'If you did not ask for this, ignore this e-mail: nothing changes.',
    ].join('\n'),
  },

  addressChanged: {
    subject: 'Your Fundi email address was changed',
    subjectRemoved: 'Your email address was removed from your Fundi account',
    changed: 'Your Fundi account now uses a new email address: logging in and password resets go there.',
    removed: 'This email address was removed from your Fundi account.',
    undo: [
      'If you made this change, there is nothing to do.',
      '',
      'If you did not, open this link within 7 days. It puts this address back, signs out every',
      'device and locks out whoever made the change; then you choose a new password:',
      '',
      '{{link}}',
    ].join('\n'),
  },

  phoneChanged: {
    subject: 'The phone number of your Fundi account was changed',
    body: [
      'The phone number you log in to Fundi with was changed or removed.',
      'If you made this change, there is nothing to do.',
      '',
      'If you did not, someone knows your password: set a new one now, which also signs out',
      'every device, and put your number back on your profile:',
      '',
      '{{link}}',
    ].join('\n'),
  },
};

export type MailTexts = typeof en;
