import { z } from 'zod';

// What Africa's Talking posts back to us, as forms: a delivery report for each SMS it took,
// and an opt-out when someone replies STOP to our sender id. Anyone can post to these URLs, so
// a body is read only when every field is a short string of the expected shape.

const DELIVERY_STATUSES = ['Sent', 'Submitted', 'Buffered', 'Rejected', 'Success', 'Failed', 'AbsentSubscriber', 'Expired'] as const;
type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** `failureReason` is AT's name for why it failed (`UserInBlacklist`, `DeliveryFailure`, ...). */
export type DeliveryReport = { messageId: string; status: DeliveryStatus; phoneNumber: string; failureReason: string | null };

/** AT writes numbers as `+254711XXXYYY`; the `+` is added if ever missing, so numbers compare. */
const phoneNumber = z
  .string()
  .regex(/^\+?\d{7,15}$/)
  .transform((number) => (number.startsWith('+') ? number : `+${number}`));

const deliveryReportBody = z.object({
  id: z.string().min(1).max(100),
  status: z.enum(DELIVERY_STATUSES),
  phoneNumber,
  networkCode: z.string().max(20).optional(),
  failureReason: z.union([z.literal(''), z.string().regex(/^[A-Za-z]{1,50}$/)]).optional(),
  retryCount: z.string().regex(/^\d{1,3}$/).optional(),
});

const optOutBody = z.object({
  senderId: z.string().max(20).optional(),
  phoneNumber,
});

/** A delivery report's facts, or undefined when the body is not one. */
export function readDeliveryReport(body: unknown): DeliveryReport | undefined {
  const parsed = deliveryReportBody.safeParse(body);
  if (!parsed.success) return undefined;
  const { id, status, phoneNumber, failureReason } = parsed.data;
  return { messageId: id, status, phoneNumber, failureReason: failureReason || null };
}

/** The number that opted out, or undefined when the body is not an opt-out. */
export function readOptOut(body: unknown): { phoneNumber: string } | undefined {
  const parsed = optOutBody.safeParse(body);
  return parsed.success ? { phoneNumber: parsed.data.phoneNumber } : undefined;
}
