import type { LIVE_CLOSE_CODES, LiveEvent } from '@fundi/shared';
import { publishLive, publishLiveResume } from './live';
import { useSession } from './session';
import { accessTokenForCall, tokenAfterAuthFailure } from './session-refresh';

/** Waits between reconnection attempts: 1 s, doubling up to 30 s, each with jitter. */
const LIVE_RECONNECT_DELAY_MS = { first: 1_000, max: 30_000 } as const;

export interface LiveSocketOptions {
  /** The socket's address; by default /api/ws on this site (ws:, or wss: under https:). */
  url?: string;
  /** A number in [0, 1) that spreads reconnections (tests pass a fixed one). */
  random?: () => number;
}

/**
 * The close code of a refused token: LIVE_CLOSE_CODES.unauthenticated, checked against it by
 * the type. Importing the value would put the module's zod schemas in the start-up bundle.
 */
const REFUSED_TOKEN_CODE: (typeof LIVE_CLOSE_CODES)['unauthenticated'] = 4401;

let stopCurrent: (() => void) | null = null;
let setHeldCurrent: ((isHeld: boolean) => void) | null = null;

/**
 * Closes the live connection on purpose while the tab ends its own session in a way the
 * server announces on the socket (closing the account): the 4401 would otherwise reach the
 * tab first, refresh, be refused and sign it out before the answer could be shown. `false`
 * opens it again (the server refused to end the session).
 */
export function holdLiveConnection(isHeld: boolean): void {
  setHeldCurrent?.(isHeld);
}

/**
 * The tab's one live connection (docs/decisions/0037-live-updates.md). Open while someone is
 * signed in, closed on sign-out. The first frame authenticates with the current access token
 * (never in the URL). A 4401 close (a bad or expired token, or a session that ended: logged
 * out, password changed elsewhere, account closed) gets a fresh token through the session's
 * refresh and reconnects at once; an ended session's refresh is refused, which signs the tab
 * out, so it does not reconnect. Other closes reconnect after 1 s, 2 s, 4 s... up to 30 s,
 * with jitter so that a restarted server is not hit by every phone at the same moment. Coming
 * back online or to the tab retries at once. Returns a function that stops it all (tests).
 */
export function startLiveSocket({ url = defaultUrl(), random = Math.random }: LiveSocketOptions = {}): () => void {
  if (stopCurrent) return stopCurrent;

  let socket: WebSocket | null = null;
  let isConnecting = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failedAttempts = 0;
  // 4401s in a row without a 'ready' between them: only the first reconnects at once, so a
  // token the server keeps refusing cannot make the tab loop.
  let refusals = 0;
  let hasBeenReady = false;
  let refusedToken: string | null = null;
  let isHeld = false;

  const isSignedIn = () => useSession.getState().isAuthenticated;

  const connect = () => {
    if (socket || isConnecting || isHeld || !isSignedIn()) return;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    isConnecting = true;
    const token = refusedToken ? tokenAfterAuthFailure(refusedToken) : accessTokenForCall();
    token.then(
      (accessToken) => {
        isConnecting = false;
        if (accessToken && isSignedIn() && !socket) open(accessToken);
      },
      () => {
        // The network failed (retry later) or the session is over (then signed out: stop).
        isConnecting = false;
        scheduleRetry();
      },
    );
  };

  const open = (accessToken: string) => {
    const current = new WebSocket(url);
    socket = current;
    current.onopen = () => current.send(JSON.stringify({ type: 'auth', token: accessToken }));
    current.onmessage = (message: MessageEvent) => {
      const event = readLiveEvent(message.data);
      if (!event) return;
      if (event.type === 'ready') {
        failedAttempts = 0;
        refusals = 0;
        refusedToken = null;
        if (hasBeenReady) publishLiveResume();
        hasBeenReady = true;
      }
      publishLive(event);
    };
    current.onclose = (event: CloseEvent) => {
      if (socket !== current) return; // closed on purpose
      socket = null;
      if (event.code === REFUSED_TOKEN_CODE) {
        refusedToken = accessToken;
        refusals += 1;
        if (refusals === 1) return connect();
      }
      scheduleRetry();
    };
  };

  const scheduleRetry = () => {
    if (isHeld || !isSignedIn() || retryTimer !== undefined) return;
    const delay = Math.min(LIVE_RECONNECT_DELAY_MS.max, LIVE_RECONNECT_DELAY_MS.first * 2 ** failedAttempts);
    failedAttempts += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect();
    }, delay / 2 + random() * (delay / 2));
  };

  const close = () => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    const current = socket;
    socket = null;
    current?.close(1000);
  };

  const retryNow = () => {
    if (socket || !isSignedIn()) return;
    failedAttempts = 0;
    connect();
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') retryNow();
  };

  setHeldCurrent = (held) => {
    isHeld = held;
    if (held) close();
    else retryNow();
  };

  const unsubscribe = useSession.subscribe((session, previous) => {
    if (!session.isAuthenticated) {
      close();
      isHeld = false;
      hasBeenReady = false;
      failedAttempts = 0;
      refusals = 0;
      refusedToken = null;
    } else if (!previous.isAuthenticated || session.user?.id !== previous.user?.id) {
      close();
      connect();
    }
  });
  window.addEventListener('online', retryNow);
  document.addEventListener('visibilitychange', onVisibilityChange);
  connect();

  stopCurrent = () => {
    unsubscribe();
    window.removeEventListener('online', retryNow);
    document.removeEventListener('visibilitychange', onVisibilityChange);
    close();
    stopCurrent = null;
    setHeldCurrent = null;
  };
  return stopCurrent;
}

function defaultUrl(): string {
  return `${window.location.protocol === 'https:' ? 'wss://' : 'ws://'}${window.location.host}/api/ws`;
}

const eventTypes = new Set<string>(['ready', 'message', 'read', 'unread', 'order']);

/**
 * A frame as a live event, or null for anything else. Only the shape the subscribers rely
 * on is checked (no zod here); the messages feature checks each message itself.
 */
export function readLiveEvent(data: unknown): LiveEvent | null {
  if (typeof data !== 'string') return null;
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof frame !== 'object' || frame === null) return null;
  const event = frame as Record<string, unknown>;
  if (typeof event.type !== 'string' || !eventTypes.has(event.type)) return null;
  const isObject = (value: unknown) => typeof value === 'object' && value !== null;
  switch (event.type) {
    case 'message':
      return isObject(event.message) ? (frame as LiveEvent) : null;
    case 'read':
      return typeof event.readerId === 'string' && Array.isArray(event.messageIds) ? (frame as LiveEvent) : null;
    case 'unread':
      return typeof event.total === 'number' && event.total >= 0 ? (frame as LiveEvent) : null;
    case 'order':
      return isObject(event.order) && typeof (event.order as { id?: unknown }).id === 'string' ? (frame as LiveEvent) : null;
    default:
      return frame as LiveEvent;
  }
}
