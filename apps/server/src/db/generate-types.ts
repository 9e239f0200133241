import { Kysely, PostgresDialect as KyselyPostgresDialect } from 'kysely';
import { generate, PostgresDialect } from 'kysely-codegen';
import pg from 'pg';

/**
 * Database types come from the migrated schema itself (kysely-codegen), never typed by
 * hand. Used by `npm run db:types` and by the test that fails when src/db/types.ts is stale.
 */
export async function generateDbTypes(databaseUrl: string): Promise<string> {
  const db = new Kysely<unknown>({
    dialect: new KyselyPostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 2 }) }),
  });
  try {
    const source = await generate({
      db,
      dialect: new PostgresDialect({ dateParser: 'string' }),
      excludePattern: 'kysely_*',
      // Match the pg type parsers set in ./index.ts.
      typeMapping: { int8: 'number' },
      outFile: null,
      print: false,
      logger: undefined,
    });
    return source;
  } finally {
    await db.destroy();
  }
}
