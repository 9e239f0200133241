import { describe, expect, it } from 'vitest';
import { sendMessageRequest } from './messages';
import { issuesOf } from './test-helpers';

describe('sendMessageRequest', () => {
  it('trims the content', () => {
    expect(sendMessageRequest.parse({ receiverId: 'u1', content: '  Habari! Are you free on Saturday? ' })).toEqual({
      receiverId: 'u1',
      content: 'Habari! Are you free on Saturday?',
    });
  });

  it('refuses a blank message or a missing receiver with the code of the spec’s 400 text', () => {
    expect(issuesOf(sendMessageRequest, { receiverId: 'u1', content: '   ' })).toEqual([
      'content: MESSAGE_INVALID',
    ]);
    expect(issuesOf(sendMessageRequest, { content: 'Hi' })).toEqual(['receiverId: MESSAGE_INVALID']);
  });

  it('allows 2000 characters, not 2001', () => {
    expect(issuesOf(sendMessageRequest, { receiverId: 'u1', content: 'a'.repeat(2000) })).toEqual([]);
    expect(issuesOf(sendMessageRequest, { receiverId: 'u1', content: 'a'.repeat(2001) })).toEqual([
      'content: MESSAGE_TOO_LONG',
    ]);
  });
});
