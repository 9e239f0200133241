import { randomUUID } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import { createBenchUsers, mintSessions, type SignedInUser } from '../lib/accounts';
import { runLoad, type LoadOptions, type LoadSummary } from '../lib/autocannon';
import { startFakeDarajaProcess, type FakeDarajaStats } from '../lib/fake-daraja';
import { bearer } from '../lib/http';
import { startPacedReads, type Read } from '../lib/paced-reads';
import { sleep, startProduct, type Product } from '../lib/product';
import type { BenchPart, PartResult } from '../lib/report';
import { formatCount, formatMs, formatPercent, formatStatuses, percentile } from '../lib/stats';

/** Buyers the bookings rotate over: each may book 20 times an hour, and none comes near it. */
const buyerCount = 1000;
const bookingLimitPerBuyer = 20;
const bookingConnections = 50;
const warmUpSeconds = 5;
const phaseSeconds = 10;
/** The fake approves each PIN prompt at once: the callback follows the push's answer. */
const autoApproveMs = 0;
/** A slow Daraja: each request waits this long before the fake takes it. */
const slowDarajaMs = 300;
/** The cheap endpoint, read at a steady rate (open loop: a stall shows as latency) ... */
const cheapPath = '/api/health';
const cheapRatePerSecond = 100;
/** ... beside the web app's shell, which needs no database: only the event loop and a file. */
const shellPath = '/';
/** ... or as fast as these connections allow (closed loop: its req/s). */
const cheapConnections = 10;
/** How long the callbacks may take to land after the last booking. */
const settleTimeoutMs = 15_000;
/** Budgets, from the measured runs (bench/README.md, "6. M-Pesa bookings"). */
const cheapP99BudgetMs = 150;
/**
 * The cheap endpoint flat out while Daraja is slow, against the same load while Daraja answers
 * at once (measured minutes apart on a machine shared with other work, "against alone" moved
 * from 75% to 12% between two runs, so it is shown, not judged).
 */
const cheapRateBudget = 1;
/** Of connections / delay: one push at a time would give 1 / connections (2%). */
const overlapBudget = 0.25;

type Phase = { name: string; darajaMs: number; cheap: 'paced' | 'closed' };
type Probes = { health: Read[]; shell: Read[] };
type PhaseResult = Phase & { bookings: LoadSummary; paced?: Probes; closed?: LoadSummary };

/** Part 6: bookings paid with M-Pesa (the fake Daraja), and whether the server keeps serving while Daraja is slow. */
export const mpesaPart: BenchPart = { id: 'mpesa', run: measureMpesa };

async function measureMpesa(): Promise<PartResult> {
  const daraja = await startFakeDarajaProcess({ autoApproveMs });
  const callbackSecret = randomUUID().replace(/-/g, '');
  const product = await startProduct({
    env: (url) => ({
      PUBLIC_URL: url,
      MPESA_BASE_URL: daraja.url,
      MPESA_CONSUMER_KEY: 'fake-consumer-key',
      MPESA_CONSUMER_SECRET: 'fake-consumer-secret',
      MPESA_SHORTCODE: '174379',
      MPESA_PASSKEY: 'fake-passkey',
      MPESA_B2C_SHORTCODE: '600000',
      MPESA_INITIATOR_NAME: 'testapi',
      MPESA_SECURITY_CREDENTIAL: 'fake-security-credential',
      MPESA_CALLBACK_SECRET: callbackSecret,
    }),
  });
  const base = product.server.url;
  const offerings = await bookableOfferings(product.db);
  const buyers = await mintSessions(product.db, product.jwtSecret, await createBenchUsers(product.db, 'mpesa-buyer', buyerCount));
  const booked = new Bookings(buyers, offerings);

  // The cheap endpoint with nothing else running: what "meanwhile" is compared with.
  console.log(`mpesa: ${cheapPath} alone`);
  const probesAlone = startProbes(base);
  await sleep(phaseSeconds * 1000);
  const pacedAlone = await probesAlone.stop();
  const closedAlone = await runLoad({ url: `${base}${cheapPath}`, connections: cheapConnections, durationSeconds: phaseSeconds });

  console.log('mpesa: warm-up bookings');
  await runLoad(booked.load(base, warmUpSeconds));
  const phases: Phase[] = [
    { name: 'Daraja answers at once', darajaMs: 0, cheap: 'paced' },
    { name: 'Daraja answers at once', darajaMs: 0, cheap: 'closed' },
    { name: `Daraja slow (${slowDarajaMs} ms)`, darajaMs: slowDarajaMs, cheap: 'paced' },
    { name: `Daraja slow (${slowDarajaMs} ms)`, darajaMs: slowDarajaMs, cheap: 'closed' },
  ];
  const results: PhaseResult[] = [];
  for (const phase of phases) {
    console.log(`mpesa: bookings, ${phase.name}, ${cheapPath} ${phase.cheap === 'paced' ? `at ${cheapRatePerSecond}/s` : `on ${cheapConnections} connections`} meanwhile`);
    await daraja.setDelay(phase.darajaMs);
    if (phase.cheap === 'paced') {
      const probes = startProbes(base);
      const bookings = await runLoad(booked.load(base, phaseSeconds));
      results.push({ ...phase, bookings, paced: await probes.stop() });
    } else {
      const [bookings, closed] = await Promise.all([
        runLoad(booked.load(base, phaseSeconds)),
        runLoad({ url: `${base}${cheapPath}`, connections: cheapConnections, durationSeconds: phaseSeconds }),
      ]);
      results.push({ ...phase, bookings, closed });
    }
  }
  await daraja.setDelay(0);

  console.log('mpesa: waiting for the last callbacks, then counting every payment');
  const settled = await waitForPayments(product.db, settleTimeoutMs);
  const ledger = await countLedger(product.db, booked.orderIds);
  const fake = await daraja.stats();
  return report({ pacedAlone, closedAlone, results, booked, settled, ledger, fake, offerings });
}

type Offering = { serviceId: string; sellerId: string };

/** Every demo offering of a seller who can be booked: the bookings go round all of them. */
async function bookableOfferings(db: Product['db']): Promise<Offering[]> {
  const rows = await db
    .selectFrom('offerings')
    .innerJoin('users', 'users.id', 'offerings.seller_id')
    .select(['offerings.service_id as serviceId', 'offerings.seller_id as sellerId'])
    .where('users.deleted_at', 'is', null)
    .orderBy('offerings.id')
    .execute();
  if (rows.length === 0) throw new Error('the demo data offers nothing to book');
  return rows;
}

/**
 * The bookings of every phase: each request from the next buyer (their own M-Pesa number, a
 * fresh Idempotency-Key), for the next offering, a day in the next two weeks; every 201's
 * order id and the payment status it answered with are kept.
 */
class Bookings {
  sent = 0;
  readonly orderIds: string[] = [];
  readonly answeredPayment: Record<string, number> = {};
  readonly perBuyer = new Map<string, number>();
  private readonly buyers: SignedInUser[];
  private readonly offerings: Offering[];

  constructor(buyers: SignedInUser[], offerings: Offering[]) {
    this.buyers = buyers;
    this.offerings = offerings;
  }

  load(base: string, durationSeconds: number): LoadOptions {
    const today = Date.now();
    return {
      url: `${base}/api/orders`,
      method: 'POST',
      connections: bookingConnections,
      durationSeconds,
      setupRequest: (request) => {
        const index = this.sent;
        this.sent += 1;
        const buyer = this.buyers[index % this.buyers.length]!;
        // Offerings go round at another pace than buyers, so buyer and seller pairs vary.
        const offering = this.offerings[(index * 7) % this.offerings.length]!;
        this.perBuyer.set(buyer.id, (this.perBuyer.get(buyer.id) ?? 0) + 1);
        // A day over the next year, moving on each time the offerings have gone round: no
        // professional's day fills (3 bookings a day by default).
        const daysAhead = 1 + (Math.floor(index / this.offerings.length) % 360);
        const bookingDate = new Date(today + daysAhead * 24 * 3600_000).toISOString().slice(0, 10);
        const phone = `07${String(10_000_000 + (index % this.buyers.length)).slice(-8)}`;
        return {
          ...request,
          headers: { ...bearer(buyer.accessToken), 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify({ ...offering, bookingDate, phone }),
        };
      },
      onResponse: (status, body) => {
        if (status !== 201) return;
        const { order } = JSON.parse(body) as { order: { id: string; payment: { status: string } | null } };
        this.orderIds.push(order.id);
        const answered = order.payment?.status ?? 'none';
        this.answeredPayment[answered] = (this.answeredPayment[answered] ?? 0) + 1;
      },
    };
  }

  mostByOneBuyer(): number {
    return Math.max(0, ...this.perBuyer.values());
  }
}

/** The cheap endpoint and the shell, each read at a steady rate, until stopped. */
function startProbes(base: string) {
  const health = startPacedReads({ url: `${base}${cheapPath}`, ratePerSecond: cheapRatePerSecond });
  const shell = startPacedReads({ url: `${base}${shellPath}`, ratePerSecond: cheapRatePerSecond });
  return { stop: async (): Promise<Probes> => ({ health: await health.stop(), shell: await shell.stop() }) };
}

/** Waits until no bench booking's payment is still waiting for M-Pesa; resolves to how long it took. */
async function waitForPayments(db: Product['db'], timeoutMs: number): Promise<{ ms: number; awaiting: number }> {
  const started = Date.now();
  for (;;) {
    const [{ awaiting }] = (
      await sql`select count(*) as awaiting from payments join (${benchOrders}) as bench on bench.id = payments.order_id where payments.status = 'AWAITING_PAYMENT'`.execute(db)
    ).rows as [{ awaiting: string }];
    if (Number(awaiting) === 0 || Date.now() - started > timeoutMs) return { ms: Date.now() - started, awaiting: Number(awaiting) };
    await sleep(200);
  }
}

type Ledger = {
  /** Of the orders answered 201: how many the database has. */
  answeredFound: number;
  /**
   * Every order of the bench's buyers in the database: those answered 201 and those booked as a
   * phase ended, whose answer autocannon no longer waited for. Everything below counts them all.
   */
  orders: number;
  paymentStatuses: Record<string, number>;
  /** What moved each payment to HELD: its callback, or a status query when no callback came. */
  heldBy: Record<string, number>;
  /** The order cards (what the buyer's and seller's lists show). */
  cardStatuses: Record<string, number>;
  /** Orders their seller sees (only once the money is held). */
  sellerSees: number;
  collectionStatuses: Record<string, number>;
  callbackOutcomes: Record<string, number>;
  /** Callbacks left 'unmatched' that name a push the server did send: applied never (a status query may settle their payment later). */
  strandedCallbacks: number;
  openFlags: number;
  /** From the booking's transaction to the HELD one (their start times), in ms. */
  bookedToHeldP50Ms: number;
  bookedToHeldP99Ms: number;
  bookedToHeldMaxMs: number;
};

/** The bench buyers' orders, from the database. */
const benchOrders = sql`select orders.* from orders join users on users.id = orders.buyer_id where users.email like 'bench-mpesa-buyer-%'`;

/** Counts every payment in the database: nothing about the ledger is assumed from the answers. */
async function countLedger(db: Product['db'], orderIds: string[]): Promise<Ledger> {
  const count = async (query: RawBuilder<unknown>) => Number(((await query.execute(db)).rows as Array<{ count: string }>)[0]!.count);
  const grouped = async (query: RawBuilder<unknown>) =>
    Object.fromEntries(((await query.execute(db)).rows as Array<{ key: string; count: string }>).map(({ key, count }) => [key, Number(count)]));
  const answeredFound = await count(sql`select count(*) from orders where id in (select unnest(${orderIds}::uuid[]))`);
  const orders = await count(sql`select count(*) from (${benchOrders}) as bench`);
  const paymentStatuses = await grouped(sql`select payments.status as key, count(*) from payments join (${benchOrders}) as bench on bench.id = payments.order_id group by 1`);
  const heldBy = await grouped(sql`
    select payment_events.cause as key, count(*) from payment_events
    join payments on payments.id = payment_events.payment_id join (${benchOrders}) as bench on bench.id = payments.order_id
    where payment_events.status = 'HELD' group by 1`);
  const cardStatuses = await grouped(sql`select coalesce(payment_status, 'none') as key, count(*) from (${benchOrders}) as bench group by 1`);
  const sellerSees = await count(sql`select count(*) from (${benchOrders}) as bench where seller_sees`);
  const collectionStatuses = await grouped(sql`
    select payment_collections.status as key, count(*) from payment_collections
    join payments on payments.id = payment_collections.payment_id join (${benchOrders}) as bench on bench.id = payments.order_id group by 1`);
  const callbackOutcomes = await grouped(sql`select kind || ': ' || outcome as key, count(*) from mpesa_callbacks group by 1`);
  const strandedCallbacks = await count(sql`
    select count(*) from mpesa_callbacks join payment_collections on payment_collections.reference = mpesa_callbacks.reference
    where mpesa_callbacks.outcome = 'unmatched'`);
  const openFlags = await count(sql`select count(*) from payment_flags where resolved_at is null`);
  const [timing] = (
    await sql`
      select percentile_cont(0.5) within group (order by ms) as p50, percentile_cont(0.99) within group (order by ms) as p99, max(ms) as max
      from (
        select extract(epoch from (held.created_at - payments.created_at)) * 1000 as ms
        from payments join (${benchOrders}) as bench on bench.id = payments.order_id
        join payment_events as held on held.payment_id = payments.id and held.status = 'HELD'
      ) as waits`.execute(db)
  ).rows as Array<{ p50: number | null; p99: number | null; max: string | null }>;
  return {
    answeredFound,
    orders,
    paymentStatuses,
    heldBy,
    cardStatuses,
    sellerSees,
    collectionStatuses,
    callbackOutcomes,
    strandedCallbacks,
    openFlags,
    bookedToHeldP50Ms: Number(timing!.p50 ?? Number.NaN),
    bookedToHeldP99Ms: Number(timing!.p99 ?? Number.NaN),
    bookedToHeldMaxMs: Number(timing!.max ?? Number.NaN),
  };
}

type Measured = {
  pacedAlone: Probes;
  closedAlone: LoadSummary;
  results: PhaseResult[];
  booked: Bookings;
  settled: { ms: number; awaiting: number };
  ledger: Ledger;
  fake: FakeDarajaStats;
  offerings: Offering[];
};

function report({ pacedAlone, closedAlone, results, booked, settled, ledger, fake, offerings }: Measured): PartResult {
  const booked201 = booked.orderIds.length;
  const bookingFailures = results.reduce((sum, { bookings }) => sum + failuresOf(bookings), 0);
  const held = ledger.paymentStatuses.HELD ?? 0;
  const heldByCallback = ledger.heldBy['mpesa-callback'] ?? 0;
  const slowPaced = results.find((phase) => phase.darajaMs > 0 && phase.paced)!;
  const slowClosed = results.find((phase) => phase.darajaMs > 0 && phase.closed)!;
  const fastClosed = results.find((phase) => phase.darajaMs === 0 && phase.closed)!;
  const slowP99 = percentile(okMs(slowPaced.paced!.health), 99);
  const slowCheapRatio = slowClosed.closed!.requestsPerSecond / fastClosed.closed!.requestsPerSecond;
  // Each connection books one after another, and a booking cannot answer before Daraja does:
  // at most connections / delay a second. Pushes sent one at a time would give 1 / delay.
  const overlapCeiling = bookingConnections / (slowDarajaMs / 1000);
  const slowRate = slowPaced.bookings.requestsPerSecond;
  const overlap = slowRate / overlapCeiling;
  const sellers = new Set(offerings.map((offering) => offering.sellerId)).size;

  const pacedRows = (label: string, probes: Probes) =>
    (
      [
        [cheapPath, probes.health],
        [`${shellPath} (no database)`, probes.shell],
      ] as const
    ).map(([path, reads]) => {
      const ms = okMs(reads);
      return [label, path, `${formatCount(cheapRatePerSecond)}/s, paced`, formatMs(percentile(ms, 50)), formatMs(percentile(ms, 99)), formatMs(Math.max(...ms)), formatFailedReads(reads), ''];
    });
  const closedRow = (label: string, summary: LoadSummary) => [
    label,
    cheapPath,
    `${formatCount(summary.requestsPerSecond)}/s, ${cheapConnections} connections`,
    formatMs(summary.latencyP50Ms),
    formatMs(summary.latencyP99Ms),
    formatMs(summary.latencyMaxMs),
    describeFailures(summary),
    formatPercent(summary.requestsPerSecond / closedAlone.requestsPerSecond),
  ];

  return {
    title: '6. M-Pesa bookings',
    method: describeMethod(sellers, offerings.length),
    tables: [
      {
        title: `Bookings (POST /api/orders, ${bookingConnections} connections, ${buyerCount.toLocaleString('en')} buyers in turn)`,
        columns: ['Phase', `${cheapPath} meanwhile`, '201/s', 'p50', 'p99', 'max', 'Not 201'],
        rows: results.map(({ name, cheap, bookings }) => [
          name,
          cheap === 'paced' ? `${cheapRatePerSecond}/s, paced` : `${cheapConnections} connections, flat out`,
          formatCount(bookings.requestsPerSecond),
          formatMs(bookings.latencyP50Ms),
          formatMs(bookings.latencyP99Ms),
          formatMs(bookings.latencyMaxMs),
          describeFailures(bookings),
        ]),
      },
      {
        title: `${cheapPath} (one trivial query) and ${shellPath} (a file), alone and during the bookings`,
        columns: ['While', 'Request', 'Load', 'p50', 'p99', 'max', 'Failed', 'req/s against alone'],
        rows: [
          ...pacedRows('nothing else', pacedAlone),
          closedRow('nothing else', closedAlone),
          ...results.flatMap((phase) => (phase.paced ? pacedRows(`bookings, ${phase.name}`, phase.paced) : [closedRow(`bookings, ${phase.name}`, phase.closed!)])),
        ],
      },
      {
        title: 'Every payment, counted in the database after the load',
        columns: ['What', 'Count'],
        rows: [
          ['Bookings answered 201 (warm-up included)', formatCount(booked201)],
          ['... whose 201 showed the payment as', formatStatuses(booked.answeredPayment)],
          ['... found in the database', formatCount(ledger.answeredFound)],
          ['Orders of the bench buyers in the database (also those booked as a phase was cut off)', formatCount(ledger.orders)],
          ['... their payment now', formatStatuses(ledger.paymentStatuses)],
          ['... moved to HELD by', formatStatuses(ledger.heldBy)],
          ['... their order card (the lists) shows', formatStatuses(ledger.cardStatuses)],
          ['... seen by their seller', formatCount(ledger.sellerSees)],
          ['... their STK push', formatStatuses(ledger.collectionStatuses)],
          ['STK pushes the fake Daraja received, by outcome', `${formatCount(fake.pushes)}: ${formatStatuses(fake.pushStatuses)}`],
          ['Callbacks it posted, by the server\'s answer', `${formatCount(fake.callbacks)}: ${formatStatuses(fake.callbackAnswers)}`],
          ['Callbacks the server stored, by outcome', formatStatuses(ledger.callbackOutcomes)],
          ['... of them unmatched although they name a push the server sent (never applied)', formatCount(ledger.strandedCallbacks)],
          ['Open flags for an administrator', formatCount(ledger.openFlags)],
          ['From booking to HELD, p50 / p99 / max', `${formatMs(ledger.bookedToHeldP50Ms)} / ${formatMs(ledger.bookedToHeldP99Ms)} / ${formatMs(ledger.bookedToHeldMaxMs)}`],
          ['Waited after the load for the last payments', `${formatCount(settled.ms)} ms (${settled.awaiting} still waiting)`],
          ['Most bookings by one buyer', `${booked.mostByOneBuyer()} (limit ${bookingLimitPerBuyer} an hour)`],
        ],
      },
    ],
    budgets: [
      {
        name: 'Every booking answered 201 (no 4xx, 5xx, connection error or timeout), in every phase',
        measured: `${formatCount(bookingFailures)} failed of ${formatCount(bookingFailures + results.reduce((sum, { bookings }) => sum + (bookings.statusCodes['201'] ?? 0), 0))}`,
        limit: '0 failed',
        pass: bookingFailures === 0,
      },
      {
        name: 'Every order booked (each 201 found in the database) with its payment HELD, moved there by its M-Pesa callback',
        measured: `${formatCount(ledger.answeredFound)} of ${formatCount(booked201)} answered found; of ${formatCount(ledger.orders)} orders, ${formatCount(held)} HELD, ${formatCount(heldByCallback)} by callback`,
        limit: `all`,
        pass: booked201 > 0 && ledger.answeredFound === booked201 && held === ledger.orders && heldByCallback === ledger.orders,
      },
      {
        name: `${cheapPath} p99 (paced, ${cheapRatePerSecond}/s) while bookings wait on a Daraja ${slowDarajaMs} ms slow`,
        measured: formatMs(slowP99),
        limit: `< ${cheapP99BudgetMs} ms`,
        pass: slowP99 < cheapP99BudgetMs && failedReads(slowPaced.paced!.health) === 0,
      },
      {
        name: `${cheapPath} flat out (${cheapConnections} connections) while bookings wait on a Daraja ${slowDarajaMs} ms slow, against the same while Daraja answers at once`,
        measured: `${formatCount(slowClosed.closed!.requestsPerSecond)}/s against ${formatCount(fastClosed.closed!.requestsPerSecond)}/s (${slowCheapRatio.toFixed(1)}x)`,
        limit: `>= ${cheapRateBudget}x`,
        pass: slowCheapRatio >= cheapRateBudget && slowClosed.closed!.non2xx + slowClosed.closed!.errors + slowClosed.closed!.timeouts === 0,
      },
      {
        name: `Bookings while Daraja is ${slowDarajaMs} ms slow (${cheapPath} paced): 201/s at least ${formatPercent(overlapBudget)} of ${bookingConnections} connections / ${slowDarajaMs} ms (pushes one at a time: ${formatPercent(1 / bookingConnections)})`,
        measured: `${formatCount(slowRate)}/s (${formatPercent(overlap)} of ${formatCount(overlapCeiling)}/s)`,
        limit: `>= ${formatPercent(overlapBudget)}`,
        pass: overlap >= overlapBudget,
      },
    ],
    raw: {
      buyerCount,
      bookingConnections,
      warmUpSeconds,
      phaseSeconds,
      autoApproveMs,
      slowDarajaMs,
      cheapPath,
      cheapRatePerSecond,
      cheapConnections,
      sellers,
      offerings: offerings.length,
      cheapAlone: { paced: summarizeProbes(pacedAlone), closed: closedAlone },
      phases: results.map(({ paced, ...phase }) => ({ ...phase, ...(paced ? { paced: summarizeProbes(paced) } : {}) })),
      bookingsAnswered201: booked201,
      bookingsSent: booked.sent,
      answeredPayment: booked.answeredPayment,
      mostBookingsByOneBuyer: booked.mostByOneBuyer(),
      settled,
      ledger,
      fakeDaraja: fake,
    },
  };
}

const okMs = (reads: Read[]) => reads.filter((read) => read.status === 200).map((read) => read.ms);
const failedReads = (reads: Read[]) => reads.filter((read) => read.status !== 200).length;
const formatFailedReads = (reads: Read[]) => `${failedReads(reads)} of ${formatCount(reads.length)}`;

const summarizeProbes = ({ health, shell }: Probes) => ({ [cheapPath]: summarizeReads(health), [shellPath]: summarizeReads(shell) });

function summarizeReads(reads: Read[]) {
  const ms = okMs(reads);
  return { reads: reads.length, failed: failedReads(reads), p50Ms: percentile(ms, 50), p99Ms: percentile(ms, 99), maxMs: Math.max(...ms) };
}

function failuresOf(summary: LoadSummary): number {
  return Object.entries(summary.statusCodes).reduce((sum, [status, count]) => sum + (status === '201' ? 0 : count), 0) + summary.errors + summary.timeouts;
}

function describeFailures(summary: LoadSummary): string {
  const failures = Object.fromEntries(Object.entries(summary.statusCodes).filter(([status]) => !status.startsWith('2')));
  const parts = [Object.keys(failures).length ? formatStatuses(failures) : '0'];
  if (summary.errors > 0) parts.push(`${summary.errors} connection errors`);
  if (summary.timeouts > 0) parts.push(`${summary.timeouts} timeouts`);
  return parts.join(', ');
}

function describeMethod(sellers: number, offerings: number): string {
  return [
    `The real server (its own process, LOG_LEVEL=warn) on a fresh embedded PostgreSQL with the demo data, with M-Pesa on: every MPESA_* setting pointed at our fake Daraja (apps/server/test/fake-daraja.ts) in a process of its own, with PUBLIC_URL the server's own address, so Daraja's callbacks come over HTTP to POST /api/mpesa/<secret>/stk as in production.`,
    `The fake approves every PIN prompt ${autoApproveMs === 0 ? 'at once' : `after ${autoApproveMs} ms`}: its callback leaves as soon as the push has been answered, and may reach the server before the server has written down the push it sent (the server keeps such a callback and applies it once the push is written).`,
    `A small proxy in front of the fake can hold every request to Daraja for a while before the fake takes it: 0 ms, then ${slowDarajaMs} ms ("Daraja slow"), so a booking, which answers 201 only once Daraja has accepted its STK push, takes at least that long.`,
    `${buyerCount.toLocaleString('en')} buyers (inserted in SQL, signed in through the server's own session code) book in turn, each with their own M-Pesa number and a fresh Idempotency-Key, going round the demo data's ${offerings} offerings of ${sellers} sellers, on days over the next year, no professional's day full; each buyer books a handful of times, under the 20-an-hour limit.`,
    `autocannon in the bench process, ${bookingConnections} connections: ${warmUpSeconds} s of warm-up bookings, then four ${phaseSeconds} s phases, Daraja at once then slow, each with ${cheapPath} read meanwhile either at a steady ${cheapRatePerSecond} a second, beside the web app's shell (${shellPath}, a file: no database) at the same rate (open loop, our own client: a stalled event loop would show as latency; whole-request times to the microsecond), or flat out on ${cheapConnections} connections (its req/s, compared with the same load alone).`,
    `After the load the bench waits until no payment is AWAITING_PAYMENT (at most ${settleTimeoutMs / 1000} s), then counts in the database, by the ids of the orders answered 201: the orders, their payments' statuses, what moved each to HELD (payment_events' cause), the order cards, the pushes and the callbacks as stored, and the fake's own record of the pushes and of the server's answers to its callbacks. MPESA_QUERY_AFTER_S keeps its default (60 s): a push without a callback is asked about after a minute, which shows as "moved to HELD by mpesa-query".`,
    `Booking latencies are autocannon's (whole milliseconds, 2xx answers only). The machine has 2 cores shared by the load generator, the server, PostgreSQL and the fake Daraja.`,
  ].join(' ');
}
