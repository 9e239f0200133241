/**
 * The chat dialog (docs/product.md §2 Chat panel) and the Messages page. SPEC's own texts ('No messages
 * yet', 'Type a message...', the error texts) come from CHAT_TEXTS and MESSAGES_PAGE_TEXTS
 * in @fundi/shared.
 */
export const chat = {
  title: 'Chat with {{name}}',
  messageLabel: 'Message',
  send: 'Send',
  you: 'You',
  loginPrompt: 'Log in to chat with {{name}}.',
  logIn: 'Log In',
  sending: 'Sending…',
  sent: 'Sent',
  read: 'Read',
  conversationWith: 'Conversation with {{name}}',
  loadOlder: 'Load older messages',
  retry: 'Try again',
};

export const messagesPage = {
  conversations: 'Conversations',
  unread_one: '{{count}} unread message',
  unread_other: '{{count}} unread messages',
  backToConversations: 'Back to conversations',
  selectHint: 'Choose someone on the left to read and reply.',
  noConversationsHint: 'Find a professional and tap Chat to ask about a job.',
  someone: 'New conversation',
};
