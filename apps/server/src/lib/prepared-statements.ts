import { CompiledQuery, type Compilable, type Kysely, type PostgresPool, type PostgresPoolClient, type RawBuilder } from 'kysely';
import type pg from 'pg';

/**
 * PostgreSQL plans an ordinary statement afresh every time it runs. For the signed-in lists
 * that planning cost several times the reading itself (bench part 1: about 1.5 ms to plan the
 * orders page, 0.3 ms to run it), and those lists are asked on every dashboard visit. The few
 * statements defined with `preparedStatement` therefore run as named prepared statements: each
 * connection plans them once and reuses the plan. Everything else keeps PostgreSQL's
 * per-run planning, so no other query's plan is cached on data it does not suit
 * (docs/decisions/0033-prepared-statements-for-signed-in-lists.md).
 */
const statementNames = new Map<string, string>();
/** A bound on the names: only fixed statement texts belong here, never texts with values in them. */
const maxStatements = 200;
const featureNotSupported = '0A000';

function nameOfStatement(sql: string): string | undefined {
  return statementNames.get(sql);
}

function nameStatement(sql: string): void {
  if (statementNames.has(sql) || statementNames.size >= maxStatements) return;
  statementNames.set(sql, `fundi_prepared_${statementNames.size + 1}`);
}

/**
 * pg's pool as Kysely's dialect sees it, except that a prepared statement is sent with its
 * name (pg then prepares it once per connection). Transactions, logging and every other query
 * behave as with the bare pool.
 */
export function poolWithPreparedStatements(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let hasStalePlan = false;
    return {
      // Kysely only ever sends (sql, parameters) here, never the cursor form of its interface:
      // no cursor is configured in db/index.ts.
      query: ((sql: string, parameters: readonly unknown[]) => {
        const name = nameOfStatement(sql);
        if (!name) return client.query(sql, [...parameters]);
        return client.query({ name, text: sql, values: [...parameters] }).catch((error: unknown) => {
          // A migration that changes the type of a column the statement returns makes
          // PostgreSQL refuse the plan this connection prepared ("cached plan must not change
          // result type"); such a connection is closed when released, not handed out again.
          if ((error as { code?: string }).code === featureNotSupported) hasStalePlan = true;
          throw error;
        });
      }) as unknown as PostgresPoolClient['query'],
      release: () => client.release(hasStalePlan || undefined),
    };
  };
  return {
    async connect() {
      const client = await pool.connect();
      // The same wrapper each time: Kysely keeps its connection object per client.
      let preparing = wrapped.get(client);
      if (!preparing) wrapped.set(client, (preparing = wrap(client)));
      return preparing;
    },
    end: () => pool.end(),
  };
}

/** Where a prepared statement takes a request's value; see `preparedStatement`. */
class Slot {
  constructor(readonly name: string) {}
}

/**
 * Hands out a slot for each named value; typed as the value so the query builder takes it. A
 * value that a statement's shape leaves out may be optional in `Values`, but not when its slot
 * is used.
 */
export type Slots<Values> = <K extends keyof Values & string>(name: K) => Exclude<Values[K], undefined>;

/**
 * A statement whose SQL text never changes: built once with Kysely, with a slot wherever a
 * request's value goes, then bound to each request's values. PostgreSQL prepares it once per
 * connection (see above) and Kysely does not rebuild it on every request. Runs through `db`, so
 * it works in a transaction and shows in Kysely's query log like any other query.
 */
export function preparedStatement<Schema, Values, Row>(
  build: (db: Kysely<Schema>, slot: Slots<Values>) => Compilable<Row> | RawBuilder<Row>,
): (db: Kysely<Schema>, values: Values) => Promise<Row[]> {
  let compiled: CompiledQuery<Row> | undefined;
  return async (db, values) => {
    compiled ??= compileOnce(db, build);
    const parameters = compiled.parameters.map((slot) => {
      const { name } = slot as Slot;
      const value = values[name as keyof Values];
      if (value === undefined) throw new Error(`The prepared statement needs a value for ${name}`);
      return value;
    });
    return (await db.executeQuery(CompiledQuery.raw(compiled.sql, parameters) as CompiledQuery<Row>)).rows;
  };
}

function compileOnce<Schema, Values, Row>(db: Kysely<Schema>, build: (db: Kysely<Schema>, slot: Slots<Values>) => Compilable<Row> | RawBuilder<Row>): CompiledQuery<Row> {
  const query = build(db, ((name: string) => new Slot(name)) as Slots<Values>);
  const compiled = 'isRawBuilder' in query ? query.compile(db) : query.compile();
  // A value written into the statement at build time would be reused for every request (the
  // first caller's id, the first request's clock), so only slots may stand for values.
  if (!compiled.parameters.every((parameter) => parameter instanceof Slot)) {
    throw new Error('A prepared statement takes its values through slots only');
  }
  nameStatement(compiled.sql);
  return compiled;
}
