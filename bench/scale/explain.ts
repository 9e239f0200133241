import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
// Imported for its side effect too: the server's type parsers (bigint as number, date as text).
import '../../apps/server/src/db';
import type { Database } from '../../apps/server/src/db';
import type { DB } from '../../apps/server/src/db/types';
import type { Cast, Endpoint } from './endpoints';

type CapturedQuery = { sql: string; parameters: readonly unknown[] };

/** Thrown to roll back the capture: a thread read marks messages read, which must not stick. */
class Rollback extends Error {}

/**
 * The SQL an endpoint really runs after the session check every signed-in route makes
 * (plugins/authentication.ts, one prepared one-row statement): its service function (the one the route calls) is run
 * against `url` through a Kysely that records every query with its parameters; then each
 * query is run again under EXPLAIN (ANALYZE, BUFFERS). Both happen in transactions that are
 * rolled back, so the database is left as it was.
 */
export async function explainEndpoint(url: string, endpoint: Endpoint, cast: Cast): Promise<string> {
  const captured: CapturedQuery[] = [];
  const db: Database = new Kysely<DB>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
    log: (event) => {
      // Kysely logs the transaction's own begin and rollback too; only the service's queries count.
      const isTransactionControl = /^(begin|commit|rollback)\b/i.test(event.query.sql);
      if (event.level === 'query' && !isTransactionControl) captured.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  try {
    await db
      .transaction()
      .execute(async (trx) => {
        await endpoint.serve(trx, cast);
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
  } finally {
    await db.destroy();
  }

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const sections = [`GET ${endpoint.path(cast)} (signed in as the ${endpoint.caller})`];
  try {
    for (const [index, query] of captured.entries()) {
      await client.query('BEGIN');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`, [...query.parameters]);
      await client.query('ROLLBACK');
      sections.push(
        [
          `-- Query ${index + 1} of ${captured.length}`,
          shortenPlaceholders(query.sql.trim()),
          `-- Parameters: ${JSON.stringify(shorten(query.parameters))}`,
          ...rows.map((row) => row['QUERY PLAN']),
        ].join('\n'),
      );
    }
  } finally {
    await client.end();
  }
  return `${sections.join('\n\n')}\n`;
}

// The category's ratings query passes one parameter per seller (thousands); the file shows a few.
function shorten(parameters: readonly unknown[]): unknown[] {
  return parameters.length > 12 ? [...parameters.slice(0, 12), `... ${parameters.length} parameters in all`] : [...parameters];
}

function shortenPlaceholders(sql: string): string {
  return sql.replace(/\$(\d+)(?:, \$\d+){12,}/g, (list) => `${list.split(', ').slice(0, 3).join(', ')}, ... ${list.split(', ').at(-1)}`);
}
