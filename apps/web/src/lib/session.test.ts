import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../test/fixtures';
import { onSessionEnd, setSession, useSession, watchOtherTabs } from './session';

describe('sessions across tabs', () => {
  const stops: Array<() => void> = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it('signs this tab out when another tab signs out', () => {
    setSession({ accessToken: 'access-1', refreshToken: 'refresh-1', user: makeUser() });
    const ended = vi.fn();
    stops.push(watchOtherTabs(), onSessionEnd(ended));

    // What another tab's logout looks like from here: the key is gone, then the event arrives.
    window.localStorage.removeItem('authToken');
    window.dispatchEvent(new StorageEvent('storage', { key: 'authToken', oldValue: 'access-1', newValue: null }));

    expect(useSession.getState().isAuthenticated).toBe(false);
    expect(ended).toHaveBeenCalledWith('signed-out-elsewhere');
  });

  it('stays signed in when another tab only refreshed the tokens', () => {
    setSession({ accessToken: 'access-1', refreshToken: 'refresh-1', user: makeUser() });
    stops.push(watchOtherTabs());

    window.localStorage.setItem('authToken', 'access-2');
    window.dispatchEvent(new StorageEvent('storage', { key: 'authToken', oldValue: 'access-1', newValue: 'access-2' }));

    expect(useSession.getState().isAuthenticated).toBe(true);
  });
});
