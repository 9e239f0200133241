import { centsToShillings } from '@fundi/shared';
import { sql } from 'kysely';
import type { Database } from '../../db';
import { exactTime } from '../../lib/exact-time';
import { beyond, EXPORT_PAGE_SIZE, inPages, type Place } from './export-pages';

// Messages and disputes: what the person wrote and was written to, as their side sees it.

/**
 * Every message the person sent or received, conversation by conversation, oldest first. Read
 * through the conversations list and each pair's index (migration 0006): messages have no
 * index by sender alone, and a scan of all of them would grow with everyone's chats.
 */
export async function* messagesOf(db: Database, userId: string) {
  let afterOtherId: string | undefined;
  for (;;) {
    let partners = db
      .selectFrom('conversations')
      .innerJoin('users', 'users.id', 'conversations.other_id')
      .select(['conversations.other_id', 'users.name'])
      .where('conversations.user_id', '=', userId);
    if (afterOtherId) partners = partners.where('conversations.other_id', '>', afterOtherId);
    const page = await partners.orderBy('conversations.other_id').limit(EXPORT_PAGE_SIZE).execute();
    for (const other of page) yield* conversationOf(db, userId, { id: other.other_id, name: other.name });
    if (page.length < EXPORT_PAGE_SIZE) return;
    afterOtherId = page[page.length - 1]!.other_id;
  }
}

function conversationOf(db: Database, userId: string, other: { id: string; name: string }) {
  const read = (after: Place | undefined) =>
    db
      .selectFrom('messages')
      .select(['id', exactTime('created_at').as('at'), 'created_at', 'sender_id', 'content', 'read_at'])
      // The pair index's own expressions, so the index serves the range.
      .where(sql<boolean>`LEAST(messages.sender_id, messages.receiver_id) = LEAST(${userId}::uuid, ${other.id}::uuid)`)
      .where(sql<boolean>`GREATEST(messages.sender_id, messages.receiver_id) = GREATEST(${userId}::uuid, ${other.id}::uuid)`)
      .where(beyond('messages', after, { newestFirst: false }))
      .orderBy('created_at')
      .orderBy('id')
      .limit(EXPORT_PAGE_SIZE)
      .execute();
  return inPages(read, (row) => ({
    id: row.id,
    with: other,
    sentByYou: row.sender_id === userId,
    content: row.content,
    createdAt: row.created_at,
    readAt: row.read_at,
  }));
}

/**
 * Disputes about the person's orders, with the statements and photos they added. The report's
 * description is shown to the buyer who wrote it; the other side's statements stay out.
 */
export async function* disputesOf(db: Database, userId: string) {
  const read = (after: Place | undefined) =>
    db
      .selectFrom('disputes')
      .innerJoin('orders', 'orders.id', 'disputes.order_id')
      .select([
        'disputes.id',
        exactTime('disputes.created_at').as('at'),
        'disputes.created_at',
        'disputes.order_id',
        'orders.buyer_id',
        'disputes.reason',
        'disputes.description',
        'disputes.status',
        'disputes.outcome',
        'disputes.buyer_amount_cents',
        'disputes.seller_amount_cents',
        'disputes.decision_reason',
        'disputes.decided_at',
      ])
      .where((eb) => eb.or([eb('orders.buyer_id', '=', userId), eb.and([eb('orders.seller_id', '=', userId), eb('orders.seller_sees', '=', true)])]))
      .where(beyond('disputes', after, { newestFirst: true }))
      .orderBy('disputes.created_at', 'desc')
      .orderBy('disputes.id', 'desc')
      .limit(EXPORT_PAGE_SIZE)
      .execute();
  for await (const page of inPages(read, (row) => row)) {
    const disputeIds = page.map((dispute) => dispute.id);
    const [statements, photos] = await Promise.all([
      db
        .selectFrom('dispute_statements')
        .select(['id', 'dispute_id', 'text', 'created_at'])
        .where('dispute_id', 'in', disputeIds)
        .where('author_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('dispute_photos')
        .select(['id', 'dispute_id', 'statement_id', 'width', 'height', 'created_at'])
        .where('dispute_id', 'in', disputeIds)
        .where('author_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
    ]);
    yield page.map((dispute) => {
      const isReporter = dispute.buyer_id === userId;
      return {
        id: dispute.id,
        orderId: dispute.order_id,
        reportedByYou: isReporter,
        reason: dispute.reason,
        ...(isReporter ? { description: dispute.description } : {}),
        status: dispute.status,
        outcome: dispute.outcome,
        buyerAmount: dispute.buyer_amount_cents === null ? null : centsToShillings(dispute.buyer_amount_cents),
        sellerAmount: dispute.seller_amount_cents === null ? null : centsToShillings(dispute.seller_amount_cents),
        decisionReason: dispute.decision_reason,
        decidedAt: dispute.decided_at,
        createdAt: dispute.created_at,
        yourStatements: statements
          .filter((statement) => statement.dispute_id === dispute.id)
          .map((statement) => ({ id: statement.id, text: statement.text, createdAt: statement.created_at })),
        yourPhotos: photos
          .filter((photo) => photo.dispute_id === dispute.id)
          .map((photo) => ({
            id: photo.id,
            url: `/api/disputes/${dispute.id}/photos/${photo.id}`,
            statementId: photo.statement_id,
            width: photo.width,
            height: photo.height,
            createdAt: photo.created_at,
          })),
      };
    });
  }
}
