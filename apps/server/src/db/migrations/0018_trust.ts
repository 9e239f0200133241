import { sql, type Kysely } from 'kysely';

// Frozen once merged. Trust (docs/decisions/0049-trust-and-administrators.md): administrators and
// the record of what each did; sellers' identity checks, whose document photo and selfie live
// here and nowhere else (never in photos, which /uploads serves to anyone); disputes with their
// statements and evidence photos (private too: only the two people and administrators see
// them); a split payment's share for the buyer; and suspended accounts, whose offerings wait
// in suspended_offerings until they are restored (the category counters of migrations 0007
// and 0014 move with them, as with any offering added or removed).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE users
      ADD COLUMN is_admin boolean NOT NULL DEFAULT false,
      ADD COLUMN suspended_at timestamptz,
      -- When the latest identity check was approved; null when there is none.
      ADD COLUMN verified_at timestamptz;

    -- Who did what, when and why. admin_id is null for the command line (npm run admin).
    CREATE TABLE admin_actions (
      id bigserial PRIMARY KEY,
      admin_id uuid REFERENCES users (id),
      action text NOT NULL,
      subject_type text NOT NULL,
      subject_id text NOT NULL,
      reason text NOT NULL,
      details jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX admin_actions_newest_idx ON admin_actions (created_at DESC, id DESC);

    CREATE TABLE verification_requests (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      document_type text NOT NULL CHECK (document_type IN ('national_id', 'passport', 'alien_id')),
      document_number text NOT NULL,
      -- WebP, re-encoded like every photo; both null once erased (90 days after the decision).
      document_photo bytea,
      selfie bytea,
      status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
      reason text,
      decided_by uuid REFERENCES users (id),
      decided_at timestamptz,
      photos_erased_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    -- One request waiting per seller: two sent at once cannot both be queued.
    CREATE UNIQUE INDEX verification_requests_one_pending_idx ON verification_requests (user_id) WHERE status = 'PENDING';
    CREATE INDEX verification_requests_queue_idx ON verification_requests (created_at) WHERE status = 'PENDING';
    CREATE INDEX verification_requests_user_idx ON verification_requests (user_id, created_at DESC);
    CREATE INDEX verification_requests_erase_idx ON verification_requests (decided_at) WHERE photos_erased_at IS NULL AND decided_at IS NOT NULL;

    CREATE TABLE disputes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      -- One per order: a second report is refused by the database too.
      order_id uuid NOT NULL UNIQUE REFERENCES orders (id),
      reason text NOT NULL CHECK (reason IN ('no_show', 'poor_work', 'damage', 'overcharged', 'other')),
      description text NOT NULL,
      status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'DECIDED')),
      outcome text CHECK (outcome IN ('SELLER', 'BUYER', 'SPLIT')),
      buyer_amount_cents bigint CHECK (buyer_amount_cents >= 0),
      seller_amount_cents bigint CHECK (seller_amount_cents >= 0),
      decision_reason text,
      decided_by uuid REFERENCES users (id),
      decided_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX disputes_open_idx ON disputes (created_at) WHERE status = 'OPEN';
    CREATE INDEX disputes_newest_idx ON disputes (created_at DESC);

    CREATE TABLE dispute_statements (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      dispute_id uuid NOT NULL REFERENCES disputes (id) ON DELETE CASCADE,
      author_id uuid REFERENCES users (id),
      text text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX dispute_statements_dispute_idx ON dispute_statements (dispute_id, created_at);

    -- Evidence: the report's photos (statement_id null) and each statement's.
    CREATE TABLE dispute_photos (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      dispute_id uuid NOT NULL REFERENCES disputes (id) ON DELETE CASCADE,
      statement_id uuid REFERENCES dispute_statements (id) ON DELETE CASCADE,
      author_id uuid REFERENCES users (id),
      bytes bytea NOT NULL,
      width integer NOT NULL,
      height integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX dispute_photos_dispute_idx ON dispute_photos (dispute_id, created_at);

    -- A split decision: what goes back to the buyer (the seller's share is the rest, less the fee).
    ALTER TABLE payments ADD COLUMN buyer_share_cents bigint CHECK (buyer_share_cents >= 0);
    CREATE INDEX payments_needs_admin_idx ON payments (needs_admin_since) WHERE needs_admin_since IS NOT NULL;
    -- A split's two shares go out through the same workers as payouts and refunds: the index they
    -- read for transfers due (migration 0016) takes SPLITTING in, so their question every 5 s
    -- stays a small index read.
    DROP INDEX payments_transfer_due_idx;
    CREATE INDEX payments_transfer_due_idx ON payments (next_attempt_at) WHERE status IN ('RELEASING', 'REFUNDING', 'SPLITTING');

    ALTER TABLE payment_flags
      ADD COLUMN resolved_by uuid REFERENCES users (id),
      ADD COLUMN resolution text;

    CREATE TABLE suspended_offerings (
      id uuid PRIMARY KEY,
      service_id uuid NOT NULL REFERENCES services (id) ON DELETE CASCADE,
      seller_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      description text NOT NULL,
      price_cents bigint NOT NULL,
      experience_years integer NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX suspended_offerings_seller_idx ON suspended_offerings (seller_id);

    CREATE INDEX contact_messages_newest_idx ON contact_messages (created_at DESC);

    -- The catalogue's cards show the Verified badge: approving a seller is a catalogue change
    -- (migration 0007's version), as a new name or photo is.
    DROP TRIGGER users_catalogue_version ON users;
    CREATE TRIGGER users_catalogue_version
      AFTER UPDATE OF name, bio, location, phone, profile_photo_id, rating_sum, rating_count, deleted_at, verified_at ON users
      FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(_db: Kysely<any>): Promise<void> {
  // Decisions about money and identity are records: restore from a backup instead.
  throw new Error('0018_trust cannot be undone: it holds disputes and administrators’ records');
}
