import { sql, type Kysely } from 'kysely';

// Frozen once merged. A professional's public page (docs/decisions/0053-professional-pages.md):
// their photos of past work, and their reviews newest first, a page at a time.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    -- A photo of past work is a photo like a profile photo (its bytes in photos, served at
    -- /uploads/{id}.webp); this row puts it in its seller's gallery. Erasing the photo (closing
    -- the account erases every photo its owner uploaded) takes the row with it.
    CREATE TABLE gallery_photos (
      photo_id uuid PRIMARY KEY REFERENCES photos (id) ON DELETE CASCADE,
      seller_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    -- The page's gallery, newest first.
    CREATE INDEX gallery_photos_seller_idx ON gallery_photos (seller_id, created_at DESC, photo_id DESC);

    -- The page's reviews, newest first, a page at a time: the whole keyset in the index. The
    -- rating rides along, so counting the seller's reviews per star reads the index alone.
    CREATE INDEX reviews_seller_page_idx ON reviews (seller_id, created_at DESC, id DESC) INCLUDE (rating);
    DROP INDEX reviews_seller_id_idx;
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE INDEX reviews_seller_id_idx ON reviews (seller_id, created_at DESC);
    DROP INDEX reviews_seller_page_idx;
    DROP TABLE gallery_photos;
  `.execute(db);
}
