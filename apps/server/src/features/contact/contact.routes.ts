import { contactRequest, errorResponse, messageResponse, OUTCOME_TEXTS, RATE_LIMITS } from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enforceLimit } from '../../lib/enforce-limit';
import { sendContactMessage, type ContactDeps } from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod<Omit<ContactDeps, 'log'>> = async (app, deps) => {
  const limit = app.createRateLimit({
    max: RATE_LIMITS.contactPerIp.max,
    timeWindow: RATE_LIMITS.contactPerIp.windowMs,
    keyGenerator: (request) => `contact-ip:${request.ip}`,
  });

  app.post(
    '/api/contact-us',
    { schema: { tags: ['contact'], body: contactRequest, response: { 200: messageResponse, 400: errorResponse, 429: errorResponse } } },
    async (request, reply) => {
      await enforceLimit(limit, request, reply);
      await sendContactMessage({ ...deps, log: request.log }, request.body);
      return { message: OUTCOME_TEXTS.contactSent };
    },
  );
};
