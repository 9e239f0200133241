import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db';
import { AppError } from '../../lib/app-error';
import { isSameSecret } from '../../lib/secret-tokens';
import { stopSmsTo } from '../../lib/notifications/preferences';
import { readDeliveryReport, readOptOut } from '../../lib/sms/africas-talking-callbacks';
import { recordDelivery } from './notifications.repository';

/** Longer than any real report; Africa's Talking posts a handful of short fields. */
const FORM_LIMIT_BYTES = 4096;

/**
 * Africa's Talking's callbacks (docs/product.md §10): delivery reports and opt-outs (someone
 * replied STOP). Like M-Pesa's, they are signed by nothing, so their URLs carry
 * AT_CALLBACK_SECRET as a path segment compared in constant time: a wrong one is a 404 like any
 * unknown address and changes nothing. A body that is not a report is acknowledged and ignored
 * (the provider would otherwise post it again and again). AT posts forms, which only these
 * routes read.
 */
export const smsCallbackRoutes: FastifyPluginAsyncZod<{ db: Database; callbackSecret: string }> = async (app, { db, callbackSecret }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const checkSecret = (given: string) => {
    if (!isSameSecret(given, callbackSecret)) throw new AppError('not-found', 'NOT_FOUND');
  };
  const params = z.object({ secret: z.string().max(200) });

  app.post('/api/sms/:secret/delivery-reports', { schema: { hide: true, params, body: z.unknown() } }, async (request, reply) => {
    checkSecret(request.params.secret);
    const report = readDeliveryReport(request.body);
    if (!report) request.log.warn('sms delivery report not understood: ignored');
    else if (!(await recordDelivery(db, report))) request.log.warn({ messageId: report.messageId }, 'sms delivery report for no SMS of ours: ignored');
    return reply.code(200).send({ received: true });
  });

  app.post('/api/sms/:secret/opt-outs', { schema: { hide: true, params, body: z.unknown() } }, async (request, reply) => {
    checkSecret(request.params.secret);
    const optOut = readOptOut(request.body);
    if (!optOut) request.log.warn('sms opt-out not understood: ignored');
    else request.log.info({ accounts: await stopSmsTo(db, optOut.phoneNumber) }, 'sms opt-out: SMS turned off');
    return reply.code(200).send({ received: true });
  });
};
