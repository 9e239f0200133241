import { contactRequest, errorResponse, messageResponse, RATE_LIMITS, supportContactResponse } from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageFromHeader } from '../../lib/accept-language';
import { enforceLimit } from '../../lib/enforce-limit';
import { sendContactMessage, type ContactDeps } from './contact.service';

/** The API's words for a sent message (docs/product.md §8); the web shows its own. */
const sentText = 'Message sent successfully!';

export const contactRoutes: FastifyPluginAsyncZod<Omit<ContactDeps, 'log'> & { supportPhone: string }> = async (app, { supportPhone, ...deps }) => {
  const limit = app.createRateLimit('contact-ip', RATE_LIMITS.contactPerIp);

  app.post(
    '/api/contact-us',
    { schema: { tags: ['contact'], body: contactRequest, response: { 200: messageResponse, 400: errorResponse, 429: errorResponse } } },
    async (request) => {
      await enforceLimit(limit, request.ip);
      // The page's language, so support answers in it; a client that does not say sends its browser's.
      const language = request.body.language ?? languageFromHeader(request.headers['accept-language']) ?? 'en';
      await sendContactMessage({ ...deps, log: request.log }, { ...request.body, language });
      return { message: sentText };
    },
  );

  // The footer and the contact page show what the operator configured (SUPPORT_EMAIL,
  // SUPPORT_PHONE). It changes only with a restart, so browsers and shared caches keep it an
  // hour: a returning visitor does not ask again.
  const supportContact = { email: deps.supportEmail, phone: supportPhone };
  app.get(
    '/api/support-contact',
    { schema: { tags: ['contact'], summary: "Support's e-mail and phone number", response: { 200: supportContactResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return supportContact;
    },
  );
};
