import WebSocket from 'ws';
import type { SignedInUser } from './accounts';

export type LiveClient = { user: SignedInUser; socket: WebSocket };

/**
 * Opens /api/ws for each person and authenticates the way the web app does (first frame
 * `{ type: 'auth', token }`), a few at a time so the start is not a connection storm.
 * Resolves once every socket has received `ready`.
 */
export async function connectLiveClients(
  people: Array<{ user: SignedInUser; baseUrl: string }>,
  onFrame: (client: LiveClient, frame: string) => void,
  { concurrency = 50 } = {},
): Promise<LiveClient[]> {
  const clients: LiveClient[] = [];
  let next = 0;
  const worker = async () => {
    while (next < people.length) {
      const { user, baseUrl } = people[next]!;
      next += 1;
      clients.push(await connectOne(user, baseUrl, onFrame));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return clients;
}

function connectOne(user: SignedInUser, baseUrl: string, onFrame: (client: LiveClient, frame: string) => void): Promise<LiveClient> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/ws`);
    const client = { user, socket };
    const timeout = setTimeout(() => reject(new Error(`live socket for ${user.email} not ready within 10 s`)), 10_000);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token: user.accessToken })));
    socket.once('error', reject);
    socket.once('close', (code) => reject(new Error(`live socket for ${user.email} closed (${code}) before ready`)));
    socket.once('message', (data: Buffer) => {
      clearTimeout(timeout);
      if (!data.toString().includes('"ready"')) return reject(new Error(`live socket for ${user.email}: ${data.toString()}`));
      socket.on('message', (frame: Buffer) => onFrame(client, frame.toString()));
      // A socket dropped later shows up as undelivered messages, not as a crash of the bench.
      socket.on('error', () => undefined);
      resolve(client);
    });
  });
}

export async function closeLiveClients(clients: LiveClient[]): Promise<void> {
  await Promise.all(
    clients.map(
      ({ socket }) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          socket.once('close', () => resolve());
          socket.close();
        }),
    ),
  );
}
