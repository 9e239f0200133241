import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi, errorText, UnexpectedAnswerError } from './api';
import { clearSession, setSession } from './session';
import { stubFetch } from '../test/fetch-stub';
import { makeUser } from '../test/fixtures';
import { addFormErrorWords } from './form-error-words';

// The forms' error words, which the forms' own modules add.
addFormErrorWords();

// fetch is the browser boundary: stubbed here, in this unit test only.
function answerWith(status: number, body?: unknown) {
  const fetchStub = vi.fn(
    async () => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

const requestOf = (fetchStub: ReturnType<typeof vi.fn>, nth = 0) => fetchStub.mock.calls[nth] as unknown as [string, RequestInit];

const signIn = () => setSession({ accessToken: 'access-1', refreshToken: 'refresh-1', user: makeUser() });

describe('callApi', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a JSON body with the session’s bearer token and returns the parsed answer', async () => {
    signIn();
    const fetchStub = answerWith(200, { rejected: 2 });

    const answer = await callApi('rejectPending', { body: { buyerId: '5b1e6c2a-4f0e-4d7e-9a51-0c8f2b3d4e5f' } });

    expect(answer).toEqual({ rejected: 2 });
    expect(fetchStub).toHaveBeenCalledWith(
      '/api/seller-orders/reject-pending',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ buyerId: '5b1e6c2a-4f0e-4d7e-9a51-0c8f2b3d4e5f' }),
        headers: expect.objectContaining({ Authorization: 'Bearer access-1', 'Content-Type': 'application/json' }),
      }),
    );
  });

  it('builds the path from the route’s parameters, each encoded, and its query without the parameters left out', async () => {
    signIn();
    const { calls } = stubFetch({
      'PUT /api/orders/o%2F1/accept': { status: 200, body: { order: null } },
      'GET /api/orders?*': { status: 200, body: { orders: [], total: 0, nextCursor: null } },
      'GET /api/messages/u%201?*': { status: 200, body: { messages: [], before: null } },
    });

    await callApi('orderAction', { params: { id: 'o/1', action: 'accept' } }).catch(() => undefined);
    await callApi('getOrders', { query: { limit: 5, role: 'seller', state: undefined, cursor: 'next page' } });
    await callApi('getMessages', { params: { userId: 'u 1' } });

    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT /api/orders/o%2F1/accept',
      'GET /api/orders?limit=5&role=seller&cursor=next+page',
      'GET /api/messages/u%201',
    ]);
    expect(calls[0]?.body).toBeUndefined();
  });

  it('refuses a JSON body its route’s schema refuses, with the rule’s code, without sending it', async () => {
    const fetchStub = answerWith(200, { message: 'Message sent' });

    const error = await callApi('sendContactMessage', { body: { name: 'Amina', email: 'not an address', message: 'Hello' } }).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'CONTACT_EMAIL_INVALID' });
    expect(errorText(error, 'Failed to send message. Please try again later.')).toBe('Please enter a valid email address');
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('sends a form as multipart, as it is', async () => {
    signIn();
    const fetchStub = answerWith(201, {
      message: 'Service created successfully',
      service: { id: 's1', title: 'Leak repair', category: 'plumbing' },
      serviceSeller: { description: 'Fast', price: 1500, experience: 3 },
    });
    const form = new FormData();
    form.set('title', 'Leak repair');

    const answer = await callApi('createService', { body: form });

    expect(answer.service.title).toBe('Leak repair');
    const [, init] = requestOf(fetchStub);
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('parses the answer with the route’s response schema', async () => {
    // What the contract does not name is left out.
    answerWith(200, { google: true, extra: 'not in the contract' });
    await expect(callApi('getSignInOptions', { token: null })).resolves.toEqual({ google: true });
  });

  it('refuses an answer that is not what the route says, naming the call and the field', async () => {
    signIn();
    answerWith(200, { conversations: [], unreadTotal: 'three' });

    const error = await callApi('getConversations', { query: { limit: 1 } }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(UnexpectedAnswerError);
    expect((error as Error).message).toMatch(/^Unexpected answer to GET \/api\/conversations\?limit=1: unreadTotal: /);
  });

  it('refuses an empty answer where the route promises a body, and takes one where it promises none', async () => {
    signIn();
    answerWith(200);
    await expect(callApi('getPaymentSummary')).rejects.toThrow(/^Unexpected answer to GET \/api\/payments\/summary: the body: /);

    answerWith(204);
    await expect(callApi('logOut', { body: { refreshToken: 'refresh-1' } })).resolves.toBeNull();
  });

  it('sends no Authorization header without a session', async () => {
    const fetchStub = answerWith(200, { categories: [] });
    await callApi('getCategoryCounts');
    const headers = requestOf(fetchStub)[1].headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
  });

  it('turns an error body into an ApiError with status, code and texts', async () => {
    signIn();
    answerWith(400, { error: 'Password must contain at least one number', code: 'INVALID_PASSWORD' });

    const error = await callApi('changePassword', { body: { currentPassword: 'Kenya#2026x', newPassword: 'Kenya#2027x' } }).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'INVALID_PASSWORD', serverError: 'Password must contain at least one number' });
    expect(errorText(error, 'Failed to change password. Please try again.')).toBe('This new password is not accepted. Please choose another one.');
  });

  it('uses the fallback text when the server gave none, and status 0 when the network failed', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));

    const error = await callApi('getProfile').catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 0, isNetworkError: true });
    expect(errorText(error, 'Update failed. Please try again.')).toBe('Update failed. Please try again.');
  });

  it('aborts the calls still on their way when the session ends, and only those', async () => {
    // A fetch that answers only when its signal aborts, as the browser's does.
    const fetchStub = vi.fn(
      (_path: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))),
    );
    vi.stubGlobal('fetch', fetchStub);
    signIn();
    const pending = callApi('getConversations', { query: { limit: 1 } });
    const own = new AbortController();
    const withOwnSignal = callApi('getOrders', { query: { limit: 5 }, signal: own.signal });
    const signInCall = callApi('logIn', { body: { identifier: 'a@example.com', password: 'x', rememberMe: false }, token: null });
    await vi.waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(3));

    clearSession();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await expect(withOwnSignal).rejects.toMatchObject({ name: 'AbortError' });
    // A call sent with a token of its own is not the session's.
    const signalOf = (path: string, nth = 0) => (fetchStub.mock.calls.filter(([called]) => called === path)[nth] as unknown as [string, RequestInit])[1].signal;
    expect(signalOf('/auth/login')?.aborted).not.toBe(true);
    void signInCall.catch(() => undefined);

    // The next session's calls are not born aborted.
    setSession({ accessToken: 'access-2', refreshToken: 'refresh-2', user: makeUser() });
    void callApi('getOrders', { query: { limit: 5 } }).catch(() => undefined);
    await vi.waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(4));
    expect(signalOf('/api/orders?limit=5', 1)?.aborted).toBe(false);
  });
});
