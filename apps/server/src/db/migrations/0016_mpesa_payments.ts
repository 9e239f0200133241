import { sql, type Kysely } from 'kysely';

// Frozen once merged. Held payments paid with M-Pesa (docs/product.md §4, "The held payment"):
// the payment's new states and fields, each attempt to collect the money (an STK push, or the
// simulated provider's instant payment) and each attempt to pay it out or back (B2C, reversal),
// every callback's raw body, and the flags an administrator works through.
//
// An order is its buyer's alone until its money is held: orders.seller_sees turns true then
// (written by the ledger, never back), and the seller's lists and totals count only those.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE payments DROP CONSTRAINT payments_status_check;
    ALTER TABLE payments ADD CONSTRAINT payments_status_check CHECK (status IN (
      'AWAITING_PAYMENT', 'HELD', 'RELEASING', 'RELEASED', 'FAILED', 'REFUNDING', 'REFUNDED', 'DISPUTED', 'SPLITTING', 'SPLIT'));
    ALTER TABLE payments
      ADD COLUMN phone text,
      ADD COLUMN fee_cents bigint NOT NULL DEFAULT 0 CHECK (fee_cents >= 0),
      ADD COLUMN receipt text,
      ADD COLUMN failure_reason text,
      ADD COLUMN release_at timestamptz,
      ADD COLUMN settled_at timestamptz,
      -- Payouts and refunds: failed attempts so far, when the next may go, and since when an
      -- administrator must act (after 3 failures, or an attempt whose fate is unknown).
      ADD COLUMN failed_attempts integer NOT NULL DEFAULT 0,
      ADD COLUMN next_attempt_at timestamptz,
      ADD COLUMN needs_admin_since timestamptz;
    UPDATE payments SET settled_at = updated_at WHERE status IN ('RELEASED', 'REFUNDED');
    -- The workers' questions, each answered from a small index.
    CREATE INDEX payments_unpaid_idx ON payments (created_at) WHERE status IN ('AWAITING_PAYMENT', 'FAILED');
    CREATE INDEX payments_release_due_idx ON payments (release_at) WHERE status = 'HELD';
    CREATE INDEX payments_transfer_due_idx ON payments (next_attempt_at) WHERE status IN ('RELEASING', 'REFUNDING');

    ALTER TABLE payment_events DROP CONSTRAINT payment_events_status_check;
    ALTER TABLE payment_events ADD CONSTRAINT payment_events_status_check CHECK (status IN (
      'AWAITING_PAYMENT', 'HELD', 'RELEASING', 'RELEASED', 'FAILED', 'REFUNDING', 'REFUNDED', 'DISPUTED', 'SPLITTING', 'SPLIT'));
    -- Why the payment moved (a booking, an M-Pesa callback, the buyer's confirmation...).
    ALTER TABLE payment_events ADD COLUMN cause text NOT NULL DEFAULT 'booking';

    -- Money in: each attempt to collect an order's payment.
    CREATE TABLE payment_collections (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      payment_id uuid NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
      method text NOT NULL CHECK (method IN ('SIMULATED', 'STK_PUSH')),
      status text NOT NULL CHECK (status IN ('SENDING', 'SENT', 'PAID', 'FAILED')),
      phone text,
      amount_cents bigint NOT NULL CHECK (amount_cents > 0),
      -- The provider's reference: an STK push's CheckoutRequestID. Unique, so a duplicate
      -- callback finds the one row it already moved.
      reference text UNIQUE,
      merchant_request_id text,
      result_code integer,
      result_desc text,
      receipt text UNIQUE,
      next_query_at timestamptz,
      query_until timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX payment_collections_payment_idx ON payment_collections (payment_id, created_at);
    CREATE INDEX payment_collections_query_due_idx ON payment_collections (next_query_at) WHERE status = 'SENT';

    -- Money out: each attempt to pay a seller (PAYOUT), the buyer (REFUND), or to send back a
    -- second payment of an order already paid (RETURN, of that collection).
    CREATE TABLE payment_transfers (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      payment_id uuid NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
      collection_id uuid REFERENCES payment_collections (id),
      kind text NOT NULL CHECK (kind IN ('PAYOUT', 'REFUND', 'RETURN')),
      method text NOT NULL CHECK (method IN ('SIMULATED', 'B2C', 'REVERSAL')),
      status text NOT NULL CHECK (status IN ('SENDING', 'SENT', 'SUCCEEDED', 'FAILED', 'UNKNOWN')),
      -- Ours, new for every attempt; Daraja's answer and result name it.
      originator_conversation_id text NOT NULL UNIQUE,
      conversation_id text,
      amount_cents bigint NOT NULL CHECK (amount_cents > 0),
      phone text,
      result_code integer,
      result_desc text,
      transaction_id text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX payment_transfers_payment_idx ON payment_transfers (payment_id, created_at);
    CREATE INDEX payment_transfers_conversation_idx ON payment_transfers (conversation_id);

    -- Every M-Pesa callback as it arrived, stored before anything is read from it.
    CREATE TABLE mpesa_callbacks (
      id bigserial PRIMARY KEY,
      kind text NOT NULL,
      body jsonb NOT NULL,
      -- What it names (CheckoutRequestID or OriginatorConversationID) and what came of it.
      reference text,
      outcome text NOT NULL DEFAULT 'received',
      received_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX mpesa_callbacks_unmatched_idx ON mpesa_callbacks (reference) WHERE outcome = 'unmatched';

    -- What an administrator must look at: a callback for nothing, a wrong amount, a second
    -- payment, a payout that failed three times or whose fate is unknown.
    CREATE TABLE payment_flags (
      id bigserial PRIMARY KEY,
      payment_id uuid REFERENCES payments (id) ON DELETE CASCADE,
      callback_id bigint REFERENCES mpesa_callbacks (id),
      reason text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      resolved_at timestamptz
    );
    CREATE INDEX payment_flags_open_idx ON payment_flags (created_at) WHERE resolved_at IS NULL;

    -- Orders carry their payment for the cards (0008); now all of what a card shows of it.
    ALTER TABLE orders
      ADD COLUMN seller_sees boolean NOT NULL DEFAULT true,
      ADD COLUMN payment_fee_cents bigint,
      ADD COLUMN payment_receipt text,
      ADD COLUMN payment_phone text,
      ADD COLUMN payment_failure_reason text,
      ADD COLUMN payment_release_at timestamptz,
      ADD COLUMN payment_settled_at timestamptz;
    -- Orders so far were all paid when booked; a new one waits for its money.
    ALTER TABLE orders ALTER COLUMN seller_sees SET DEFAULT false;
    UPDATE orders SET payment_settled_at = payments.settled_at FROM payments WHERE payments.order_id = orders.id;

    CREATE OR REPLACE FUNCTION order_card_payment() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      UPDATE orders
        SET payment_status = NEW.status, payment_amount_cents = NEW.amount_cents,
            payment_provider = NEW.provider, payment_reference = NEW.provider_reference,
            payment_fee_cents = NEW.fee_cents, payment_receipt = NEW.receipt, payment_phone = NEW.phone,
            payment_failure_reason = NEW.failure_reason, payment_release_at = NEW.release_at,
            payment_settled_at = NEW.settled_at
        WHERE id = NEW.order_id;
      RETURN NULL;
    END $fn$;
    DROP TRIGGER order_card_payment ON payments;
    CREATE TRIGGER order_card_payment AFTER INSERT OR UPDATE OF status, amount_cents, provider, provider_reference,
        fee_cents, receipt, phone, failure_reason, release_at, settled_at ON payments
      FOR EACH ROW EXECUTE FUNCTION order_card_payment();

    -- The totals (0009, 0015) count an order on the seller's side only once they see it.
    CREATE OR REPLACE FUNCTION count_order() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE
      buyer_active_change integer := 0;
      buyer_history_change integer := 0;
      seller_active_change integer := 0;
      seller_history_change integer := 0;
    BEGIN
      IF TG_OP <> 'DELETE' THEN
        IF NEW.is_active THEN buyer_active_change := 1; ELSE buyer_history_change := 1; END IF;
        IF NEW.seller_sees THEN
          IF NEW.is_active THEN seller_active_change := 1; ELSE seller_history_change := 1; END IF;
        END IF;
      END IF;
      IF TG_OP <> 'INSERT' THEN
        IF OLD.is_active THEN buyer_active_change := buyer_active_change - 1; ELSE buyer_history_change := buyer_history_change - 1; END IF;
        IF OLD.seller_sees THEN
          IF OLD.is_active THEN seller_active_change := seller_active_change - 1; ELSE seller_history_change := seller_history_change - 1; END IF;
        END IF;
      END IF;
      IF buyer_active_change = 0 AND buyer_history_change = 0 AND seller_active_change = 0 AND seller_history_change = 0 THEN
        RETURN NULL;
      END IF;
      INSERT INTO order_counts AS counts (user_id, buyer_active, buyer_history, seller_active, seller_history)
      SELECT person, buyer_active, buyer_history, seller_active, seller_history
      FROM (VALUES
        (COALESCE(NEW.buyer_id, OLD.buyer_id), buyer_active_change, buyer_history_change, 0, 0),
        (COALESCE(NEW.seller_id, OLD.seller_id), 0, 0, seller_active_change, seller_history_change)
      ) AS change (person, buyer_active, buyer_history, seller_active, seller_history)
      ORDER BY person
      ON CONFLICT (user_id) DO UPDATE SET
        buyer_active = counts.buyer_active + EXCLUDED.buyer_active,
        buyer_history = counts.buyer_history + EXCLUDED.buyer_history,
        seller_active = counts.seller_active + EXCLUDED.seller_active,
        seller_history = counts.seller_history + EXCLUDED.seller_history;
      RETURN NULL;
    END $fn$;
    DROP TRIGGER count_order ON orders;
    CREATE TRIGGER count_order AFTER INSERT OR UPDATE OF status, seller_sees OR DELETE ON orders
      FOR EACH ROW EXECUTE FUNCTION count_order();
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(_db: Kysely<any>): Promise<void> {
  // Money records are never dropped by a rollback: restore from a backup instead.
  throw new Error('0016_mpesa_payments cannot be undone: it holds the payment ledger');
}
