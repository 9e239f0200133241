import { randomUUID } from 'node:crypto';
import type { Service } from '@fundi/shared';
import { mintSessions, type SignedInUser } from '../lib/accounts';
import { runLoad, type LoadOptions, type LoadSummary } from '../lib/autocannon';
import { startCeilingServer } from '../lib/ceiling';
import { bearer, sendRequest } from '../lib/http';
import { createPeopleWithLists, type PersonWithLists } from '../lib/people-with-lists';
import { startProduct, type Product } from '../lib/product';
import type { BenchPart, PartResult } from '../lib/report';
import { formatCount, formatMs, formatPercent, formatStatuses } from '../lib/stats';

const connections = 50;
const durationSeconds = 10;
const warmUpSeconds = 3;
/**
 * Signed-in people the lists and messages rotate over: real traffic is many people each asking
 * their own lists, and each may send 60 messages a minute, so with this many no one reaches it.
 */
const signedInPeople = 1000;
const inTurn = `(${signedInPeople.toLocaleString('en')} people in turn)`;
const ordersList = `GET /api/orders?limit=5 ${inTurn}`;
const sellerOrdersList = `GET /api/seller-orders?limit=5 ${inTurn}`;
const conversationsList = `GET /api/conversations?limit=50 ${inTurn}`;
const threadList = `GET /api/messages/{partner} ${inTurn}`;
/** The budget for those lists, as a share of the ceiling's req/s. */
const listBudget = 0.15;

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

  const offerings = bookableOfferings(JSON.parse(catalogue.body.toString()) as { services: Service[] });
  const people = await signInPeople(product.db, product.jwtSecret);

  const targets: Target[] = [
    { name: 'Ceiling: bare node:http, same body', url: ceilingUrl, note: 'fixed bytes, no routing, no database' },
    { name: 'GET /api/services', url: `${base}/api/services`, note: 'uncompressed, as requested' },
    { name: 'GET /api/services?category=plumbing', url: `${base}/api/services?category=plumbing`, note: 'one category' },
    { name: 'GET /api/services (Accept-Encoding: br)', url: `${base}/api/services`, headers: { 'accept-encoding': 'br' }, note: 'what phones ask for; smaller body' },
    // The signed-in lists as docs/product.md §7 calls them (and the web app sends them): 5 at a time,
    // each request from the next person, reading their own lists.
    { name: ordersList, url: `${base}/api/orders?limit=5`, setupRequest: fromNextPerson(people, () => '/api/orders?limit=5'), note: 'signed in: token and session checked' },
    { name: sellerOrdersList, url: `${base}/api/seller-orders?limit=5`, setupRequest: fromNextPerson(people, () => '/api/seller-orders?limit=5'), note: 'signed in: token and session checked' },
    // The Messages page's two lists, as the web app asks for them: the conversations, then a thread.
    { name: conversationsList, url: `${base}/api/conversations?limit=50`, setupRequest: fromNextPerson(people, () => '/api/conversations?limit=50'), note: 'signed in: token and session checked' },
    { name: threadList, url: `${base}/api/messages/{partner}`, setupRequest: fromNextPerson(people, (person) => `/api/messages/${person.partnerId}`), note: 'signed in; opening a thread also marks it read' },
    { name: 'GET /api/health (for reference)', url: `${base}/api/health`, note: 'one trivial query: the cost of any database round trip' },
    { name: 'POST /api/messages', url: `${base}/api/messages`, method: 'POST', setupRequest: messageFromNextSender(people), note: `${signedInPeople.toLocaleString('en')} senders in turn` },
    {
      name: `POST /api/orders ${inTurn}`,
      url: `${base}/api/orders`,
      method: 'POST',
      // Each person may book 20 times an hour: in turn, none comes near it.
      setupRequest: bookingFromNextPerson(people, offerings),
      note: "waits the spec's simulated 2 s payment hold",
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
        name: `Signed-in list endpoint (${name.replace(/ \(.*\)$/, '')}, ${signedInPeople.toLocaleString('en')} people in turn) at least ${formatPercent(listBudget)} of the ceiling`,
        measured: formatPercent(ratio),
        limit: `>= ${formatPercent(listBudget)}`,
        pass: ratio >= listBudget,
      })),
    ],
    raw: {
      connections,
      durationSeconds,
      warmUpSeconds,
      signedInPeople,
      catalogueBytes: catalogue.body.length,
      catalogueBrotliBytes: brotli.body.length,
      targets: measured.map(({ name, url, method = 'GET', summary, ratio }) => ({ name, method, path: decodeURI(new URL(url).pathname) + new URL(url).search, ratio, ...summary })),
    },
  };
}

type SignedInPerson = SignedInUser & PersonWithLists;

/** Bench people with orders and messages of their own, signed in through the server's own session code. */
async function signInPeople(db: Product['db'], jwtSecret: string): Promise<SignedInPerson[]> {
  const people = await createPeopleWithLists(db, signedInPeople);
  const sessions = await mintSessions(db, jwtSecret, people);
  return people.map((person, index) => ({ ...person, accessToken: sessions[index]!.accessToken }));
}

/** Each request as the next person, asking `pathOf(person)`: everyone reads their own lists in turn. */
function fromNextPerson(people: SignedInPerson[], pathOf: (person: SignedInPerson) => string): LoadOptions['setupRequest'] {
  let sent = 0;
  return (request) => {
    const person = people[sent % people.length]!;
    sent += 1;
    return { ...request, path: pathOf(person), headers: { ...request.headers, ...bearer(person.accessToken) } };
  };
}

/** Each message comes from the next person, to the one after them: many small conversations. */
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

/** Each booking from the next person, with a fresh Idempotency-Key. */
function bookingFromNextPerson(people: SignedInPerson[], offerings: ReturnType<typeof bookableOfferings>): LoadOptions['setupRequest'] {
  let sent = 0;
  return (request) => {
    const person = people[sent % people.length]!;
    // As real traffic: each booking another demo service, on a day over the next year, so no
    // professional's day fills (3 bookings a day by default) however long the run.
    const offering = offerings[sent % offerings.length]!;
    const daysAhead = 1 + (Math.floor(sent / offerings.length) % 360);
    sent += 1;
    const bookingDate = new Date(Date.now() + daysAhead * 24 * 3600_000).toISOString().slice(0, 10);
    return {
      ...request,
      headers: { ...bearer(person.accessToken), 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({ ...offering, bookingDate }),
    };
  };
}

/** Every demo service with its sellers, which the bench people may book (none of them sells). */
function bookableOfferings({ services }: { services: Service[] }) {
  const offerings = services.flatMap((service) => service.sellers.map((seller) => ({ serviceId: service.id, sellerId: seller.id })));
  if (offerings.length === 0) throw new Error('the demo catalogue offers nothing to book');
  return offerings;
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
    `Signed-in rows are the lists as docs/product.md §7 calls them (\`?limit=5\` for orders, \`?limit=50\` for the Messages page, as the web app sends them), each request from the next of ${signedInPeople.toLocaleString('en')} signed-in people,`,
    `as real traffic is many people each asking their own lists: the accounts are inserted in SQL with orders on both sides in every status (6 as buyer, 6 as seller, each with its payment), two conversations and a thread each, and signed in through the server's own session code.`,
    `Every request verifies its JWT, checks its session and reads its page afresh; nothing is kept between requests, so these rows measure a list as a person opening their dashboard or Messages page gets it.`,
    `\`POST /api/messages\` rotates over the same people, so the real limit of 60 messages a minute per person is never reached;`,
    `\`POST /api/orders\` books a demo service as the next of the same people (each may book 20 times an hour) with a fresh Idempotency-Key each time, and waits the 2 s simulated payment hold that docs/product.md prescribes, so its rate is bound by connections / 2 s, not by the server.`,
    `Latencies are autocannon's (whole milliseconds, successful answers only). The machine has only 2 cores, shared by the load generator, the server, PostgreSQL and the ceiling,`,
    `so every ratio is a ratio on a crowded machine; both sides of each ratio suffer the same crowding.`,
  ].join(' ');
}
