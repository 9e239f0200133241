import { DEMO_PASSWORD, demoBuyerAccount, demoSellerAccount } from '../../apps/server/src/features/demo/data';
import { newJwtSecret, startServer, type RunningServer } from '../lib/product';
import type { BenchPart, PartResult } from '../lib/report';
import { createMigratedDatabase, startCluster, type Cluster } from '../scale/cluster';
import { cpuMsBetween, snapshotCpu } from '../scale/cpu';
import { profileData } from '../scale/data-profile';
import { comparablePages, endpoints, type Cast, type Endpoint } from '../scale/endpoints';
import { explainEndpoint } from '../scale/explain';
import { generateLargeData } from '../scale/generate';
import { sampleBoth, signIn, type Target } from '../scale/measure';
import { buildResult, type Measured } from '../scale/result';
import { heavyBuyerEmail, heavySellerEmail, largeShape, SCALE_PASSWORD } from '../scale/shape';

/** A signed-in buyer and seller on one server, and the database it runs on. */
type Session = { server: RunningServer; database: string; cast: Cast; tokens: { buyer: string; seller: string } };

/**
 * Part 3: the list endpoints on a database with 100,000 sellers, 1,000,000 orders
 * and 5,000,000 messages, against the same endpoints on the demo database. Everything is made
 * fresh in a temporary folder and removed when the part ends: nothing is cached between runs.
 */
async function run(): Promise<PartResult> {
  const cluster = await startCluster();
  const demoUrl = await createMigratedDatabase(cluster, 'fundi_demo');
  const largeUrl = await createMigratedDatabase(cluster, 'fundi_large');
  const generation = await generateLargeData(largeUrl, largeShape);

  // Each server seeds the demo data into an empty database at start; the large one has users, so it is left alone.
  const demo = await startServer({ databaseUrl: demoUrl, jwtSecret: newJwtSecret() });
  const large = await startServer({ databaseUrl: largeUrl, jwtSecret: newJwtSecret() });
  const demoSession = await signInBoth(demo, 'fundi_demo', demoBuyerAccount.email, demoSellerAccount.email, DEMO_PASSWORD);
  const largeSession = await signInBoth(large, 'fundi_large', heavyBuyerEmail, heavySellerEmail, SCALE_PASSWORD);

  const profiles = { demo: await profileData(demoUrl, demoSession.cast), large: await profileData(largeUrl, largeSession.cast) };
  const measured: Measured[] = [];
  for (const endpoint of comparablePages(endpoints, profiles.demo)) measured.push(await measure(cluster, endpoint, demoSession, largeSession));

  const files: Record<string, string> = {};
  for (const endpoint of endpoints) files[`scale-explain-${endpoint.id}.txt`] = await explainEndpoint(largeUrl, endpoint, largeSession.cast);
  return buildResult({ shape: largeShape, generation, measured, profiles, casts: { demo: demoSession.cast, large: largeSession.cast }, files });
}

/** Latencies of one request on both servers, and the CPU each server and its database spent per request. */
async function measure(cluster: Cluster, endpoint: Endpoint, demo: Session, large: Session): Promise<Measured> {
  const snapshot = ({ server, database }: Session) => snapshotCpu(cluster.urlOf('postgres'), server.pid, database);
  const before = await Promise.all([snapshot(demo), snapshot(large)]);
  const samples = await sampleBoth(target(endpoint, demo), target(endpoint, large));
  const after = await Promise.all([snapshot(demo), snapshot(large)]);
  const sent = (count: number) => count + samples.warmUps;
  return {
    endpoint,
    samples,
    cpuMsPerRequest: {
      demo: cpuMsBetween(before[0], after[0]) / sent(samples.demo.length),
      large: cpuMsBetween(before[1], after[1]) / sent(samples.large.length),
    },
  };
}

async function signInBoth(server: RunningServer, database: string, buyerEmail: string, sellerEmail: string, password: string): Promise<Session> {
  const buyer = await signIn(server.url, buyerEmail, password);
  const seller = await signIn(server.url, sellerEmail, password);
  return {
    server,
    database,
    cast: { buyerId: buyer.id, sellerId: seller.id },
    tokens: { buyer: buyer.token, seller: seller.token },
  };
}

function target(endpoint: Endpoint, { server, cast, tokens }: Session): Target {
  const token = endpoint.caller === 'anonymous' ? undefined : tokens[endpoint.caller];
  return { baseUrl: server.url, path: endpoint.path(cast), ...(token ? { token } : {}) };
}

export const scale: BenchPart = { id: 'scale', run };
