import { describe, expect, it } from 'vitest';
import { emailLinkRequest } from './email-change';
import { issuesOf } from './test-helpers';

describe('emailLinkRequest', () => {
  it('takes the token of a link, trimmed', () => {
    expect(emailLinkRequest.parse({ token: ' abc_DEF-123 ' })).toEqual({ token: 'abc_DEF-123' });
  });

  it('refuses a missing, blank or overlong token as an invalid link', () => {
    const text = 'token: EMAIL_LINK_INVALID';
    expect(issuesOf(emailLinkRequest, {})).toEqual([text]);
    expect(issuesOf(emailLinkRequest, { token: '  ' })).toEqual([text]);
    expect(issuesOf(emailLinkRequest, { token: 'x'.repeat(513) })).toEqual([text]);
  });
});
