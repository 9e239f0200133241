import { DEMO_PASSWORD, demoBuyerAccount, demoSellerAccount } from '../../apps/server/src/features/demo/data';
import { newJwtSecret, startServer, type RunningServer } from '../lib/product';
import type { BenchPart, PartResult } from '../lib/report';
import { createMigratedDatabase, startCluster } from '../scale/cluster';
import { profileData } from '../scale/data-profile';
import { endpoints, type Cast, type Endpoint } from '../scale/endpoints';
import { explainEndpoint } from '../scale/explain';
import { generateLargeData } from '../scale/generate';
import { sampleBoth, signIn, type Target } from '../scale/measure';
import { buildResult, type Measured } from '../scale/result';
import { heavyBuyerEmail, heavySellerEmail, largeShape, SCALE_PASSWORD } from '../scale/shape';

/** A signed-in buyer and seller on one server. */
type Session = { cast: Cast; tokens: { buyer: string; seller: string } };

/**
 * Part 3 (issue 8): the list endpoints on a database with 100,000 sellers, 1,000,000 orders
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
  const demoSession = await signInBoth(demo.url, demoBuyerAccount.email, demoSellerAccount.email, DEMO_PASSWORD);
  const largeSession = await signInBoth(large.url, heavyBuyerEmail, heavySellerEmail, SCALE_PASSWORD);

  const measured: Measured[] = [];
  for (const endpoint of endpoints) {
    const samples = await sampleBoth(target(demo, endpoint, demoSession), target(large, endpoint, largeSession));
    measured.push({ endpoint, samples });
  }

  const files: Record<string, string> = {};
  for (const endpoint of endpoints) files[`scale-explain-${endpoint.id}.txt`] = await explainEndpoint(largeUrl, endpoint, largeSession.cast);
  const profiles = { demo: await profileData(demoUrl, demoSession.cast), large: await profileData(largeUrl, largeSession.cast) };
  return buildResult({ shape: largeShape, generation, measured, profiles, casts: { demo: demoSession.cast, large: largeSession.cast }, files });
}

async function signInBoth(baseUrl: string, buyerEmail: string, sellerEmail: string, password: string): Promise<Session> {
  const buyer = await signIn(baseUrl, buyerEmail, password);
  const seller = await signIn(baseUrl, sellerEmail, password);
  return { cast: { buyerId: buyer.id, sellerId: seller.id }, tokens: { buyer: buyer.token, seller: seller.token } };
}

function target(server: RunningServer, endpoint: Endpoint, { cast, tokens }: Session): Target {
  const token = endpoint.caller === 'anonymous' ? undefined : tokens[endpoint.caller];
  return { baseUrl: server.url, path: endpoint.path(cast), ...(token ? { token } : {}) };
}

export const scale: BenchPart = { id: 'scale', run };
