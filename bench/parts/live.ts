import { Agent } from 'node:http';
import type { LiveEvent } from '@fundi/shared';
import { createBenchUsers, mintSessions, type SignedInUser } from '../lib/accounts';
import { bearer, sendRequest } from '../lib/http';
import { closeLiveClients, connectLiveClients } from '../lib/live-clients';
import { newJwtSecret, sleep, startDatabase, startServer, type RunningServer } from '../lib/product';
import { findOrStartRedis } from '../lib/redis';
import type { BenchPart, PartResult } from '../lib/report';
import { formatCount, formatMs, formatStatuses, percentile } from '../lib/stats';

const clientCount = 1000;
/** Everyone sends one message every 10 s on average: 100 a second, well under 60 a minute each. */
const messagesPerSecond = 100;
const sendSeconds = 20;
/** Sent first and not counted, so the measurement sees both instances warmed up. */
const warmUpSeconds = 3;
/** How long to wait for the last messages before counting the missing ones as lost. */
const graceMs = 5000;

type Sent = { startedAt: number; status?: number; answeredMs?: number; deliveredMs?: number };

/** Part 5: people on instance A message people on instance B and the reverse; time to their socket. */
export const livePart: BenchPart = { id: 'live', run: measureLive };

async function measureLive(): Promise<PartResult> {
  const redisUrl = await findOrStartRedis();
  const database = await startDatabase();
  const jwtSecret = newJwtSecret();
  // One after the other: the first migrates and seeds, the second finds it done.
  const a = await startServer({ databaseUrl: database.url, jwtSecret, redisUrl });
  const b = await startServer({ databaseUrl: database.url, jwtSecret, redisUrl });
  const people = await mintSessions(database.db, jwtSecret, await createBenchUsers(database.db, 'live', clientCount));
  const half = clientCount / 2;
  const homeOf = (index: number): RunningServer => (index < half ? a : b);
  const partnerOf = (index: number) => (index + half) % clientCount;

  const sent = new Map<string, Sent>();
  const connectStarted = performance.now();
  const clients = await connectLiveClients(
    people.map((user, index) => ({ user, baseUrl: homeOf(index).url })),
    (client, frame) => {
      // Only the receiver's copy counts (the sender's own tabs get one too).
      if (!frame.includes('"type":"message"')) return;
      const { message } = JSON.parse(frame) as Extract<LiveEvent, { type: 'message' }>;
      const entry = message.receiverId === client.user.id ? sent.get(message.content) : undefined;
      if (entry && entry.deliveredMs === undefined) entry.deliveredMs = performance.now() - entry.startedAt;
    },
  );
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  console.log(`live: ${clients.length} sockets ready in ${connectSeconds.toFixed(1)} s; sending ${messagesPerSecond}/s for ${sendSeconds} s`);

  await sendPaced({ people, homeOf, partnerOf, sent: new Map(), seconds: warmUpSeconds, label: 'warm-up' });
  await sleep(1000);
  await sendPaced({ people, homeOf, partnerOf, sent, seconds: sendSeconds, label: 'bench' });
  const deadline = performance.now() + graceMs;
  while ([...sent.values()].some((entry) => entry.deliveredMs === undefined) && performance.now() < deadline) await sleep(50);
  await closeLiveClients(clients);

  const entries = [...sent.values()];
  const delivered = entries.flatMap((entry) => (entry.deliveredMs === undefined ? [] : [entry.deliveredMs]));
  const lost = entries.length - delivered.length;
  // A message that never arrived is slower than any that did.
  const withLost = [...delivered, ...Array<number>(lost).fill(Number.POSITIVE_INFINITY)];
  const p99 = percentile(withLost, 99);
  const answered = entries.flatMap((entry) => (entry.answeredMs === undefined ? [] : [entry.answeredMs]));
  const statuses = countStatuses(entries);
  return {
    title: '5. Live delivery',
    method: describeMethod(redisUrl),
    tables: [
      {
        columns: ['Sockets', 'Messages sent', 'Delivered', 'p50', 'p99', 'max', 'POST /api/messages p50 / p99', 'POST statuses'],
        rows: [
          [
            formatCount(clients.length),
            formatCount(entries.length),
            `${formatCount(delivered.length)} of ${formatCount(entries.length)}`,
            formatMs(percentile(delivered, 50)),
            formatMs(p99),
            lost > 0 ? `${lost} lost` : formatMs(Math.max(...delivered)),
            `${formatMs(percentile(answered, 50))} / ${formatMs(percentile(answered, 99))}`,
            formatStatuses(statuses),
          ],
        ],
      },
    ],
    budgets: [{ name: 'Live delivery p99 under 100 ms', measured: formatMs(p99), limit: '< 100 ms', pass: p99 < 100 }],
    raw: {
      clientCount,
      instances: 2,
      messagesPerSecond,
      warmUpSeconds,
      sendSeconds,
      connectSeconds,
      sent: entries.length,
      delivered: delivered.length,
      lost,
      deliveryMs: { p50: percentile(delivered, 50), p90: percentile(delivered, 90), p99, max: lost > 0 ? null : Math.max(...delivered) },
      postMs: { p50: percentile(answered, 50), p99: percentile(answered, 99) },
      postStatuses: statuses,
    },
  };
}

type Sending = {
  people: SignedInUser[];
  homeOf: (index: number) => RunningServer;
  partnerOf: (index: number) => number;
  sent: Map<string, Sent>;
  seconds: number;
  label: string;
};

/**
 * Message k goes from person k mod 1000 to their partner on the other instance, posted to the
 * sender's own instance, at a fixed pace (open loop). Each message's text is unique, so its
 * arrival is matched to its send time.
 */
async function sendPaced({ people, homeOf, partnerOf, sent, seconds, label }: Sending) {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const total = messagesPerSecond * seconds;
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let k = 0; k < total; k += 1) {
    await sleep(Math.max(0, started + (k * 1000) / messagesPerSecond - performance.now()));
    const senderIndex = k % people.length;
    const sender = people[senderIndex]!;
    const receiver = people[partnerOf(senderIndex)]!;
    const content = `Habari! ${label} message ${k + 1}`;
    const entry: Sent = { startedAt: performance.now() };
    sent.set(content, entry);
    const body = JSON.stringify({ receiverId: receiver.id, content });
    pending.push(
      sendRequest(`${homeOf(senderIndex).url}/api/messages`, { method: 'POST', body, headers: bearer(sender.accessToken), agent }).then(
        (answer) => {
          entry.status = answer.status;
          entry.answeredMs = performance.now() - entry.startedAt;
        },
        () => void (entry.status = 0),
      ),
    );
  }
  await Promise.all(pending);
  agent.destroy();
}

function countStatuses(entries: Sent[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of entries) counts[String(status ?? 'none')] = (counts[String(status ?? 'none')] ?? 0) + 1;
  return counts;
}

function describeMethod(redisUrl: string): string {
  const redis = new URL(redisUrl);
  return [
    `Two Fundi server processes share one embedded PostgreSQL (started by the bench from the server's own module) and one Redis (${redis.host}), as a two-instance deployment would.`,
    `${formatCount(clientCount)} bench accounts (inserted in SQL, signed in through the server's own session code: one session and access token each, as a login gives)`,
    `each open one WebSocket to \`/api/ws\` and authenticate with the first frame \`{ type: 'auth', token }\`: half on instance A, half on instance B.`,
    `Each person on A is paired with one on B. After ${warmUpSeconds} s of warm-up messages (not counted), the bench sends ${messagesPerSecond} messages a second for ${sendSeconds} s`,
    `(open loop, everyone in turn, so each person sends at most ${Math.ceil((messagesPerSecond * (warmUpSeconds + sendSeconds)) / clientCount)}, under the real limit of 60 a minute):`,
    `\`POST /api/messages\` to the sender's own instance, addressed to the partner on the other.`,
    `Delivery latency runs from the moment the POST is issued to the moment the receiver's socket gets the \`message\` event, so it includes the HTTP request, the database insert,`,
    `the Redis hop and the push. A message not delivered within ${graceMs / 1000} s of the last send counts as lost and as slower than every delivered one.`,
    `All 1,000 sockets, the sender and the clock live in the bench process, on the same 2 cores as both servers, PostgreSQL and Redis.`,
  ].join(' ');
}
