import { createBenchUsers, logIn, type BenchUser, type LoginAnswer } from '../lib/accounts';
import { startPacedReads, type Read } from '../lib/paced-reads';
import { sleep, startProduct } from '../lib/product';
import type { BenchPart, PartResult } from '../lib/report';
import { formatCount, formatMs, formatStatuses, percentile } from '../lib/stats';

const readsPerSecond = 100;
const loginsPerSecond = 20;
const warmUpSeconds = 3;
const phaseSeconds = 15;
/** Successful logins never count towards an account's lockout; 40 accounts keep it realistic. */
const accountCount = 40;
/**
 * Logins come from this many loopback addresses: 20 a second for 15 s is 300 logins, and one
 * address may log in 100 times per 15 minutes (as behind a carrier's NAT), so each address
 * stays far below the limit without the server trusting forged X-Forwarded-For headers.
 */
const clientAddresses = Array.from({ length: 20 }, (_, index) => `127.0.0.${index + 11}`);
/** What phones send; compressing on the thread pool is part of what competes with argon2. */
const readHeaders = { 'accept-encoding': 'br' };

type Login = LoginAnswer & { startedAt: number };

/** Part 2: the catalogue's read latency without, then during, a storm of real logins. */
export const loginStormPart: BenchPart = { id: 'login-storm', run: measureLoginStorm };

async function measureLoginStorm(): Promise<PartResult> {
  const product = await startProduct();
  const base = product.server.url;
  const accounts = await createBenchUsers(product.db, 'storm', accountCount);
  // A first few logins so the storm does not also measure argon2's and the route's first use.
  for (const account of accounts.slice(0, 3)) await logIn(base, account.email, { localAddress: '127.0.0.10' });

  console.log(`login-storm: ${readsPerSecond} reads/s; ${warmUpSeconds} s warm-up, ${phaseSeconds} s quiet, the storm, ${phaseSeconds} s quiet`);
  const reader = startPacedReads({ url: `${base}/api/services`, ratePerSecond: readsPerSecond, headers: readHeaders });
  await sleep(warmUpSeconds * 1000);
  const beforeFrom = performance.now();
  await sleep(phaseSeconds * 1000);
  const stormFrom = performance.now();
  const logins = await runStorm(base, accounts);
  const stormUntil = performance.now();
  await sleep(phaseSeconds * 1000);
  const afterUntil = performance.now();
  const reads = await reader.stop();

  const between = (from: number, until: number) => reads.filter((read) => read.startedAt >= from && read.startedAt < until);
  const before = between(beforeFrom, stormFrom);
  const after = between(stormUntil, afterUntil);
  // Quiet on both sides of the storm, so a machine that got busier meanwhile shows up as such.
  const phases = [
    { phase: 'Before the storm', reads: before },
    { phase: 'During the storm', reads: between(stormFrom, stormUntil) },
    { phase: 'After the storm', reads: after },
    { phase: 'Without the storm (before and after)', reads: [...before, ...after] },
  ].map(({ phase, reads: phaseReads }) => ({ phase, ...summarise(phaseReads) }));
  const storm = phases[1]!;
  const quiet = phases[3]!;
  const loginMs = logins.filter((login) => login.status === 200).map((login) => login.ms);
  const ratio = storm.p99 / quiet.p99;
  return {
    title: '2. Login storm',
    method: describeMethod(),
    tables: [
      {
        title: 'GET /api/services, steady load',
        columns: ['Phase', 'Reads', 'p50', 'p99', 'max', 'Statuses'],
        rows: phases.map(({ phase, count, p50, p99, max, statuses }) => [phase, formatCount(count), formatMs(p50), formatMs(p99), formatMs(max), formatStatuses(statuses)]),
      },
      {
        title: 'The storm: POST /auth/login',
        columns: ['Logins', 'p50', 'p99', 'max', 'Statuses', 'Storm lasted'],
        rows: [
          [
            formatCount(logins.length),
            formatMs(percentile(loginMs, 50)),
            formatMs(percentile(loginMs, 99)),
            formatMs(Math.max(...loginMs)),
            formatStatuses(countStatuses(logins)),
            `${((stormUntil - stormFrom) / 1000).toFixed(1)} s`,
          ],
        ],
      },
    ],
    budgets: [
      {
        name: 'Read p99 during the login storm within 2x of without',
        measured: `${formatMs(storm.p99)} vs ${formatMs(quiet.p99)} (${ratio.toFixed(2)}x)`,
        limit: '<= 2x',
        pass: ratio <= 2 && storm.statuses['200'] === storm.count,
      },
    ],
    raw: {
      readsPerSecond,
      loginsPerSecond,
      phaseSeconds,
      warmUpSeconds,
      accountCount,
      clientAddresses: clientAddresses.length,
      phases,
      logins: { count: logins.length, statuses: countStatuses(logins), p50: percentile(loginMs, 50), p99: percentile(loginMs, 99) },
    },
  };
}

/** Every second, `loginsPerSecond` logins at once, each account and address in turn. */
async function runStorm(base: string, accounts: BenchUser[]): Promise<Login[]> {
  const pending: Promise<Login>[] = [];
  const stormStart = performance.now();
  for (let second = 0; second < phaseSeconds; second += 1) {
    await sleep(Math.max(0, stormStart + second * 1000 - performance.now()));
    for (let index = 0; index < loginsPerSecond; index += 1) {
      const attempt = second * loginsPerSecond + index;
      const startedAt = performance.now();
      const account = accounts[attempt % accounts.length]!;
      const localAddress = clientAddresses[attempt % clientAddresses.length]!;
      pending.push(
        logIn(base, account.email, { localAddress }).then(
          (answer) => ({ ...answer, startedAt }),
          () => ({ status: 0, ms: performance.now() - startedAt, startedAt }),
        ),
      );
    }
  }
  return Promise.all(pending);
}

function summarise(reads: Read[]) {
  const ms = reads.map((read) => read.ms);
  return { count: reads.length, p50: percentile(ms, 50), p99: percentile(ms, 99), max: Math.max(...ms), statuses: countStatuses(reads) };
}

function countStatuses(answers: { status: number }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of answers) counts[String(status)] = (counts[String(status)] ?? 0) + 1;
  return counts;
}

function describeMethod(): string {
  return [
    `Fundi runs as its own process on a fresh embedded PostgreSQL with the demo data. The bench reads \`GET /api/services\` at a steady ${readsPerSecond} requests a second,`,
    `open loop (each request starts on schedule, so queueing shows as latency; measured from the scheduled start to the last byte), asking for brotli as phones do.`,
    `After ${warmUpSeconds} s of warm-up it records ${phaseSeconds} s without logins, then the storm: for ${phaseSeconds} s, ${loginsPerSecond} logins start together at the top of every second`,
    `(\`POST /auth/login\` with the right password: a real argon2id check each), and the storm lasts until its last login has answered; then ${phaseSeconds} s without logins again.`,
    `"Without the storm" pools the reads before and after it, so a machine that got busier meanwhile cannot pass for the storm's effect, nor hide it.`,
    `The logins rotate over ${accountCount} bench accounts (inserted in SQL with one real argon2id hash from the server's own code) and come from ${clientAddresses.length} loopback addresses`,
    `(127.0.0.11 to 127.0.0.${10 + clientAddresses.length}), so the real limit of 100 logins per address per 15 minutes applies and is not reached; the server trusts no proxy header.`,
    `The machine has only 2 cores, shared by the server, its PostgreSQL and this load generator, so argon2's threads compete with the server for the same cores.`,
    `The budget also requires every read during the storm to succeed.`,
  ].join(' ');
}
