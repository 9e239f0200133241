/** Forgot password for a phone: the code sent by SMS, then the new password. */
export const resetCode = {
  title: 'Enter the code from the SMS',
  lead: 'We have sent a 6-digit code by SMS to {{phone}}. It works for {{minutes}} minutes.',
  codeLabel: 'Code',
  codeHint: 'The 6 digits in the SMS from Fundi.',
  sendNewCode: 'Send a new code',
  /** Under the button while it waits. */
  newCodeIn: 'You can ask for a new code in {{seconds}} s.',
  sendingNewCode: 'Sending...',
  newCodeSent: 'A new code has been sent by SMS. Only the newest code works.',
  changeNumber: 'Use another number',
};
