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
  ensureLoggedIn: 'Tafadhali andika ujumbe na uhakikishe umeingia',
  missingSellerId: 'Imeshindikana kufungua mazungumzo: mtoa huduma hajulikani',
  invalidSession: 'Kipindi chako au taarifa za mtoa huduma si sahihi',
  loadFailed: 'Imeshindikana kupakia ujumbe. Tafadhali jaribu tena.',
  sendFailed: 'Imeshindikana kutuma ujumbe. Tafadhali jaribu tena.',
};

export const messagesPage: Translation<'messagesPage'> = {
  title: 'Ujumbe',
  subtitle: 'Wasiliana na mafundi na wateja',
  noConversations: 'Bado hakuna mazungumzo',
  selectConversation: 'Chagua mazungumzo',
  noMessages: 'Bado hakuna ujumbe',
  placeholder: 'Andika ujumbe...',
  invalidInput: 'Imeshindikana kutuma ujumbe: maandishi au taarifa zako si sahihi.',
  loadConversationsFailed: 'Imeshindikana kupakia mazungumzo. Tafadhali jaribu tena.',
  loadMessagesFailed: 'Imeshindikana kupakia ujumbe. Tafadhali jaribu tena.',
  sendFailed: 'Imeshindikana kutuma ujumbe. Tafadhali jaribu tena.',
  conversations: 'Mazungumzo',
  unread_one: 'Ujumbe {{count}} ambao haujasomwa',
  unread_other: 'Jumbe {{count}} ambazo hazijasomwa',
  backToConversations: 'Rudi kwenye mazungumzo',
  selectHint: 'Chagua mtu upande wa kushoto ili usome na ujibu.',
  noConversationsHint: 'Tafuta fundi kisha ubonyeze Ongea ili uulize kuhusu kazi.',
  someone: 'Mazungumzo mapya',
};
