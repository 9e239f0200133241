import { describe, expect, it } from 'vitest';
import { CHAT_TEXTS, fetchMessagesErrorText, sendMessageErrorText, sendMessageRequest } from './messages';
import { issuesOf } from './test-helpers';

describe('sendMessageRequest', () => {
  it('trims the content', () => {
    expect(sendMessageRequest.parse({ receiverId: 'u1', content: '  Habari! Are you free on Saturday? ' })).toEqual({
      receiverId: 'u1',
      content: 'Habari! Are you free on Saturday?',
    });
  });

  it('refuses a blank message or a missing receiver with SPEC’s 400 text', () => {
    expect(issuesOf(sendMessageRequest, { receiverId: 'u1', content: '   ' })).toEqual([
      'content: Invalid message or receiver',
    ]);
    expect(issuesOf(sendMessageRequest, { content: 'Hi' })).toEqual(['receiverId: Invalid message or receiver']);
  });

  it('allows 2000 characters, not 2001', () => {
    expect(issuesOf(sendMessageRequest, { receiverId: 'u1', content: 'a'.repeat(2000) })).toEqual([]);
    expect(issuesOf(sendMessageRequest, { receiverId: 'u1', content: 'a'.repeat(2001) })).toEqual([
      'content: Message must be at most 2000 characters',
    ]);
  });
});

describe('chat texts', () => {
  it('keeps SPEC’s curly apostrophe', () => {
    expect(CHAT_TEXTS.ensureLoggedIn).toBe('Please enter a message and ensure you\u2019re logged in');
  });

  it('maps a failed send by status', () => {
    expect(sendMessageErrorText(400, 'Message too long')).toBe('Message too long');
    expect(sendMessageErrorText(400)).toBe('Invalid message or receiver');
    expect(sendMessageErrorText(404, 'whatever')).toBe('Seller not found');
    expect(sendMessageErrorText(500)).toBe('Server error, please try again later');
    expect(sendMessageErrorText(undefined)).toBe('Failed to send message. Please try again.');
  });

  it('prefers the server’s text for a failed load', () => {
    expect(fetchMessagesErrorText('Not allowed')).toBe('Not allowed');
    expect(fetchMessagesErrorText(undefined)).toBe('Failed to fetch messages. Please try again.');
  });
});
