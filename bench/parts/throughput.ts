import { randomUUID } from 'node:crypto';
import type { Service } from '@fundi/shared';
import { createBenchUsers, demoBuyer, demoSeller, mintSessions, signInDemo, type SignedInUser } from '../lib/accounts';
import { runLoad, type LoadOptions, type LoadSummary } from '../lib/autocannon';
import { startCeilingServer } from '../lib/ceiling';
import { bearer, sendRequest } from '../lib/http';
import { startProduct } from '../lib/product';
import type { BenchPart, PartResult } from '../lib/report';
import { formatCount, formatMs, formatPercent, formatStatuses } from '../lib/stats';

const connections = 50;
const durationSeconds = 10;
const warmUpSeconds = 3;
/** Each may send 60 messages a minute: enough of them that no one reaches the limit. */
const messageSenders = 1000;
const ordersList = 'GET /api/orders?limit=5 (demo buyer)';
const sellerOrdersList = 'GET /api/seller-orders?limit=5 (demo seller)';
const conversationsList = 'GET /api/conversations?limit=50 (demo seller)';
const threadList = 'GET /api/messages/{buyer} (demo seller)';

type Target = { name: string; note: string } & Omit<LoadOptions, 'connections' | 'durationSeconds'>;
type Measured = Target & { summary: LoadSummary; ratio: number };

/** Part 1: the ceiling for Node on this machine, then Fundi's endpoints, one after another. */
export const throughputPart: BenchPart = { id: 'throughput', run: measureThroughput };

async function measureThroughput(): Promise<PartResult> {
  const product = await startProduct();
  const base = product.server.url;

  // node:http sends no Accept-Encoding, like autocannon: these are the bytes every target sends.
  const catalogue = await sendRequest(`${base}/api/services`);
  const contentType = String(catalogue.headers['content-type']);
  const brotli = await sendRequest(`${base}/api/services`, { headers: { 'accept-encoding': 'br' } });
  const ceilingUrl = await startCeilingServer(catalogue.body, contentType);

  const buyer = await signInDemo(base, demoBuyer);
  const seller = await signInDemo(base, demoSeller);
  const offering = bookableOffering(JSON.parse(catalogue.body.toString()) as { services: Service[] }, buyer.userId);
  const laterPage = await laterPageOfOrders(base, buyer.accessToken);
  const senders = await mintSessions(product.db, product.jwtSecret, await createBenchUsers(product.db, 'sender', messageSenders));

  const targets: Target[] = [
    { name: 'Ceiling: bare node:http, same body', url: ceilingUrl, note: 'fixed bytes, no routing, no database' },
    { name: 'GET /api/services', url: `${base}/api/services`, note: 'uncompressed, as requested' },
    { name: 'GET /api/services?category=plumbing', url: `${base}/api/services?category=plumbing`, note: 'one category' },
    { name: 'GET /api/services (Accept-Encoding: br)', url: `${base}/api/services`, headers: { 'accept-encoding': 'br' }, note: 'what phones ask for; smaller body' },
    // The signed-in lists as SPEC.md §7 calls them (and the web app sends them): 5 at a time.
    { name: ordersList, url: `${base}/api/orders?limit=5`, headers: bearer(buyer.accessToken), note: 'signed in: token and session checked' },
    { name: sellerOrdersList, url: `${base}/api/seller-orders?limit=5`, headers: bearer(seller.accessToken), note: 'signed in: token and session checked' },
    // For information: a later page is never kept (kept-order-lists.ts), so this is the cost of
    // reading a list afresh, as after every change to the person's orders.
    { name: 'GET /api/orders?limit=5&cursor=… (demo buyer, a later page)', url: `${base}${laterPage}`, headers: bearer(buyer.accessToken), note: 'never kept: read afresh every time' },
    // The Messages page's two lists, as the web app asks for them: the conversations, then a thread.
    { name: conversationsList, url: `${base}/api/conversations?limit=50`, headers: bearer(seller.accessToken), note: 'signed in: token and session checked' },
    { name: threadList, url: `${base}/api/messages/${buyer.userId}`, headers: bearer(seller.accessToken), note: 'signed in; opening a thread also marks it read' },
    { name: 'GET /api/health (for reference)', url: `${base}/api/health`, note: 'one trivial query: the cost of any database round trip' },
    { name: 'POST /api/messages', url: `${base}/api/messages`, method: 'POST', setupRequest: messageFromNextSender(senders), note: `${messageSenders} senders in turn` },
    {
      name: 'POST /api/orders (demo buyer)',
      url: `${base}/api/orders`,
      method: 'POST',
      setupRequest: (request) => ({
        ...request,
        headers: { ...bearer(buyer.accessToken), 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify(offering),
      }),
      note: "waits SPEC's simulated 2 s payment hold",
    },
  ];

  const measured: Measured[] = [];
  for (const target of targets) {
    console.log(`throughput: ${target.name}`);
    await runLoad({ ...target, connections, durationSeconds: warmUpSeconds });
    const summary = await runLoad({ ...target, connections, durationSeconds });
    measured.push({ ...target, summary, ratio: summary.requestsPerSecond / (measured[0]?.summary.requestsPerSecond ?? summary.requestsPerSecond) });
  }

  const ratioOf = (name: string) => measured.find((target) => target.name === name)!.ratio;
  const catalogueRatio = ratioOf('GET /api/services');
  const listRatios = [ordersList, sellerOrdersList, conversationsList, threadList].map((name) => ({ name, ratio: ratioOf(name) }));
  return {
    title: '1. API throughput',
    method: describeMethod(catalogue.body.length, brotli.body.length, String(brotli.headers['content-encoding'] ?? 'none'), contentType),
    tables: [
      {
        columns: ['Target', 'req/s', 'p50', 'p99', 'non-2xx', 'Ratio to ceiling', 'Note'],
        rows: measured.map(({ name, summary, ratio, note }) => [
          name,
          formatCount(summary.requestsPerSecond),
          formatMs(summary.latencyP50Ms),
          formatMs(summary.latencyP99Ms),
          describeFailures(summary),
          formatPercent(ratio),
          note,
        ]),
      },
    ],
    budgets: [
      { name: "GET /api/services at least 50% of the ceiling's req/s", measured: formatPercent(catalogueRatio), limit: '>= 50%', pass: catalogueRatio >= 0.5 },
      ...listRatios.map(({ name, ratio }) => ({
        name: `Signed-in list endpoint (${name.replace(/ \(.*\)$/, '')}) at least 25% of the ceiling`,
        measured: formatPercent(ratio),
        limit: '>= 25%',
        pass: ratio >= 0.25,
      })),
    ],
    raw: {
      connections,
      durationSeconds,
      warmUpSeconds,
      catalogueBytes: catalogue.body.length,
      catalogueBrotliBytes: brotli.body.length,
      targets: measured.map(({ name, url, method = 'GET', summary, ratio }) => ({ name, method, path: new URL(url).pathname + new URL(url).search, ratio, ...summary })),
    },
  };
}

/** The demo buyer's orders after the newest one: a page with a cursor. */
async function laterPageOfOrders(base: string, accessToken: string): Promise<string> {
  const newest = JSON.parse((await sendRequest(`${base}/api/orders?limit=1`, { headers: bearer(accessToken) })).body.toString()) as { nextCursor: string | null };
  if (!newest.nextCursor) throw new Error('the demo buyer has only one order: no later page to measure');
  return `/api/orders?limit=5&cursor=${encodeURIComponent(newest.nextCursor)}`;
}

/** Each message comes from the next bench sender, to the one after it: many small conversations. */
function messageFromNextSender(senders: SignedInUser[]): LoadOptions['setupRequest'] {
  let sent = 0;
  return (request) => {
    const sender = senders[sent % senders.length]!;
    const receiver = senders[(sent + 1) % senders.length]!;
    sent += 1;
    return {
      ...request,
      headers: { ...bearer(sender.accessToken), 'content-type': 'application/json' },
      body: JSON.stringify({ receiverId: receiver.id, content: `Habari! Are you free on Saturday? (${sent})` }),
    };
  };
}

/** A service the demo buyer may book: offered by someone else, a week from today. */
function bookableOffering({ services }: { services: Service[] }, buyerId: string) {
  for (const service of services) {
    const seller = service.sellers.find((candidate) => candidate.id !== buyerId);
    if (seller) {
      const bookingDate = new Date(Date.now() + 7 * 24 * 3600_000).toISOString().slice(0, 10);
      return { serviceId: service.id, sellerId: seller.id, bookingDate };
    }
  }
  throw new Error('the demo catalogue offers nothing the demo buyer can book');
}

function describeFailures(summary: LoadSummary): string {
  const failures = Object.fromEntries(Object.entries(summary.statusCodes).filter(([status]) => !status.startsWith('2')));
  const parts = [Object.keys(failures).length ? formatStatuses(failures) : '0'];
  if (summary.errors > 0) parts.push(`${summary.errors} connection errors`);
  return parts.join(', ');
}

function describeMethod(catalogueBytes: number, brotliBytes: number, brotliEncoding: string, contentType: string): string {
  return [
    `autocannon in the bench process, ${connections} connections, ${warmUpSeconds} s warm-up then ${durationSeconds} s measured, for each target one after another in one run.`,
    `Fundi runs as its own process (\`node --import tsx apps/server/src/server.ts\`, LOG_LEVEL=warn, as \`npm start\` runs it) on a fresh embedded PostgreSQL with the demo data;`,
    `the ceiling is a bare \`node:http\` server, also its own process, answering every request with the ${formatCount(catalogueBytes)} bytes of Fundi's \`GET /api/services\` answer (\`${contentType}\`).`,
    `autocannon sends no Accept-Encoding, so Fundi's catalogue goes out uncompressed like the ceiling's (byte for byte the same size); one extra row asks for brotli as phones do`,
    `(${formatCount(brotliBytes)} bytes, content-encoding ${brotliEncoding}), for information: its ratio compares a smaller body.`,
    `Signed-in rows are the lists as SPEC.md §7 calls them, \`?limit=5\` (what the web app sends), with the demo buyer's and the demo seller's access tokens (every call verifies the JWT and checks its session).`,
    `The signed-in lists' first pages (orders, seller orders, conversations, a thread) are kept by the server while the person's orders or messages are unchanged (one one-row statement then confirms the session and reads the version, see docs/decisions.md, "Kept lists"), so those rows measure a list asked again with nothing changed; the row with a cursor measures a list read afresh, as after a change, for information.`,
    `\`POST /api/messages\` rotates over ${messageSenders} bench accounts (inserted in SQL, signed in through the server's own session code) so the real limit of 60 messages a minute per person is never reached;`,
    `\`POST /api/orders\` books a demo service for the demo buyer with a fresh Idempotency-Key each time, and waits the 2 s simulated payment hold that SPEC.md prescribes, so its rate is bound by connections / 2 s, not by the server.`,
    `Latencies are autocannon's (whole milliseconds, successful answers only). The machine has only 2 cores, shared by the load generator, the server, PostgreSQL and the ceiling,`,
    `so every ratio is a ratio on a crowded machine; both sides of each ratio suffer the same crowding.`,
  ].join(' ');
}
