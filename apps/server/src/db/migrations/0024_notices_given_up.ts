import { sql, type Kysely } from 'kysely';

// Frozen once merged. The notices given up on (FAILED after a day of tries, or refused for good),
// by when they were written: the metrics count the last day's (docs/deploy.md) from this small
// index instead of reading a year of notices at every scrape.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX notifications_failed_idx ON notifications (created_at) WHERE status = 'FAILED'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX notifications_failed_idx`.execute(db);
}
