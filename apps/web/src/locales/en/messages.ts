/** The chat dialog (SPEC §2 Chat panel). Shared texts come from CHAT_TEXTS in @fundi/shared. */
export const chat = {
  title: 'Chat with {{name}}',
  messageLabel: 'Message',
  send: 'Send',
  you: 'You',
  loginPrompt: 'Log in to chat with {{name}}.',
  logIn: 'Log In',
  sending: 'Sending…',
};
