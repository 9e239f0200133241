import { centsToShillings, errorResponse, maskMpesaPhone, paymentSummaryResponse } from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db';
import { callerOf } from '../../plugins/authentication';
import { accountMpesaPhone, paymentTotals } from './payments.repository';

export const paymentsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/payments/summary',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Money held, on its way and paid out for the caller, as seller and as buyer',
        security: [{ bearer: [] }],
        response: { 200: paymentSummaryResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      const [totals, payoutPhone] = await Promise.all([paymentTotals(db, userId), accountMpesaPhone(db, userId)]);
      return {
        asSeller: {
          held: centsToShillings(totals.asSeller.held),
          releasing: centsToShillings(totals.asSeller.releasing),
          released: centsToShillings(totals.asSeller.released),
        },
        asBuyer: { held: centsToShillings(totals.asBuyer.held), refunded: centsToShillings(totals.asBuyer.refunded) },
        payoutPhone: payoutPhone ? maskMpesaPhone(payoutPhone) : null,
      };
    },
  );
};
