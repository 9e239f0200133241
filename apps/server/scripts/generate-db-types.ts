// Regenerates src/db/types.ts from the migrations: a throwaway embedded cluster is created,
// migrated and introspected, so no database needs to be running.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '../src/db/index';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { generateDbTypes } from '../src/db/generate-types';
import { migrateToLatest } from '../src/db/migrate';

const folder = mkdtempSync(path.join(os.tmpdir(), 'fundi-codegen-'));
const postgres = await startEmbeddedPostgres({ dir: path.join(folder, 'postgres'), durable: false, log: () => undefined });
try {
  const db = createDatabase(postgres.url);
  await migrateToLatest(db);
  await db.destroy();
  const target = path.resolve(import.meta.dirname, '../src/db/types.ts');
  writeFileSync(target, await generateDbTypes(postgres.url));
  console.log(`Wrote ${path.relative(process.cwd(), target)}`);
} finally {
  await postgres.stop();
  rmSync(folder, { recursive: true, force: true });
}
