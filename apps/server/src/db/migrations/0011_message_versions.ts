import { sql, type Kysely } from 'kysely';

// Frozen once merged. As 0010 for the orders lists: the Messages page's lists (the
// conversations, also asked by the navbar's unread badge, and a thread) are kept by the server
// and sent again while the person's `message_versions` row holds the version they were read at
// (features/messages/kept-message-lists.ts). The lists show messages (their text, times and
// read marks) and the names and photos of the people in them, so the version moves:
// - for both people of every message a statement inserts, updates (a read mark) or deletes;
// - for a person and everyone they have a conversation with when the person's name or photo
//   changes (a closed account becomes `Deleted user`).
// Values come from 0010's sequence, so none is ever given twice.
//
// Lock order: the version rows are taken last, once per statement or renamed person, in the
// order of their ids; nothing that holds a version row then waits for another lock.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE message_versions (
      user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      version bigint NOT NULL DEFAULT nextval('order_list_versions')
    );
    INSERT INTO message_versions (user_id)
    SELECT sender_id FROM messages UNION SELECT receiver_id FROM messages ORDER BY 1;

    CREATE FUNCTION renew_message_versions() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      -- A transition table exists only for the events that have it, hence one query per event.
      IF TG_OP = 'INSERT' THEN
        INSERT INTO message_versions (user_id)
        SELECT sender_id FROM new_rows UNION SELECT receiver_id FROM new_rows ORDER BY 1
        ON CONFLICT (user_id) DO UPDATE SET version = nextval('order_list_versions');
      ELSIF TG_OP = 'UPDATE' THEN
        INSERT INTO message_versions (user_id)
        SELECT sender_id FROM new_rows UNION SELECT receiver_id FROM new_rows
        UNION SELECT sender_id FROM old_rows UNION SELECT receiver_id FROM old_rows ORDER BY 1
        ON CONFLICT (user_id) DO UPDATE SET version = nextval('order_list_versions');
      ELSE
        INSERT INTO message_versions (user_id)
        SELECT sender_id FROM old_rows UNION SELECT receiver_id FROM old_rows ORDER BY 1
        ON CONFLICT (user_id) DO UPDATE SET version = nextval('order_list_versions');
      END IF;
      RETURN NULL;
    END $fn$;
    CREATE TRIGGER message_versions_insert AFTER INSERT ON messages
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION renew_message_versions();
    CREATE TRIGGER message_versions_update AFTER UPDATE ON messages
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION renew_message_versions();
    CREATE TRIGGER message_versions_delete AFTER DELETE ON messages
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION renew_message_versions();

    -- Row by row: a trigger on chosen columns cannot have transition tables. The conversations
    -- table (0006) holds one row per person and partner, so the partners are one index range.
    CREATE FUNCTION renew_message_versions_of_person() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      INSERT INTO message_versions (user_id)
      SELECT NEW.id UNION SELECT other_id FROM conversations WHERE user_id = NEW.id ORDER BY 1
      ON CONFLICT (user_id) DO UPDATE SET version = nextval('order_list_versions');
      RETURN NULL;
    END $fn$;
    CREATE TRIGGER message_versions_of_person AFTER UPDATE OF name, profile_photo_id ON users
      FOR EACH ROW
      WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.profile_photo_id IS DISTINCT FROM NEW.profile_photo_id)
      EXECUTE FUNCTION renew_message_versions_of_person();
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TRIGGER message_versions_of_person ON users;
    DROP FUNCTION renew_message_versions_of_person();
    DROP TRIGGER message_versions_insert ON messages;
    DROP TRIGGER message_versions_update ON messages;
    DROP TRIGGER message_versions_delete ON messages;
    DROP FUNCTION renew_message_versions();
    DROP TABLE message_versions;
  `.execute(db);
}
