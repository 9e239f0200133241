import { sql, type Kysely } from 'kysely';

// Frozen once merged. Retried bookings, the payment ledger's history, and indexes that keep
// order lists fast page after page (keyset pagination on created_at, id).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    -- A retried booking (same Idempotency-Key from the same buyer) returns the first order.
    CREATE TABLE idempotency_keys (
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      key text NOT NULL,
      order_id uuid REFERENCES orders (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, key)
    );

    -- Every change of a payment's status: the ledger's audit trail.
    CREATE TABLE payment_events (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      payment_id uuid NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
      status text NOT NULL CHECK (status IN ('HELD', 'RELEASED', 'REFUNDED')),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX payment_events_payment_id_idx ON payment_events (payment_id, id);

    DROP INDEX orders_buyer_id_idx;
    DROP INDEX orders_seller_id_idx;
    CREATE INDEX orders_buyer_page_idx ON orders (buyer_id, created_at DESC, id DESC);
    CREATE INDEX orders_seller_page_idx ON orders (seller_id, created_at DESC, id DESC);
    CREATE INDEX orders_seller_active_idx ON orders (seller_id) WHERE status IN ('PENDING', 'ACCEPTED', 'IN_PROGRESS');
    CREATE INDEX reviews_buyer_id_idx ON reviews (buyer_id);
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TABLE payment_events, idempotency_keys;
    DROP INDEX orders_buyer_page_idx, orders_seller_page_idx, orders_seller_active_idx, reviews_buyer_id_idx;
    CREATE INDEX orders_buyer_id_idx ON orders (buyer_id, created_at DESC);
    CREATE INDEX orders_seller_id_idx ON orders (seller_id, created_at DESC);
  `.execute(db);
}
