import { afterEach, describe, expect, it } from 'vitest';
import type { Message } from '@fundi/shared';
import { en } from '../../locales/en';
import {
  addLiveMessage,
  addToThread,
  deliveryState,
  formatConversationTime,
  formatMessageTime,
  markReadInThread,
  pendingMessage,
  readMessage,
  removeFromThread,
  replaceInThread,
  threadMessages,
  type ThreadData,
} from './message-model';
import { i18n } from '../../lib/i18n';

function message(id: string, overrides: Partial<Message> = {}): Message {
  return {
    id,
    sender: { id: 'buyer-1', name: 'Amina Wanjiru' },
    receiver: { id: 'seller-1', name: 'Joseph Otieno' },
    senderId: 'buyer-1',
    receiverId: 'seller-1',
    content: `Message ${id}`,
    createdAt: '2026-01-05T07:30:00.000Z',
    isRead: false,
    ...overrides,
  };
}

const thread = (...pages: Message[][]): ThreadData => ({
  pages: pages.map((messages, index) => ({ messages, before: index < pages.length - 1 ? `cursor-${index}` : null })),
  pageParams: pages.map((_, index) => (index === 0 ? null : `cursor-${index - 1}`)),
});

describe('messages received over the live connection (docs/product.md §5)', () => {
  it('drops a message without an id, a sender id or content', () => {
    const received = [
      message('m1'),
      { ...message('m2'), id: undefined },
      { ...message('m3'), senderId: undefined, sender: undefined },
      { ...message('m4'), content: '' },
      { ...message('m5'), content: '   ' },
      'junk',
      null,
    ].map(readMessage);
    expect(received.map((kept) => kept?.id ?? null)).toEqual(['m1', null, null, null, null, null, null]);
  });

  it('keeps a message with its sender id only in `sender`, filling harmless defaults', () => {
    expect(readMessage({ id: 'm1', sender: { id: 'buyer-1' }, content: 'Hello' })).toEqual({
      id: 'm1',
      sender: { id: 'buyer-1', name: '' },
      receiver: { id: '', name: '' },
      senderId: 'buyer-1',
      receiverId: '',
      content: 'Hello',
      createdAt: '',
      isRead: false,
    });
  });
});

describe('the cached thread', () => {
  it('lists older pages first', () => {
    expect(threadMessages(thread([message('m3')], [message('m1'), message('m2')])).map((kept) => kept.id)).toEqual(['m1', 'm2', 'm3']);
    expect(threadMessages(undefined)).toEqual([]);
  });

  it('adds a new message at the end, once', () => {
    const once = addToThread(thread([message('m1')]), message('m2'));
    expect(threadMessages(addToThread(once, message('m2'))).map((kept) => kept.id)).toEqual(['m1', 'm2']);
  });

  it("puts the server's copy in the optimistic one's place, dropping a live copy that came first", () => {
    const pending = pendingMessage({ id: 'buyer-1', name: 'Amina' }, { id: 'seller-1', name: 'Joseph' }, 'Hello');
    const withLiveEcho = addToThread(addToThread(thread([message('m1')]), pending), message('m2'));
    const replaced = replaceInThread(withLiveEcho, pending.id, message('m2'));
    expect(threadMessages(replaced).map((kept) => kept.id)).toEqual(['m1', 'm2']);
    expect(threadMessages(removeFromThread(addToThread(thread([]), pending), pending.id))).toEqual([]);
  });

  it("lets the live echo of one's own message take its optimistic copy's place, and keeps it read when the answer comes", () => {
    const pending = pendingMessage({ id: 'buyer-1', name: 'Amina' }, { id: 'seller-1', name: 'Joseph' }, 'Message m2');
    const echoed = addLiveMessage(addToThread(thread([message('m1')]), pending), message('m2'));
    expect(threadMessages(echoed).map((kept) => kept.id)).toEqual(['m1', 'm2']);
    const read = markReadInThread(echoed, ['m2']);
    const answered = replaceInThread(read, pending.id, message('m2'));
    expect(threadMessages(answered).map((kept) => [kept.id, kept.isRead])).toEqual([
      ['m1', false],
      ['m2', true],
    ]);
    expect(threadMessages(addLiveMessage(answered, message('m2')))).toHaveLength(2);
  });

  it('marks the messages named by a read receipt as read', () => {
    const read = markReadInThread(thread([message('m2')], [message('m1')]), ['m1']);
    expect(threadMessages(read).map((kept) => kept.isRead)).toEqual([true, false]);
  });
});

describe('ticks (docs/product.md §2)', () => {
  it('is a clock while sending, one tick when sent, two when read', () => {
    expect(deliveryState(pendingMessage({ id: 'a', name: 'A' }, { id: 'b', name: 'B' }, 'Hi'))).toBe('sending');
    expect(deliveryState(message('m1'))).toBe('sent');
    expect(deliveryState(message('m1', { isRead: true }))).toBe('read');
  });
});

describe('times (Nairobi)', () => {
  const now = new Date('2026-01-05T15:00:00.000Z'); // 6 PM in Nairobi

  afterEach(async () => {
    i18n.removeCatalogue('sw', 'translation');
    await i18n.changeLanguage('en');
  });

  it("shows today's messages with the hour, others with the day", () => {
    expect(formatMessageTime('2026-01-05T07:30:00.000Z', now)).toBe('10:30 am');
    expect(formatMessageTime('2026-01-04T07:30:00.000Z', now)).toBe('4 Jan, 10:30 am');
    expect(formatMessageTime('', now)).toBe('');
    expect(formatConversationTime('2026-01-05T07:30:00.000Z', now)).toBe('10:30 am');
    expect(formatConversationTime('2025-12-31T22:00:00.000Z', now)).toBe('1 Jan');
  });

  it('says them in the language on screen', async () => {
    i18n.addCatalogue('sw', 'translation', en);
    await i18n.changeLanguage('sw');
    expect(formatMessageTime('2026-01-05T07:30:00.000Z', now)).toBe('10:30 asubuhi');
    expect(formatMessageTime('2026-01-04T07:30:00.000Z', now)).toBe('4 Jan, 10:30 asubuhi');
  });
});
