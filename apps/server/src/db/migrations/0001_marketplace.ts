import { sql, type Kysely } from 'kysely';

// Frozen once merged: change the schema with a new numbered migration, never by editing this one.
// Kysely's migration API is untyped on purpose (migrations see the schema of their own time).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE app_meta (
      key text PRIMARY KEY,
      value text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE photos (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      owner_id uuid,
      content_type text NOT NULL DEFAULT 'image/webp',
      width integer NOT NULL,
      height integer NOT NULL,
      bytes bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      email text UNIQUE CHECK (email = lower(email)),
      phone text UNIQUE CHECK (phone ~ '^\\+[1-9][0-9]{6,14}$'),
      password_hash text,
      google_subject text UNIQUE,
      email_verified boolean NOT NULL DEFAULT false,
      role text NOT NULL DEFAULT 'buyer' CHECK (role IN ('buyer', 'seller', 'both')),
      location text,
      bio text,
      gender text CHECK (gender IN ('male', 'female', 'other')),
      profile_photo_id uuid REFERENCES photos (id) ON DELETE SET NULL,
      seller_profile_complete boolean NOT NULL DEFAULT false,
      -- Kept beside the reviews so listings never aggregate on the hot path; updated in the
      -- same transaction as each review.
      rating_sum integer NOT NULL DEFAULT 0,
      rating_count integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz,
      CHECK (deleted_at IS NOT NULL OR email IS NOT NULL OR phone IS NOT NULL)
    );

    ALTER TABLE photos ADD FOREIGN KEY (owner_id) REFERENCES users (id) ON DELETE CASCADE;

    CREATE TABLE services (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      category text NOT NULL,
      title text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX services_category_title_key ON services (category, lower(title));

    -- A seller's offering of a service: their own description, price and experience.
    CREATE TABLE offerings (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      service_id uuid NOT NULL REFERENCES services (id) ON DELETE CASCADE,
      seller_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      description text NOT NULL,
      price_cents bigint NOT NULL CHECK (price_cents >= 0),
      experience_years integer NOT NULL DEFAULT 0 CHECK (experience_years >= 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (service_id, seller_id)
    );
    CREATE INDEX offerings_seller_id_idx ON offerings (seller_id);

    CREATE TABLE orders (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      buyer_id uuid NOT NULL REFERENCES users (id),
      seller_id uuid NOT NULL REFERENCES users (id),
      service_id uuid NOT NULL REFERENCES services (id),
      -- Snapshots: the order keeps what was booked even if the offering later changes or goes.
      service_title text NOT NULL,
      price_cents bigint NOT NULL CHECK (price_cents >= 0),
      booking_date date NOT NULL,
      status text NOT NULL DEFAULT 'PENDING'
        CHECK (status IN ('PENDING', 'ACCEPTED', 'IN_PROGRESS', 'COMPLETED', 'REJECTED', 'CANCELLED')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (buyer_id <> seller_id)
    );
    CREATE INDEX orders_buyer_id_idx ON orders (buyer_id, created_at DESC);
    CREATE INDEX orders_seller_id_idx ON orders (seller_id, created_at DESC);

    -- Every status change with its time and actor: the order's history.
    CREATE TABLE order_events (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      from_status text,
      to_status text NOT NULL,
      actor_id uuid REFERENCES users (id),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX order_events_order_id_idx ON order_events (order_id, id);

    -- The escrow ledger: a booking's money is HELD, then RELEASED to the seller or REFUNDED.
    CREATE TABLE payments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      order_id uuid NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
      amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
      status text NOT NULL CHECK (status IN ('HELD', 'RELEASED', 'REFUNDED')),
      provider text NOT NULL,
      provider_reference text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE reviews (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      order_id uuid NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
      buyer_id uuid NOT NULL REFERENCES users (id),
      seller_id uuid NOT NULL REFERENCES users (id),
      service_id uuid NOT NULL REFERENCES services (id),
      rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
      comment text CHECK (char_length(comment) <= 1000),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX reviews_seller_id_idx ON reviews (seller_id, created_at DESC);

    CREATE TABLE messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      sender_id uuid NOT NULL REFERENCES users (id),
      receiver_id uuid NOT NULL REFERENCES users (id),
      content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 5000),
      read_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (sender_id <> receiver_id)
    );
    CREATE INDEX messages_pair_idx ON messages (LEAST(sender_id, receiver_id), GREATEST(sender_id, receiver_id), created_at);
    CREATE INDEX messages_unread_idx ON messages (receiver_id) WHERE read_at IS NULL;
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE messages, reviews, payments, order_events, orders, offerings, services, users, photos, app_meta CASCADE`.execute(db);
}
