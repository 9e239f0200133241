import { sql, type Kysely } from 'kysely';

// Frozen once merged. Every order card shows both people's names, the seller's photo, the
// payment and whether it was reviewed: joined from four tables for every card of every list,
// that was most of what PostgreSQL spent on a dashboard's lists (the benchmarks;
// docs/decisions/0031-order-lists.md). Each order now carries copies, kept by triggers, so a
// page of cards is read from one index range of orders alone.
//
// Lock order, the rule that keeps the copies right without deadlocks: a person's users row
// before their orders. A rename holds the person's row and then updates their orders; a
// booking takes both people's rows FOR SHARE before it inserts the order (so it reads a name
// no rename is changing, and a later rename waits for it and then sees its order); a review
// takes the seller's row before it marks the order reviewed. Payments are written only by
// transactions that already hold their order.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE orders
      ADD COLUMN buyer_name text,
      ADD COLUMN seller_name text,
      ADD COLUMN seller_photo_id uuid,
      ADD COLUMN payment_status text,
      ADD COLUMN payment_amount_cents bigint,
      ADD COLUMN payment_provider text,
      ADD COLUMN payment_reference text,
      ADD COLUMN reviewed boolean NOT NULL DEFAULT false;

    UPDATE orders
      SET buyer_name = buyer.name, seller_name = seller.name, seller_photo_id = seller.profile_photo_id
      FROM users AS buyer, users AS seller
      WHERE buyer.id = orders.buyer_id AND seller.id = orders.seller_id;
    UPDATE orders
      SET payment_status = payments.status, payment_amount_cents = payments.amount_cents,
          payment_provider = payments.provider, payment_reference = payments.provider_reference
      FROM payments WHERE payments.order_id = orders.id;
    UPDATE orders SET reviewed = true WHERE EXISTS (SELECT 1 FROM reviews WHERE reviews.order_id = orders.id);
    -- Always set by the trigger below; the default only lets an insert leave them out.
    ALTER TABLE orders
      ALTER COLUMN buyer_name SET NOT NULL, ALTER COLUMN buyer_name SET DEFAULT '',
      ALTER COLUMN seller_name SET NOT NULL, ALTER COLUMN seller_name SET DEFAULT '';

    -- A new order takes both people as they are, under a share lock (see the lock order above).
    CREATE FUNCTION order_card_people() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      SELECT name INTO NEW.buyer_name FROM users WHERE id = NEW.buyer_id FOR SHARE;
      SELECT name, profile_photo_id INTO NEW.seller_name, NEW.seller_photo_id FROM users WHERE id = NEW.seller_id FOR SHARE;
      RETURN NEW;
    END $fn$;
    CREATE TRIGGER order_card_people BEFORE INSERT OR UPDATE OF buyer_id, seller_id ON orders
      FOR EACH ROW EXECUTE FUNCTION order_card_people();

    -- A new name or photo reaches every order of the person, on either side.
    CREATE FUNCTION order_cards_of_person() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      UPDATE orders SET buyer_name = NEW.name WHERE buyer_id = NEW.id AND buyer_name IS DISTINCT FROM NEW.name;
      UPDATE orders SET seller_name = NEW.name, seller_photo_id = NEW.profile_photo_id
        WHERE seller_id = NEW.id
          AND (seller_name IS DISTINCT FROM NEW.name OR seller_photo_id IS DISTINCT FROM NEW.profile_photo_id);
      RETURN NULL;
    END $fn$;
    CREATE TRIGGER order_cards_of_person AFTER UPDATE OF name, profile_photo_id ON users
      FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.profile_photo_id IS DISTINCT FROM NEW.profile_photo_id)
      EXECUTE FUNCTION order_cards_of_person();

    CREATE FUNCTION order_card_payment() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      UPDATE orders
        SET payment_status = NEW.status, payment_amount_cents = NEW.amount_cents,
            payment_provider = NEW.provider, payment_reference = NEW.provider_reference
        WHERE id = NEW.order_id;
      RETURN NULL;
    END $fn$;
    CREATE TRIGGER order_card_payment AFTER INSERT OR UPDATE OF status, amount_cents, provider, provider_reference ON payments
      FOR EACH ROW EXECUTE FUNCTION order_card_payment();

    CREATE FUNCTION order_card_review() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      UPDATE orders SET reviewed = (TG_OP = 'INSERT') WHERE id = COALESCE(NEW.order_id, OLD.order_id);
      RETURN NULL;
    END $fn$;
    CREATE TRIGGER order_card_review AFTER INSERT OR DELETE ON reviews
      FOR EACH ROW EXECUTE FUNCTION order_card_review();
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TRIGGER order_card_review ON reviews;
    DROP TRIGGER order_card_payment ON payments;
    DROP TRIGGER order_cards_of_person ON users;
    DROP TRIGGER order_card_people ON orders;
    DROP FUNCTION order_card_review(), order_card_payment(), order_cards_of_person(), order_card_people();
    ALTER TABLE orders
      DROP COLUMN buyer_name, DROP COLUMN seller_name, DROP COLUMN seller_photo_id,
      DROP COLUMN payment_status, DROP COLUMN payment_amount_cents, DROP COLUMN payment_provider,
      DROP COLUMN payment_reference, DROP COLUMN reviewed;
  `.execute(db);
}
