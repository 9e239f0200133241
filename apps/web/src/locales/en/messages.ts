/**
 * The chat dialog (docs/product.md §2 Chat panel) and the Messages page. The quoted texts are
 * docs/product.md §5 and §8's (the apostrophe of `ensureLoggedIn` is its curly ’).
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
  ensureLoggedIn: 'Please enter a message and ensure you’re logged in',
  missingSellerId: 'Cannot open chat: Seller ID is missing',
  invalidSession: 'Invalid session or seller data',
  loadFailed: 'Failed to fetch messages. Please try again.',
  sendFailed: 'Failed to send message. Please try again.',
};

export const messagesPage = {
  title: 'Messages',
  subtitle: 'Connect with service providers and clients',
  noConversations: 'No conversations yet',
  selectConversation: 'Select a conversation',
  noMessages: 'No messages yet',
  placeholder: 'Type a message...',
  invalidInput: 'Cannot send message: Invalid input or user data.',
  loadConversationsFailed: 'Failed to load conversations. Please try again.',
  loadMessagesFailed: 'Failed to load messages. Please try again.',
  sendFailed: 'Failed to send message. Please try again.',
  conversations: 'Conversations',
  unread_one: '{{count}} unread message',
  unread_other: '{{count}} unread messages',
  backToConversations: 'Back to conversations',
  selectHint: 'Choose someone on the left to read and reply.',
  noConversationsHint: 'Find a professional and tap Chat to ask about a job.',
  someone: 'New conversation',
};
