import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { isSameSecret } from '../../lib/secret-tokens';
import type { CallbackKind } from './mpesa-callbacks.service';
import { receiveCallback } from './money-movements';
import type { PaymentDeps } from './payments.service';

const kinds: Record<string, CallbackKind> = {
  stk: 'stk',
  'b2c/result': 'b2c-result',
  'b2c/timeout': 'b2c-timeout',
  'reversal/result': 'reversal-result',
  'reversal/timeout': 'reversal-timeout',
};

/** Daraja's answer to every callback it sends us, whatever we made of it. */
const accepted = { ResultCode: 0, ResultDesc: 'Accepted' };

/**
 * Daraja's callbacks (docs/product.md §4). Daraja signs nothing, so every URL we give it carries
 * MPESA_CALLBACK_SECRET as a path segment, compared in constant time; a wrong one is a 404
 * like any unknown address, and changes nothing. The log shows these paths with the secret
 * cut out (lib/log-redaction.ts).
 */
export const mpesaCallbackRoutes: FastifyPluginAsyncZod<PaymentDeps & { callbackSecret: string }> = async (app, { callbackSecret, ...deps }) => {
  const isSecret = (given: string) => isSameSecret(given, callbackSecret);

  for (const [path, kind] of Object.entries(kinds)) {
    app.post(
      `/api/mpesa/:secret/${path}`,
      { schema: { hide: true, params: z.object({ secret: z.string().max(200) }), body: z.unknown() } },
      async (request) => {
        if (!isSecret(request.params.secret)) throw new AppError('not-found', 'NOT_FOUND');
        await receiveCallback(deps, kind, request.body);
        return accepted;
      },
    );
  }
};
