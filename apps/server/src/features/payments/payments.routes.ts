import { centsToShillings, errorResponse, paymentSummaryResponse } from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db';
import { paymentTotals } from '../../lib/payments/ledger';
import { callerOf } from '../../plugins/authentication';

export const paymentsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/payments/summary',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Money held and paid out for the caller, as seller and as buyer',
        security: [{ bearer: [] }],
        response: { 200: paymentSummaryResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const totals = await paymentTotals(db, callerOf(request).userId);
      return {
        asSeller: { held: centsToShillings(totals.asSeller.held), released: centsToShillings(totals.asSeller.released) },
        asBuyer: { held: centsToShillings(totals.asBuyer.held), refunded: centsToShillings(totals.asBuyer.refunded) },
      };
    },
  );
};
