import pg from 'pg';
import type { Cast } from './endpoints';

/** How much data stands behind each measured request, so the table can show what grew. */
export type DataProfile = {
  buyerOrders: number;
  sellerOrders: number;
  sellerConversations: number;
  threadMessages: number;
  plumbingSellers: number;
};

export async function profileData(url: string, { buyerId, sellerId }: Cast): Promise<DataProfile> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<Record<keyof DataProfile, string>>(
      `SELECT
         (SELECT count(*) FROM orders WHERE buyer_id = $1) AS "buyerOrders",
         (SELECT count(*) FROM orders WHERE seller_id = $2) AS "sellerOrders",
         (SELECT count(*) FROM conversations WHERE user_id = $2) AS "sellerConversations",
         (SELECT count(*) FROM messages
            WHERE LEAST(sender_id, receiver_id) = LEAST($1::uuid, $2::uuid)
              AND GREATEST(sender_id, receiver_id) = GREATEST($1::uuid, $2::uuid)) AS "threadMessages",
         (SELECT count(DISTINCT offerings.seller_id) FROM offerings JOIN services ON services.id = offerings.service_id
            WHERE services.category = 'plumbing') AS "plumbingSellers"`,
      [buyerId, sellerId],
    );
    const row = rows[0]!;
    return {
      buyerOrders: Number(row.buyerOrders),
      sellerOrders: Number(row.sellerOrders),
      sellerConversations: Number(row.sellerConversations),
      threadMessages: Number(row.threadMessages),
      plumbingSellers: Number(row.plumbingSellers),
    };
  } finally {
    await client.end();
  }
}
