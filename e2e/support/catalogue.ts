import { expect, type APIRequestContext } from '@playwright/test';

/** A professional of the demo catalogue (the first plumber), for the page of one. */
export async function someProfessional(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const answer = await request.get('/api/categories/plumbing/professionals');
  expect(answer.status()).toBe(200);
  const { professionals } = (await answer.json()) as { professionals: Array<{ sellerId: string; name: string }> };
  return { id: professionals[0]!.sellerId, name: professionals[0]!.name };
}
