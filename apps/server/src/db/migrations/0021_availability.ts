import { sql, type Kysely } from 'kysely';

// Frozen once merged. When a professional works (docs/decisions/0052-availability.md): the
// weekdays they take jobs (ISO, 1 Monday … 7 Sunday), the days they blocked, and how many
// bookings fill a day. One row per seller who has said; no row is the defaults (every day,
// nothing blocked, 3 a day). Erased with the account.
// A day is full when the seller's orders for it, less the declined and the cancelled, reach the
// day's capacity: the booking counts them, and the public answer lists the full days, both by
// seller and day, hence the index.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE seller_availability (
      seller_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      working_days smallint[] NOT NULL
        CHECK (cardinality(working_days) BETWEEN 1 AND 7 AND working_days <@ '{1,2,3,4,5,6,7}'::smallint[]),
      blocked_dates date[] NOT NULL DEFAULT '{}' CHECK (cardinality(blocked_dates) <= 366),
      daily_capacity smallint NOT NULL CHECK (daily_capacity BETWEEN 1 AND 20),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX orders_seller_day_idx ON orders (seller_id, booking_date) INCLUDE (status);
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP INDEX orders_seller_day_idx;
    DROP TABLE seller_availability;
  `.execute(db);
}
