import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { LEGAL_DOCUMENTS } from '@fundi/shared';
import { uniqueEmail } from './session';

export const strongPassword = 'Nairobi#2026x';

/**
 * A private address for one person the tests make through the API, as if each were on a
 * network of their own. The e2e server trusts x-forwarded-for (TRUST_PROXY, as behind a real
 * proxy), so per-address limits such as 30 sign-ups an hour count each person on their own
 * address instead of the whole suite as 127.0.0.1.
 */
function privateAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${Math.max(1, Math.min(c!, 254))}`;
}

/** A first name and a surname nobody else in this run has, so a seller can find their order by it. */
export function uniqueName(firstName: string): string {
  const letters = Array.from(randomBytes(6), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
  return `${firstName} ${letters[0]!.toUpperCase()}${letters.slice(1)}`;
}

type NewAccount = { name: string; email?: string; phone?: string | null; acceptsTerms?: boolean };

/**
 * What the sign-up form sends with a ticked 18-or-over box: the current terms accepted. People
 * made with it never meet the dialog asking for them.
 */
export const acceptedTerms = { acceptedTerms: LEGAL_DOCUMENTS.terms.version, adult: true };

/**
 * A fresh account made through the real API from its own address (privateAddress): returns
 * the headers to send with that person's later API calls, so they come from the same place.
 * It accepts the current terms as the web form does, unless `acceptsTerms` is false (as
 * another client may sign up): that person is asked once signed in.
 */
export async function signUpThroughApi(request: APIRequestContext, { name, email = uniqueEmail('account'), phone = null, acceptsTerms = true }: NewAccount) {
  const headers = { 'x-forwarded-for': privateAddress() };
  const consents = acceptsTerms ? acceptedTerms : {};
  const signup = await request.post('/auth/signup', { headers, data: { name, email, phone, password: strongPassword, ...consents } });
  if (signup.status() !== 201) throw new Error(`signup failed: ${signup.status()} ${await signup.text()}`);
  return { name, email, phone, headers };
}

/** A fresh buyer account made and signed in through the real API, so tests never share one. */
export async function createBuyer(request: APIRequestContext, name = 'Test Buyer', email = uniqueEmail('buyer')) {
  const account = await signUpThroughApi(request, { name, email });
  const login = await request.post('/auth/login', { headers: account.headers, data: { identifier: email, password: strongPassword } });
  if (login.status() !== 200) throw new Error(`login failed: ${login.status()} ${await login.text()}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { ...account, accessToken };
}
