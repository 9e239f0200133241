import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@fundi/shared';
import { FakeWebSocket } from '../test/fake-web-socket';
import { stubFetch } from '../test/fetch-stub';
import { makeAccessToken, makeUser } from '../test/fixtures';
import { onLiveResume, subscribeLive } from './live';
import { holdLiveConnection, readLiveEvent, startLiveSocket } from './live-socket';
import { clearSession, setSession, useSession } from './session';

const url = 'ws://fundi.test/api/ws';
const firstToken = makeAccessToken(15 * 60_000, 'first');

function signIn() {
  setSession({ accessToken: firstToken, refreshToken: 'refresh-1', user: makeUser() });
}

/** Lets pending promises (the token lookup) settle without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

let stop: () => void = () => {};

describe('the live connection', () => {
  // The refresh's answer is parsed with the route map's schemas, which the app downloads with
  // its first call; loaded here once, so `settle` needs no real time for them.
  beforeAll(() => import('./api-schemas'));
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWebSocket.install();
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens no socket while signed out, and one after sign-in that authenticates with the access token first', async () => {
    stop = startLiveSocket({ url });
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(0);

    signIn();
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(1);
    FakeWebSocket.latest.accept();
    expect(FakeWebSocket.latest.url).toBe(url);
    expect(FakeWebSocket.latest.sent).toEqual([{ type: 'auth', token: firstToken }]);
  });

  it('hands each event to the subscribers of its type and ignores frames that are not events', async () => {
    signIn();
    stop = startLiveSocket({ url });
    await settle();
    const unread: number[] = [];
    const messages: LiveEvent[] = [];
    const unsubscribe = subscribeLive('unread', (event) => unread.push(event.total));
    subscribeLive('message', (event) => messages.push(event));
    const socket = FakeWebSocket.latest;
    socket.accept();
    socket.push({ type: 'ready' });
    socket.push({ type: 'unread', total: 3 });
    socket.push('not json');
    socket.push({ type: 'unread', total: 'three' });
    socket.push({ type: 'mystery' });
    unsubscribe();
    socket.push({ type: 'unread', total: 4 });
    expect(unread).toEqual([3]);
    expect(messages).toEqual([]);
  });

  it('closes on sign-out and stays closed', async () => {
    signIn();
    stop = startLiveSocket({ url });
    await settle();
    const socket = FakeWebSocket.latest;
    socket.accept();
    clearSession();
    expect(socket.closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('reconnects after a drop in 1 s, then 2 s, 4 s... up to 30 s with jitter, and starts over once connected', async () => {
    signIn();
    stop = startLiveSocket({ url, random: () => 0.999 });
    await settle();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const count = FakeWebSocket.instances.length;
      FakeWebSocket.latest.drop();
      let waited = 0;
      while (FakeWebSocket.instances.length === count) {
        await vi.advanceTimersByTimeAsync(100);
        waited += 100;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);

    FakeWebSocket.latest.accept();
    FakeWebSocket.latest.push({ type: 'ready' });
    FakeWebSocket.latest.drop();
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeWebSocket.instances).toHaveLength(9);
  });

  it('spreads reconnections: with the smallest jitter the wait is half the delay', async () => {
    signIn();
    stop = startLiveSocket({ url, random: () => 0 });
    await settle();
    FakeWebSocket.latest.drop();
    await vi.advanceTimersByTimeAsync(499);
    expect(FakeWebSocket.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('on 4401 gets a fresh token through the refresh and reconnects at once with it', async () => {
    const secondToken = makeAccessToken(15 * 60_000, 'second');
    const { callsTo } = stubFetch({ 'POST /auth/refresh': { status: 200, body: { accessToken: secondToken, refreshToken: 'refresh-2' } } });
    signIn();
    stop = startLiveSocket({ url });
    await settle();
    FakeWebSocket.latest.accept();
    FakeWebSocket.latest.drop(4401);
    await settle();

    expect(callsTo('POST /auth/refresh')[0]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.latest.accept();
    expect(FakeWebSocket.latest.sent).toEqual([{ type: 'auth', token: secondToken }]);
    expect(useSession.getState().accessToken).toBe(secondToken);
  });

  it('backs off when the fresh token is refused too, and stops when the session is over', async () => {
    let refreshes = 0;
    stubFetch({
      'POST /auth/refresh': () => {
        refreshes += 1;
        return refreshes === 1
          ? { status: 200, body: { accessToken: makeAccessToken(15 * 60_000, 'second'), refreshToken: 'refresh-2' } }
          : { status: 401, body: { error: 'Invalid refresh token' } };
      },
    });
    signIn();
    stop = startLiveSocket({ url, random: () => 0.999 });
    await settle();
    FakeWebSocket.latest.drop(4401);
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(2);

    FakeWebSocket.latest.drop(4401);
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(2); // no loop: it waits
    await vi.advanceTimersByTimeAsync(1000);
    // The second refresh is refused: the session ends and nothing reconnects.
    expect(useSession.getState().isAuthenticated).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('when the server ends the session (4401 on an open socket, the refresh refused), signs out at once and stays closed', async () => {
    const { callsTo } = stubFetch({ 'POST /auth/refresh': { status: 401, body: { error: 'Invalid token' } } });
    signIn();
    stop = startLiveSocket({ url });
    await settle();
    FakeWebSocket.latest.accept();
    FakeWebSocket.latest.push({ type: 'ready' });
    FakeWebSocket.latest.drop(4401);
    await settle();

    expect(callsTo('POST /auth/refresh')).toHaveLength(1);
    expect(useSession.getState()).toMatchObject({ isAuthenticated: false, endReason: 'expired' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(callsTo('POST /auth/refresh')).toHaveLength(1);
  });

  it('held while the tab closes its own account: closed on purpose, no refresh, no reconnect; opened again when released', async () => {
    const { callsTo } = stubFetch({ 'POST /auth/refresh': { status: 401, body: { error: 'Invalid token' } } });
    signIn();
    stop = startLiveSocket({ url });
    await settle();
    FakeWebSocket.latest.accept();
    FakeWebSocket.latest.push({ type: 'ready' });

    holdLiveConnection(true);
    expect(FakeWebSocket.latest.closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(callsTo('POST /auth/refresh')).toHaveLength(0);
    expect(useSession.getState().isAuthenticated).toBe(true);

    // The server refused to close the account: live updates come back at once.
    holdLiveConnection(false);
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('says when it is back after a loss (not on the first connection), and retries at once when the phone is back online', async () => {
    signIn();
    stop = startLiveSocket({ url });
    await settle();
    const resumes = vi.fn();
    const stopListening = onLiveResume(resumes);
    FakeWebSocket.latest.accept();
    FakeWebSocket.latest.push({ type: 'ready' });
    expect(resumes).not.toHaveBeenCalled();

    FakeWebSocket.latest.drop();
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.latest.accept();
    FakeWebSocket.latest.push({ type: 'ready' });
    expect(resumes).toHaveBeenCalledTimes(1);
    stopListening();
  });
});

describe('readLiveEvent', () => {
  it('accepts the five event shapes and nothing else', () => {
    expect(readLiveEvent('{"type":"ready"}')).toEqual({ type: 'ready' });
    expect(readLiveEvent('{"type":"read","readerId":"u1","messageIds":["m1"]}')).toEqual({ type: 'read', readerId: 'u1', messageIds: ['m1'] });
    expect(readLiveEvent('{"type":"order","order":{"id":"o1","status":"ACCEPTED"}}')).not.toBeNull();
    expect(readLiveEvent('{"type":"message","message":{"id":"m1"}}')).not.toBeNull();
    expect(readLiveEvent('{"type":"unread","total":-1}')).toBeNull();
    expect(readLiveEvent('{"type":"order","order":{}}')).toBeNull();
    expect(readLiveEvent('{"type":"read","readerId":"u1"}')).toBeNull();
    expect(readLiveEvent('[1]')).toBeNull();
    expect(readLiveEvent(new ArrayBuffer(2))).toBeNull();
  });
});
