import type pg from 'pg';

/** Statements that undo `dropForLoad`, in phases: each phase needs the one before it. */
export type Restore = string[][];

/**
 * Makes `tables` cheap to bulk-load and returns what puts them back exactly as the migrations
 * left them (definitions are read from the catalogue, not repeated here):
 * - secondary indexes are dropped;
 * - primary keys and unique constraints that no foreign key depends on are dropped, and so are
 *   those of `rebuildKeysOf` together with the foreign keys pointing at them (messages: millions
 *   of random uuids are far cheaper to index in one sort afterwards). Other keys such as
 *   orders.id stay, or every foreign key to them would have to be checked again;
 * - autovacuum is paused, so it does not compete with the load for the two cores.
 */
export async function dropForLoad(client: pg.Client, tables: string[], rebuildKeysOf: string[]): Promise<Restore> {
  const keys = await client.query<{ table_name: string; name: string; definition: string; index_id: string }>(
    `SELECT con.conrelid::regclass::text AS table_name, con.conname AS name, pg_get_constraintdef(con.oid) AS definition,
            con.conindid::text AS index_id
     FROM pg_constraint con
     WHERE con.contype IN ('p', 'u') AND con.conrelid = ANY ($1::regclass[])
       AND (con.conrelid = ANY ($2::regclass[])
            OR NOT EXISTS (SELECT 1 FROM pg_constraint fk WHERE fk.contype = 'f' AND fk.conindid = con.conindid))`,
    [tables, rebuildKeysOf],
  );
  const foreignKeys = await client.query<{ table_name: string; name: string; definition: string }>(
    `SELECT fk.conrelid::regclass::text AS table_name, fk.conname AS name, pg_get_constraintdef(fk.oid) AS definition
     FROM pg_constraint fk
     WHERE fk.contype = 'f' AND fk.conindid::text = ANY ($1::text[])`,
    [keys.rows.map((key) => key.index_id)],
  );
  const indexes = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i
     WHERE i.indrelid = ANY ($1::regclass[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint con WHERE con.conindid = i.indexrelid)`,
    [tables],
  );

  const restore: Restore = [[], [], []];
  for (const { table_name, name, definition } of foreignKeys.rows) {
    await client.query(`ALTER TABLE ${table_name} DROP CONSTRAINT ${name}`);
    restore[1]!.push(`ALTER TABLE ${table_name} ADD CONSTRAINT ${name} ${definition}`);
  }
  for (const { table_name, name, definition } of keys.rows) {
    await client.query(`ALTER TABLE ${table_name} DROP CONSTRAINT ${name}`);
    restore[0]!.push(`ALTER TABLE ${table_name} ADD CONSTRAINT ${name} ${definition}`);
  }
  for (const { name, definition } of indexes.rows) {
    await client.query(`DROP INDEX ${name}`);
    restore[0]!.push(definition);
  }
  for (const table of tables) {
    await client.query(`ALTER TABLE ${table} SET (autovacuum_enabled = off)`);
    restore[2]!.push(`ALTER TABLE ${table} RESET (autovacuum_enabled)`);
  }
  return restore;
}

/** Runs `statements` on whichever client is free next, so two sessions share the work. */
export async function runSharedQueue(clients: pg.Client[], statements: string[]): Promise<void> {
  const queue = [...statements];
  await Promise.all(
    clients.map(async (client) => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) await client.query(next);
    }),
  );
}
