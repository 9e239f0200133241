import type { Database } from '../../db';

/**
 * Records what a person agreed to: the terms' version (already checked to be the current one)
 * and that they are 18 or over, each once (docs/product.md §11). Nothing given, nothing written:
 * a client that leaves them out (the spec's client) still signs up, and the web asks at the next sign-in.
 */
export async function recordConsents(trx: Database, userId: string, { acceptedTerms, adult }: { acceptedTerms: string | null; adult?: boolean }): Promise<void> {
  const rows = [
    ...(acceptedTerms ? [{ user_id: userId, kind: 'terms', version: acceptedTerms }] : []),
    ...(adult ? [{ user_id: userId, kind: 'adult', version: '18+' }] : []),
  ];
  if (rows.length > 0) await trx.insertInto('consents').values(rows).onConflict((conflict) => conflict.doNothing()).execute();
}

/** What the person agreed to: the latest terms' version they accepted, and whether they said they are 18 or over. */
export async function readConsents(db: Database, userId: string): Promise<{ acceptedTerms: string | null; adult: boolean }> {
  const rows = await db.selectFrom('consents').select(['kind', 'version']).where('user_id', '=', userId).orderBy('accepted_at', 'desc').orderBy('id', 'desc').execute();
  return { acceptedTerms: rows.find((row) => row.kind === 'terms')?.version ?? null, adult: rows.some((row) => row.kind === 'adult') };
}
