import type { Translation } from './texts';

/** Kisanduku cha mazungumzo na ukurasa wa Ujumbe. */
export const chat: Translation<'chat'> = {
  title: 'Ongea na {{name}}',
  messageLabel: 'Ujumbe',
  send: 'Tuma',
  you: 'Wewe',
  loginPrompt: 'Ingia ili uongee na {{name}}.',
  logIn: 'Ingia',
  sending: 'Inatuma…',
  sent: 'Imetumwa',
  read: 'Imesomwa',
  conversationWith: 'Mazungumzo na {{name}}',
  loadOlder: 'Pakia ujumbe wa zamani',
  retry: 'Jaribu tena',
};

export const messagesPage: Translation<'messagesPage'> = {
  conversations: 'Mazungumzo',
  unread_one: 'Ujumbe {{count}} ambao haujasomwa',
  unread_other: 'Jumbe {{count}} ambazo hazijasomwa',
  backToConversations: 'Rudi kwenye mazungumzo',
  selectHint: 'Chagua mtu upande wa kushoto ili usome na ujibu.',
  noConversationsHint: 'Tafuta fundi kisha ubonyeze Ongea ili uulize kuhusu kazi.',
  someone: 'Mazungumzo mapya',
};
