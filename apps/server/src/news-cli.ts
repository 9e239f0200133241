// npm run news -- <letter.json>: queues a letter of news and offers for everyone who chose news
// by e-mail (docs/product.md §10). The file: { "en": { "subject", "text" }, "sw": { "subject",
// "text" } }; its name is the letter's id, so running it twice sends it once. A running server
// sends it (its notification workers); the database: cli-database.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runWithDatabase } from './cli-database';
import { newsLetter, queueNews } from './features/notifications/news';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npm run news -- <letter.json>');
  process.exit(2);
}

const parsed = newsLetter.safeParse(JSON.parse(readFileSync(file, 'utf8')));
if (!parsed.success) {
  console.error(`${file} is not a letter: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
  process.exit(2);
}

await runWithDatabase(
  async (db) => {
    const queued = await queueNews(db, path.basename(file, '.json'), parsed.data);
    console.log(`Queued for ${queued} people; the server sends them.`);
  },
  { failure: 'Could not queue the letter' },
);
