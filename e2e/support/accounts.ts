import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

export const strongPassword = 'Nairobi#2026x';

/** A fresh buyer account made through the real API, so tests never share one. */
export async function createBuyer(request: APIRequestContext, name = 'Test Buyer') {
  const email = `buyer-${randomBytes(5).toString('hex')}@example.com`;
  const signup = await request.post('/auth/signup', { data: { name, email, phone: null, password: strongPassword } });
  if (signup.status() !== 201) throw new Error(`signup failed: ${signup.status()} ${await signup.text()}`);
  const login = await request.post('/auth/login', { data: { identifier: email, password: strongPassword } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { name, email, accessToken };
}
