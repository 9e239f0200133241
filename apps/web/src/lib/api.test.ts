import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, errorText } from './api';
import { clearSession, setSession } from './session';
import { makeUser } from '../test/fixtures';

// fetch is the browser boundary: stubbed here, in this unit test only.
function answerWith(status: number, body?: unknown) {
  const fetchStub = vi.fn(
    async () => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

describe('api', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with the session’s bearer token and returns the parsed answer', async () => {
    setSession({ accessToken: 'access-1', refreshToken: 'refresh-1', user: makeUser() });
    const fetchStub = answerWith(200, { message: 'Order placed successfully' });

    const answer = await api.post('/api/orders', { serviceId: 's1', sellerId: 'u2', bookingDate: '2030-01-05' });

    expect(answer).toEqual({ message: 'Order placed successfully' });
    expect(fetchStub).toHaveBeenCalledWith(
      '/api/orders',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ serviceId: 's1', sellerId: 'u2', bookingDate: '2030-01-05' }),
        headers: expect.objectContaining({ Authorization: 'Bearer access-1', 'Content-Type': 'application/json' }),
      }),
    );
  });

  it('sends no Authorization header without a session', async () => {
    const fetchStub = answerWith(200, { services: [] });
    await api.get('/api/services');
    const headers = (fetchStub.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
  });

  it('turns an error body into an ApiError with status, code and texts', async () => {
    answerWith(400, { error: 'Password must contain at least one number', code: 'INVALID_PASSWORD' });

    const error = await api.post('/auth/change-password', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'INVALID_PASSWORD', serverError: 'Password must contain at least one number' });
    expect(errorText(error, 'Failed to change password. Please try again.')).toBe('Password must contain at least one number');
  });

  it('uses the fallback text when the server gave none, and status 0 when the network failed', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));

    const error = await api.get('/api/profile').catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 0, isNetworkError: true });
    expect(errorText(error, 'Update failed. Please try again.')).toBe('Update failed. Please try again.');
  });

  it('returns nothing for an empty answer', async () => {
    answerWith(204);
    await expect(api.delete('/api/services/s1')).resolves.toBeUndefined();
  });

  it('aborts the calls still on their way when the session ends, and only those', async () => {
    // A fetch that answers only when its signal aborts, as the browser's does.
    const fetchStub = vi.fn(
      (_path: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))),
    );
    vi.stubGlobal('fetch', fetchStub);
    setSession({ accessToken: 'access-1', refreshToken: 'refresh-1', user: makeUser() });
    const pending = api.get('/api/conversations?limit=1');
    const own = new AbortController();
    const withOwnSignal = api.get('/api/orders?limit=5', { signal: own.signal });
    const signIn = api.post('/auth/login', { identifier: 'a@example.com', password: 'x' }, { token: null });
    await vi.waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(3));

    clearSession();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await expect(withOwnSignal).rejects.toMatchObject({ name: 'AbortError' });
    // A call sent with a token of its own is not the session's.
    const signalOf = (path: string, nth = 0) => (fetchStub.mock.calls.filter(([called]) => called === path)[nth] as unknown as [string, RequestInit])[1].signal;
    expect(signalOf('/auth/login')?.aborted).not.toBe(true);
    void signIn.catch(() => undefined);

    // The next session's calls are not born aborted.
    setSession({ accessToken: 'access-2', refreshToken: 'refresh-2', user: makeUser() });
    void api.get('/api/orders?limit=5').catch(() => undefined);
    await vi.waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(4));
    expect(signalOf('/api/orders?limit=5', 1)?.aborted).toBe(false);
  });
});
