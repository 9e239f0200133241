import { randomUUID } from 'node:crypto';
import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db';
import { accountRoutes } from './features/auth/account.routes';
import { authRoutes } from './features/auth/auth.routes';
import { googleRoutes } from './features/auth/google/google.routes';
import { passwordRoutes } from './features/auth/password.routes';
import { isSessionActive } from './features/auth/sessions.repository';
import { catalogueRoutes } from './features/catalogue/catalogue.routes';
import { contactRoutes } from './features/contact/contact.routes';
import { healthRoutes } from './features/health/health.routes';
import { messagesRoutes } from './features/messages/messages.routes';
import { ordersRoutes } from './features/orders/orders.routes';
import { paymentsRoutes } from './features/payments/payments.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { reviewsRoutes } from './features/reviews/reviews.routes';
import { sellersRoutes } from './features/sellers/sellers.routes';
import { uploadsRoutes } from './features/uploads/uploads.routes';
import { createAccessTokens } from './lib/access-tokens';
import { redactedPaths, redactUrl } from './lib/log-redaction';
import type { Mailer } from './lib/mailer';
import { multipartLimits } from './lib/multipart-form';
import { simulatedProvider } from './lib/payments/providers';
import { registerAuthentication } from './plugins/authentication';
import { registerCompression } from './plugins/compression';
import { registerApiDocs } from './plugins/docs';
import { createFrameworkErrorHandler, registerErrorHandling } from './plugins/errors';
import { registerEtags } from './plugins/etag';
import { registerRateLimits } from './plugins/rate-limits';
import { registerRealtime } from './plugins/realtime';
import { registerRouteTable } from './plugins/route-table';
import { createSecurityHeaderSetter, registerSecurityHeaders } from './plugins/security';
import { inlineScriptHashes, registerWebApp } from './plugins/web-app';

export type AppOptions = {
  config: Pick<Config, 'jwtSecret' | 'publicUrl' | 'logLevel' | 'trustProxy' | 'redisUrl' | 'google' | 'supportEmail'>;
  db: Database;
  mailer: Mailer;
  /** The built web app; defaults to apps/web/dist. */
  webDistDir?: string;
  /** How long the simulated payment provider takes (SPEC.md: 2 s); tests use 0. */
  paymentDelayMs?: number;
  /** How many lists of each kind to keep and send again while unchanged (lib/kept-answers.ts); 0 keeps none. */
  keptLists?: number;
  /** Where log lines go (standard output by default); tests read them. */
  logStream?: { write: (line: string) => void };
};

export const defaultWebDistDir = path.resolve(import.meta.dirname, '../../web/dist');

/** Builds the whole HTTP application. It does not listen: server.ts does, tests use inject(). */
export async function buildApp({ config, db, mailer, webDistDir = defaultWebDistDir, logStream, paymentDelayMs = 2000, keptLists }: AppOptions): Promise<FastifyInstance> {
  const https = config.publicUrl.startsWith('https://');
  const securityOptions = { https, inlineScripts: inlineScriptHashes(webDistDir) };
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      redact: { paths: redactedPaths, censor: '[redacted]' },
      serializers: {
        req: (request) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
      },
    },
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    frameworkErrors: createFrameworkErrorHandler(createSecurityHeaderSetter(securityOptions)),
  }).withTypeProvider<ZodTypeProvider>();

  // SPEC.md's action calls (PUT /api/orders/{id}/accept ...) send an empty body; with a JSON
  // content type Fastify would refuse that, so an empty JSON body simply means no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // First, so that it sees every route, the API docs' and the web app's included.
  registerRouteTable(app);
  registerErrorHandling(app);
  registerEtags(app);
  await registerCompression(app);
  await registerSecurityHeaders(app, securityOptions);
  await registerApiDocs(app);
  await registerRateLimits(app, { redisUrl: config.redisUrl });
  const tokens = createAccessTokens(config.jwtSecret);
  const isCallerSessionActive = ({ sessionId, userId }: { sessionId: string; userId: string }) => isSessionActive(db, sessionId, userId);
  registerAuthentication(app, { tokens, isSessionActive: isCallerSessionActive });
  const realtime = await registerRealtime(app, { tokens, isSessionActive: isCallerSessionActive, redisUrl: config.redisUrl });

  await app.register(multipart, { limits: multipartLimits });
  await app.register(healthRoutes, { db });
  await app.register(authRoutes, { db, tokens });
  await app.register(passwordRoutes, { db, mailer, publicUrl: config.publicUrl });
  await app.register(accountRoutes, { db });
  await app.register(googleRoutes, { db, tokens, google: config.google, publicUrl: config.publicUrl });
  await app.register(catalogueRoutes, { db });
  await app.register(contactRoutes, { db, mailer, supportEmail: config.supportEmail });
  await app.register(ordersRoutes, { db, realtime, payments: simulatedProvider({ delayMs: paymentDelayMs }), keptLists });
  await app.register(messagesRoutes, { db, realtime, keptLists });
  await app.register(reviewsRoutes, { db });
  await app.register(paymentsRoutes, { db });
  await app.register(uploadsRoutes, { db });
  await app.register(sellersRoutes, { db, tokens });
  await app.register(profileRoutes, { db });
  await registerWebApp(app, webDistDir);

  return app;
}
