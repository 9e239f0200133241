import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../src/db';

// Every table and column of the schema, and what each holds about a person (docs/privacy.md):
// how a row is linked to the person it is about, which columns say something about them, where
// GET /api/me/export shows it, and what closing the account does to it. A test compares this
// with the database itself (src/features/privacy/personal-data.test.ts): a new table or column
// fails it until it is declared here, so nothing personal is added without deciding its export
// and its erasure.

/** Whom a walk is about: the account's id and its e-mail address. */
export type Person = { id: string; email: string };

/** A table holding rows about people. Every column is in exactly one of the three lists. */
export type PersonalTable = {
  table: string;
  /** Columns holding the id of the person a row is about: any of them equal to it links the row. */
  personColumns: string[];
  /** Other links, when the id is found through another table (a payment through its order). */
  linkedBy?: (person: Person) => RawBuilder<boolean>;
  /** What the row says about the person: their name, contact, words, documents, photos, choices. */
  personal: string[];
  /** Ids, states, times, amounts and flags. */
  other: string[];
  /** Where the export shows the person's rows ('payments.collections': inside each payment), or why it does not. */
  exported: string | { notExported: string };
  /** What closing the account does to the person's rows: deleted, or kept (and why, and without what). */
  onClose: 'deleted' | { kept: string };
};

/** A table about no one, and why. */
export type ImpersonalTable = { table: string; columns: string[]; aboutNoOne: string };

/** The person's orders as they see them: bought, or sold once paid (migration 0016). */
const ordersOf = (person: Person) => sql`select id from orders where buyer_id = ${person.id} or (seller_id = ${person.id} and seller_sees)`;
const paymentsOf = (person: Person) => sql`select id from payments where order_id in (${ordersOf(person)})`;
const paymentsOnSide = (person: Person, side: 'buyer_id' | 'seller_id') =>
  sql`select payments.id from payments join orders on orders.id = payments.order_id where ${sql.ref(`orders.${side}`)} = ${person.id}`;

export const personalTables: PersonalTable[] = [
  {
    table: 'users',
    personColumns: ['id'],
    personal: ['name', 'email', 'phone', 'password_hash', 'google_subject', 'location', 'bio', 'gender', 'profile_photo_id', 'services_offered', 'towns_served'],
    other: ['created_at', 'updated_at', 'deleted_at', 'email_verified', 'role', 'seller_profile_complete', 'rating_sum', 'rating_count', 'language', 'is_admin', 'suspended_at', 'verified_at'],
    exported: 'account',
    onClose: { kept: 'named Deleted user with every personal column cleared, so the orders, reviews and messages of the other party still point at someone' },
  },
  {
    table: 'user_presence',
    personColumns: ['user_id'],
    personal: [],
    other: ['last_connected_at'],
    exported: 'account.lastConnectedAt',
    onClose: 'deleted',
  },
  { table: 'photos', personColumns: ['owner_id'], personal: ['bytes'], other: ['id', 'content_type', 'width', 'height', 'created_at'], exported: 'photos', onClose: 'deleted' },
  // Which of the person's photos are photos of past work; the bytes are in photos.
  { table: 'gallery_photos', personColumns: ['seller_id'], personal: [], other: ['photo_id', 'created_at'], exported: 'photos', onClose: 'deleted' },
  {
    table: 'offerings',
    personColumns: ['seller_id'],
    // seller_towns and search_document copy the seller's name and towns for the search (migration 0023).
    personal: ['description', 'seller_town', 'seller_towns', 'search_document', 'name_document'],
    other: ['id', 'service_id', 'price_cents', 'experience_years', 'created_at', 'category', 'seller_rating', 'seller_reviews', 'seller_verified'],
    exported: 'services',
    onClose: 'deleted',
  },
  {
    table: 'suspended_offerings',
    personColumns: ['seller_id'],
    personal: ['description'],
    other: ['id', 'service_id', 'price_cents', 'experience_years', 'created_at'],
    exported: 'services',
    onClose: 'deleted',
  },
  {
    table: 'seller_availability',
    personColumns: ['seller_id'],
    personal: ['working_days', 'blocked_dates', 'daily_capacity'],
    other: ['updated_at'],
    exported: 'availability',
    onClose: 'deleted',
  },
  {
    table: 'category_sellers',
    personColumns: ['seller_id'],
    personal: ['town'],
    other: ['category', 'offerings'],
    exported: { notExported: 'counts kept from the offerings for the category pages; the offerings are in services' },
    onClose: 'deleted',
  },
  {
    table: 'orders',
    personColumns: ['buyer_id', 'seller_id'],
    personal: ['buyer_name', 'seller_name', 'seller_photo_id', 'payment_phone'],
    other: [
      'id', 'service_id', 'service_title', 'price_cents', 'booking_date', 'status', 'created_at', 'updated_at', 'is_active', 'reviewed',
      'seller_sees', 'payment_status', 'payment_amount_cents', 'payment_provider', 'payment_reference', 'payment_fee_cents', 'payment_receipt',
      'payment_failure_reason', 'payment_release_at', 'payment_settled_at',
    ],
    exported: 'orders',
    onClose: { kept: 'the other party’s record of the job: the person’s name becomes Deleted user, their photo and M-Pesa number go' },
  },
  {
    table: 'order_events',
    personColumns: ['actor_id'],
    linkedBy: (person) => sql<boolean>`order_id in (${ordersOf(person)})`,
    personal: [],
    other: ['id', 'order_id', 'from_status', 'to_status', 'created_at'],
    exported: 'orders.history',
    onClose: { kept: 'the order’s history, with the order' },
  },
  {
    table: 'order_counts',
    personColumns: ['user_id'],
    personal: [],
    other: ['buyer_active', 'buyer_history', 'seller_active', 'seller_history'],
    exported: { notExported: 'how many orders the person has, each of which is exported' },
    onClose: { kept: 'counts, nothing more' },
  },
  {
    table: 'idempotency_keys',
    personColumns: ['user_id'],
    personal: [],
    other: ['key', 'order_id', 'created_at'],
    exported: { notExported: 'a random key the app sends with a booking so that a retry books once' },
    onClose: { kept: 'a random key and an order’s id: nothing about the person' },
  },
  {
    table: 'payments',
    personColumns: [],
    linkedBy: (person) => sql<boolean>`order_id in (${ordersOf(person)})`,
    personal: ['phone'],
    other: [
      'id', 'order_id', 'amount_cents', 'status', 'provider', 'provider_reference', 'created_at', 'updated_at', 'fee_cents', 'receipt',
      'failure_reason', 'release_at', 'settled_at', 'failed_attempts', 'next_attempt_at', 'needs_admin_since', 'buyer_share_cents',
    ],
    exported: 'payments',
    onClose: { kept: 'the record of the money, without the number the buyer paid from' },
  },
  {
    table: 'payment_events',
    personColumns: [],
    linkedBy: (person) => sql<boolean>`payment_id in (${paymentsOf(person)})`,
    personal: [],
    other: ['id', 'payment_id', 'status', 'cause', 'created_at'],
    exported: 'payments.history',
    onClose: { kept: 'the payment’s history, with the payment' },
  },
  {
    table: 'payment_collections',
    personColumns: [],
    linkedBy: (person) => sql<boolean>`payment_id in (${paymentsOnSide(person, 'buyer_id')})`,
    personal: ['phone'],
    other: [
      'id', 'payment_id', 'method', 'status', 'amount_cents', 'reference', 'merchant_request_id', 'result_code', 'result_desc', 'receipt',
      'next_query_at', 'query_until', 'created_at', 'updated_at',
    ],
    exported: 'payments.collections',
    onClose: { kept: 'the record of the money, without the number it was paid from' },
  },
  {
    table: 'payment_transfers',
    personColumns: [],
    // The person's side only: refunds of what they bought, payouts of what they sold.
    linkedBy: (person) =>
      sql<boolean>`(payment_id in (${paymentsOnSide(person, 'buyer_id')}) and kind in ('REFUND', 'RETURN')) or (payment_id in (${paymentsOnSide(person, 'seller_id')}) and kind = 'PAYOUT')`,
    personal: ['phone'],
    other: [
      'id', 'payment_id', 'collection_id', 'kind', 'method', 'status', 'originator_conversation_id', 'conversation_id', 'amount_cents',
      'result_code', 'result_desc', 'transaction_id', 'created_at', 'updated_at',
    ],
    exported: 'payments.transfers',
    onClose: { kept: 'the record of the money, without the number it went to' },
  },
  {
    table: 'mpesa_callbacks',
    personColumns: [],
    linkedBy: (person) =>
      sql<boolean>`reference in (
        select reference from payment_collections where payment_id in (${paymentsOf(person)})
        union select originator_conversation_id from payment_transfers where payment_id in (${paymentsOf(person)})
        union select conversation_id from payment_transfers where payment_id in (${paymentsOf(person)}))`,
    personal: ['body'],
    other: ['id', 'kind', 'reference', 'outcome', 'received_at'],
    exported: { notExported: 'M-Pesa’s messages as they came; what they say (receipts, results) is in the payments’ collections and transfers' },
    onClose: { kept: 'the record of the money as M-Pesa sent it, every value holding the person’s number erased' },
  },
  {
    table: 'payment_flags',
    personColumns: [],
    linkedBy: (person) => sql<boolean>`payment_id in (${paymentsOf(person)})`,
    personal: ['reason', 'resolution'],
    other: ['id', 'payment_id', 'callback_id', 'created_at', 'resolved_at', 'resolved_by'],
    exported: { notExported: 'the administrators’ queue of payment problems, in Fundi’s and the administrators’ words; the payment is exported' },
    onClose: { kept: 'the administrators’ work on a payment, holding no one’s contact' },
  },
  {
    table: 'reviews',
    personColumns: ['buyer_id', 'seller_id'],
    personal: ['comment'],
    other: ['id', 'order_id', 'service_id', 'rating', 'created_at'],
    exported: 'reviews',
    onClose: { kept: 'for the other party and the catalogue, the author shown as Deleted user' },
  },
  {
    table: 'messages',
    personColumns: ['sender_id', 'receiver_id'],
    personal: ['content'],
    other: ['id', 'read_at', 'created_at'],
    exported: 'messages',
    onClose: { kept: 'for the other party, the author shown as Deleted user' },
  },
  {
    table: 'conversations',
    personColumns: ['user_id', 'other_id'],
    personal: [],
    other: ['last_message_id', 'last_message_at'],
    exported: { notExported: 'each conversation’s latest message, which messages holds' },
    onClose: { kept: 'the other party’s list of conversations: ids and a time' },
  },
  {
    table: 'disputes',
    personColumns: [],
    linkedBy: (person) => sql<boolean>`order_id in (${ordersOf(person)})`,
    personal: ['description', 'decision_reason'],
    other: ['id', 'order_id', 'reason', 'status', 'outcome', 'buyer_amount_cents', 'seller_amount_cents', 'decided_by', 'decided_at', 'created_at'],
    exported: 'disputes',
    onClose: { kept: 'a decision about money between two people, for the other party and the administrators' },
  },
  {
    table: 'dispute_statements',
    personColumns: ['author_id'],
    personal: ['text'],
    other: ['id', 'dispute_id', 'created_at'],
    exported: 'disputes.yourStatements',
    onClose: { kept: 'for the other party and the administrators, like messages; the author shown as Deleted user' },
  },
  {
    table: 'dispute_photos',
    personColumns: ['author_id'],
    personal: ['bytes'],
    other: ['id', 'dispute_id', 'statement_id', 'width', 'height', 'created_at'],
    exported: 'disputes.yourPhotos',
    onClose: { kept: 'evidence in a decision about money, kept with the statements' },
  },
  {
    table: 'verification_requests',
    personColumns: ['user_id'],
    personal: ['document_number', 'document_photo', 'selfie'],
    other: ['id', 'document_type', 'status', 'reason', 'decided_by', 'decided_at', 'photos_erased_at', 'created_at'],
    exported: 'verification',
    onClose: 'deleted',
  },
  {
    table: 'admin_actions',
    // An administrator's own actions, and those about the person's account.
    personColumns: ['admin_id', 'subject_id'],
    personal: ['reason', 'details'],
    other: ['id', 'action', 'subject_type', 'created_at'],
    exported: { notExported: 'the administrators’ record of their decisions; what each changed is in the person’s own rows (a suspension, a verification’s outcome, a dispute’s decision)' },
    onClose: { kept: 'the administrators’ record of what each did, holding no one’s contact' },
  },
  {
    table: 'notifications',
    personColumns: ['user_id'],
    personal: ['recipient', 'notice_values', 'subject', 'body'],
    other: [
      'id', 'kind', 'event', 'channel', 'language', 'dedupe_key', 'status', 'attempts', 'next_attempt_at', 'last_error', 'provider_message_id',
      'provider_status', 'delivery_status', 'delivery_failure', 'delivered_at', 'sent_at', 'created_at',
    ],
    exported: 'notifications',
    // Notices to the other party that name the person keep them as Deleted user.
    onClose: 'deleted',
  },
  {
    table: 'notification_preferences',
    personColumns: ['user_id'],
    personal: ['orders_sms', 'orders_email', 'messages_sms', 'messages_email', 'news_sms', 'news_email'],
    other: ['updated_at'],
    exported: 'notificationPreferences',
    onClose: 'deleted',
  },
  {
    table: 'conversation_notices',
    personColumns: ['user_id', 'other_id'],
    personal: [],
    other: ['last_told_at'],
    exported: { notExported: 'when a conversation was last told of by SMS or e-mail; the notice itself is in notifications' },
    onClose: 'deleted',
  },
  {
    table: 'sessions',
    personColumns: ['user_id'],
    personal: [],
    other: ['id', 'remember_me', 'expires_at', 'created_at', 'last_used_at', 'revoked_at', 'revoked_reason'],
    exported: 'sessions',
    onClose: { kept: 'revoked (account deleted), holding no address or device; deleted 30 days after they end' },
  },
  {
    table: 'refresh_tokens',
    personColumns: [],
    linkedBy: (person) => sql<boolean>`session_id in (select id from sessions where user_id = ${person.id})`,
    personal: [],
    other: ['token_hash', 'session_id', 'created_at', 'rotated_at'],
    exported: { notExported: 'hashes of the secrets that keep a device signed in' },
    onClose: { kept: 'worthless once their sessions are revoked, and deleted with them' },
  },
  {
    table: 'password_resets',
    personColumns: ['user_id'],
    personal: [],
    other: ['token_hash', 'expires_at', 'used_at', 'created_at'],
    exported: { notExported: 'a hash of a one-time link that lives an hour' },
    onClose: 'deleted',
  },
  {
    table: 'password_reset_codes',
    personColumns: ['user_id'],
    personal: [],
    other: ['code_hash', 'expires_at', 'wrong_tries', 'created_at'],
    exported: { notExported: 'a hash of a one-time code that lives ten minutes' },
    onClose: 'deleted',
  },
  {
    table: 'email_changes',
    personColumns: ['user_id'],
    personal: ['old_email', 'new_email', 'google_subject_before'],
    other: ['id', 'confirm_token_hash', 'confirm_expires_at', 'confirmed_at', 'undo_token_hash', 'undo_expires_at', 'undone_at', 'spent_at', 'created_at'],
    exported: 'emailChanges',
    onClose: 'deleted',
  },
  { table: 'consents', personColumns: ['user_id'], personal: ['kind', 'version'], other: ['id', 'accepted_at'], exported: 'consents', onClose: 'deleted' },
  {
    table: 'contact_messages',
    personColumns: [],
    // Linked by the address it was sent with; the export shows it once the account proved the address.
    linkedBy: (person) => sql<boolean>`lower(email) = ${person.email}`,
    personal: ['name', 'email', 'message'],
    other: ['id', 'language', 'emailed_at', 'created_at'],
    exported: 'contactMessages',
    onClose: 'deleted',
  },
];

export const impersonalTables: ImpersonalTable[] = [
  { table: 'account_deletions', columns: ['id', 'reason', 'other_reason', 'created_at'], aboutNoOne: 'why accounts were closed, with nothing pointing back to anyone' },
  {
    table: 'oidc_logins',
    columns: ['state_hash', 'code_verifier', 'nonce', 'remember_me', 'expires_at', 'created_at', 'client_value', 'language'],
    aboutNoOne: 'a Google sign-in in flight, for minutes, before anyone is known',
  },
  { table: 'services', columns: ['id', 'category', 'title', 'created_at'], aboutNoOne: 'the catalogue’s services, shared by every seller offering one' },
  { table: 'category_search_words', columns: ['category', 'words'], aboutNoOne: 'the words people type for each category, in both languages' },
  {
    table: 'search_words',
    columns: ['word'],
    aboutNoOne: 'single words of the search documents, for typo matching; a word goes when no offering holds it any more, so a closed account’s name goes with its offerings',
  },
  { table: 'category_towns', columns: ['category', 'town', 'sellers'], aboutNoOne: 'how many sellers each category has in each town' },
  { table: 'catalogue_version', columns: ['single', 'version'], aboutNoOne: 'a number that moves with every change to the catalogue' },
  { table: 'app_meta', columns: ['key', 'value', 'updated_at'], aboutNoOne: 'the installation’s own facts (whether demo data was seeded)' },
  { table: 'kysely_migration', columns: ['name', 'timestamp'], aboutNoOne: 'the migrations applied' },
  { table: 'kysely_migration_lock', columns: ['id', 'is_locked'], aboutNoOne: 'the lock that runs each migration once' },
];

/** How many of `table`'s rows are about `person`. */
export async function countRowsAbout(db: Database, { table, personColumns, linkedBy }: PersonalTable, person: Person): Promise<number> {
  const links = [...personColumns.map((column) => sql<boolean>`${sql.ref(column)}::text = ${person.id}`), ...(linkedBy ? [linkedBy(person)] : [])];
  const { rows } = await sql<{ count: string }>`select count(*) from ${sql.table(table)} where ${sql.join(links, sql` or `)}`.execute(db);
  return Number(rows[0]!.count);
}

/** Every base table of the schema with its columns, as the database itself lists them. */
export async function schemaColumns(db: Database): Promise<Map<string, { column: string; type: string }[]>> {
  const { rows } = await sql<{ table_name: string; column_name: string; data_type: string }>`
    select c.table_name, c.column_name, c.data_type
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(db);
  const tables = new Map<string, { column: string; type: string }[]>();
  for (const row of rows) tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), { column: row.column_name, type: row.data_type }]);
  return tables;
}

/** Every text, JSON and array column in the schema that holds `marker`, as `table.column`. */
export async function columnsHolding(db: Database, markers: string[]): Promise<string[]> {
  const found: string[] = [];
  const patterns = markers.map((marker) => `%${marker.replace(/[\\%_]/g, '\\$&')}%`);
  for (const [table, columns] of await schemaColumns(db)) {
    for (const { column, type } of columns) {
      if (!['text', 'character varying', 'jsonb', 'json', 'ARRAY'].includes(type)) continue;
      const { rows } = await sql<{ value: string }>`select ${sql.ref(column)}::text as value from ${sql.table(table)} where ${sql.ref(column)}::text ilike any (${patterns}::text[])`.execute(db);
      for (const { value } of rows) found.push(`${table}.${column}: ${markers.filter((marker) => value.toLowerCase().includes(marker.toLowerCase())).join(', ')}`);
    }
  }
  return found;
}
