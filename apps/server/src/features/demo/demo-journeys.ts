import { nairobiToday } from '@fundi/shared';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/types';
import type { DemoSeller } from './data/types';
import { serviceKey, type Ids } from './seed-demo-data';

const day = 24 * 60 * 60 * 1000;
const hour = 60 * 60 * 1000;

/** The statuses an order passed through to reach each demo status. */
const pathTo = {
  PENDING: ['PENDING'],
  ACCEPTED: ['PENDING', 'ACCEPTED'],
  IN_PROGRESS: ['PENDING', 'ACCEPTED', 'IN_PROGRESS'],
  COMPLETED: ['PENDING', 'ACCEPTED', 'COMPLETED'],
} as const;

type Journey = {
  buyerKey: string;
  sellerKey: string;
  status: keyof typeof pathTo;
  bookedDaysAgo: number;
  bookingInDays: number;
};

/**
 * The demo accounts open on a lived-in dashboard: the buyer has orders waiting, under way and
 * done (one still to review), the seller has requests to answer, and they have chatted.
 */
export async function insertDemoJourneys(trx: Transaction<DB>, ids: Ids, sellers: DemoSeller[]): Promise<void> {
  const sellerByKey = new Map(sellers.map((seller) => [seller.key, seller]));
  const otherSellers = sellers.filter((seller) => seller.key !== 'demo-seller');
  const firstOf = (category: string) => otherSellers.find((seller) => seller.offerings[0]?.category === category)?.key;
  const candidates: Journey[] = [
    { buyerKey: 'demo-buyer', sellerKey: 'demo-seller', status: 'PENDING', bookedDaysAgo: 0, bookingInDays: 3 },
    { buyerKey: 'demo-buyer', sellerKey: firstOf('electrical')!, status: 'ACCEPTED', bookedDaysAgo: 2, bookingInDays: 1 },
    { buyerKey: 'demo-buyer', sellerKey: firstOf('cleaning')!, status: 'COMPLETED', bookedDaysAgo: 9, bookingInDays: -5 },
    { buyerKey: otherSellers[0]!.key, sellerKey: 'demo-seller', status: 'PENDING', bookedDaysAgo: 1, bookingInDays: 4 },
    { buyerKey: otherSellers[1]!.key, sellerKey: 'demo-seller', status: 'IN_PROGRESS', bookedDaysAgo: 3, bookingInDays: 0 },
  ];
  const journeys = candidates.filter((journey) => sellerByKey.has(journey.sellerKey) && ids.users.has(journey.buyerKey));

  const now = Date.now();
  for (const journey of journeys) {
    const offering = sellerByKey.get(journey.sellerKey)!.offerings[0]!;
    const buyer = ids.users.get(journey.buyerKey)!;
    const seller = ids.users.get(journey.sellerKey)!;
    const bookedAt = new Date(now - journey.bookedDaysAgo * day - 2 * hour);
    const order = await trx
      .insertInto('orders')
      .values({
        buyer_id: buyer,
        seller_id: seller,
        // A paid order: its seller sees it (migration 0016).
        seller_sees: true,
        service_id: ids.services.get(serviceKey(offering))!,
        service_title: offering.title,
        price_cents: offering.priceKsh * 100,
        booking_date: nairobiToday(new Date(now + journey.bookingInDays * day)),
        status: journey.status,
        created_at: bookedAt,
        updated_at: bookedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const steps = pathTo[journey.status];
    await trx
      .insertInto('order_events')
      .values(
        steps.map((status, index) => ({
          order_id: order.id,
          from_status: index === 0 ? null : steps[index - 1]!,
          to_status: status,
          actor_id: index === 0 ? buyer : seller,
          created_at: new Date(bookedAt.getTime() + index * hour),
        })),
      )
      .execute();
    await trx
      .insertInto('payments')
      .values({
        order_id: order.id,
        amount_cents: offering.priceKsh * 100,
        status: journey.status === 'COMPLETED' ? 'RELEASED' : 'HELD',
        provider: 'simulated',
        provider_reference: `DEMO-${order.id.slice(0, 8).toUpperCase()}`,
        created_at: bookedAt,
      })
      .execute();
  }

  const buyer = ids.users.get('demo-buyer');
  const seller = ids.users.get('demo-seller');
  if (!buyer || !seller) return;
  const chat: Array<[string, string, string]> = [
    [buyer, seller, 'Hello Joseph, my kitchen sink has been draining very slowly since yesterday. Are you free this week?'],
    [seller, buyer, 'Habari Amina! Yes, I can come on Thursday morning. Is the block in the sink or further down the pipe?'],
    [buyer, seller, 'I think it is in the pipe under the sink. Thursday morning works, I have booked you.'],
    [seller, buyer, 'Perfect, I will bring the drain rods. See you Thursday at 9.'],
  ];
  await trx
    .insertInto('messages')
    .values(
      chat.map(([from, to, content], index) => ({
        sender_id: from,
        receiver_id: to,
        content,
        created_at: new Date(now - (chat.length - index) * 40 * 60 * 1000),
        // The last message waits unread, so the unread badge has something to show.
        read_at: index < chat.length - 1 ? new Date(now - (chat.length - index - 1) * 40 * 60 * 1000) : null,
      })),
    )
    .execute();
}
