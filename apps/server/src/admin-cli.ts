// npm run admin -- grant|revoke <e-mail>: makes an account an administrator of the console
// (/admin), or takes the right away. The first administrator can only be made here
// (docs/decisions/0049-trust-and-administrators.md). The database: cli-database.ts.
import { runWithDatabase } from './cli-database';
import { setAdmin } from './features/admin/admin-grants';

const usage = 'Usage: npm run admin -- grant <e-mail> | revoke <e-mail>';
const [command, email] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !email) {
  console.error(usage);
  process.exit(2);
}

await runWithDatabase(
  async (db) => {
    const done = await setAdmin(db, email, command === 'grant');
    if (!done) {
      console.error(`No account has the e-mail ${email}.`);
      process.exitCode = 1;
    } else {
      console.log(command === 'grant' ? `${email} is now an administrator: the console is at /admin.` : `${email} is no longer an administrator.`);
    }
  },
  { failure: 'Could not change the account' },
);
