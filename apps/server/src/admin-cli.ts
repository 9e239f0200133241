// npm run admin -- grant|revoke <e-mail>: makes an account an administrator of the console
// (/admin), or takes the right away. The first administrator can only be made here
// (docs/decisions/0049-trust-and-administrators.md). It uses DATABASE_URL, else the embedded
// PostgreSQL of DATA_DIR, which only one process may run: stop the server first.
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded-postgres';
import { migrateToLatest } from './db/migrate';
import { setAdmin } from './features/admin/admin-grants';
import { DataDirInUseError, lockDataDir } from './lib/data-dir-lock';

const usage = 'Usage: npm run admin -- grant <e-mail> | revoke <e-mail>';
const [command, email] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !email) {
  console.error(usage);
  process.exit(2);
}

let unlock: (() => void) | undefined;
let embedded: EmbeddedPostgres | undefined;
try {
  const config = loadConfig();
  if (!config.databaseUrl) {
    unlock = lockDataDir(config.dataDir);
    embedded = await startEmbeddedPostgres({ dir: path.join(config.dataDir, 'postgres'), log: () => undefined });
  }
  const db = createDatabase(config.databaseUrl ?? embedded!.url);
  try {
    await migrateToLatest(db);
    const done = await setAdmin(db, email, command === 'grant');
    if (!done) {
      console.error(`No account has the e-mail ${email}.`);
      process.exitCode = 1;
    } else {
      console.log(command === 'grant' ? `${email} is now an administrator: the console is at /admin.` : `${email} is no longer an administrator.`);
    }
  } finally {
    await db.destroy();
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) console.error(error.message);
  else console.error(`Could not change the account: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await embedded?.stop();
  unlock?.();
}
