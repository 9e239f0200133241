import { randomUUID } from 'node:crypto';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { RATE_LIMITS, SIMULATED_PAYMENT_MS } from '@fundi/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config, PaymentsConfig, SmsConfig } from './config';
import type { Database } from './db';
import { accountRoutes } from './features/auth/account.routes';
import { adminUsersRoutes } from './features/auth/admin-users.routes';
import { consentsRoutes } from './features/auth/consents.routes';
import { authRoutes } from './features/auth/auth.routes';
import { googleRoutes } from './features/auth/google/google.routes';
import { passwordRoutes } from './features/auth/password.routes';
import { isSessionActive } from './features/auth/sessions.repository';
import { undoEmailChangeRoutes } from './features/auth/undo-email-change.routes';
import { catalogueRoutes } from './features/catalogue/catalogue.routes';
import { searchRoutes } from './features/search/search.routes';
import { contactRoutes } from './features/contact/contact.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { availabilityRoutes } from './features/availability/availability.routes';
import { healthRoutes } from './features/health/health.routes';
import { legalRoutes } from './features/legal/legal.routes';
import { messagesRoutes } from './features/messages/messages.routes';
import { disputesAdminRoutes } from './features/orders/disputes-admin.routes';
import { disputesRoutes } from './features/orders/disputes.routes';
import { ordersRoutes } from './features/orders/orders.routes';
import { mpesaCallbackRoutes } from './features/orders/mpesa-callbacks.routes';
import { createPaymentWorkers, type PaymentWorkers } from './features/orders/payment-workers';
import type { PaymentDeps } from './features/orders/payments.service';
import { paymentsRoutes } from './features/orders/payments.routes';
import { paymentsAdminRoutes } from './features/orders/payments-admin.routes';
import { createNotificationWorkers, type NotificationWorkers } from './features/notifications/notification-workers';
import { preferencesRoutes } from './features/notifications/preferences.routes';
import { dataExportRoutes } from './features/privacy/data-export.routes';
import { createRetention } from './features/privacy/retention';
import { smsCallbackRoutes } from './features/notifications/sms-callbacks.routes';
import { unsubscribeRoutes } from './features/notifications/unsubscribe.routes';
import { emailChangeRoutes } from './features/profile/email-change.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { galleryRoutes } from './features/pros/gallery.routes';
import { prosRoutes } from './features/pros/pros.routes';
import { reviewsRoutes } from './features/reviews/reviews.routes';
import { sellersRoutes } from './features/sellers/sellers.routes';
import { uploadsRoutes } from './features/uploads/uploads.routes';
import { createVerificationHousekeeping } from './features/verification/verification-housekeeping';
import { verificationAdminRoutes } from './features/verification/verification-admin.routes';
import { verificationRoutes } from './features/verification/verification.routes';
import { createAccessTokens } from './lib/access-tokens';
import { isActiveAdmin } from './lib/admin-actions';
import { clientGoneIsInformation } from './lib/client-gone';
import { redactedPaths, redactUrl } from './lib/log-redaction';
import { limitMailsPerAddress } from './lib/mail-limits';
import type { Mailer } from './lib/mailer';
import { multipartLimits } from './lib/multipart-form';
import { mpesaProvider, simulatedProvider } from './lib/payments/providers';
import type { SmsSender } from './lib/sms/sms-sender';
import { markConnected } from './lib/users/presence';
import { registerAuthentication } from './plugins/authentication';
import { registerCompression } from './plugins/compression';
import { registerApiDocs } from './plugins/docs';
import { createFrameworkErrorHandler, registerErrorHandling } from './plugins/errors';
import { registerEtags } from './plugins/etag';
import { registerMetrics } from './plugins/metrics';
import { registerOtherClients } from './plugins/other-clients';
import { registerRateLimits } from './plugins/rate-limits';
import { registerRealtime } from './plugins/realtime';
import { registerRouteTable } from './plugins/route-table';
import { defaultRequestTimeouts, nodeServerTimeouts, registerSlowRequestLimits, type RequestTimeouts } from './plugins/slow-requests';
import { createSecurityHeaderSetter, registerSecurityHeaders } from './plugins/security';
import { inlineScriptHashes, registerWebApp } from './plugins/web-app';

export type AppOptions = {
  config: Pick<Config, 'jwtSecret' | 'publicUrl' | 'logLevel' | 'trustProxy' | 'redisUrl' | 'google' | 'supportEmail' | 'supportPhone'> & {
    /** GET /metrics's bearer token; without, no /metrics. */
    metricsToken?: string;
    /** Requests slower than this are logged as slow (1000 ms by default; 0: none). */
    slowRequestMs?: number;
    /** Africa's Talking's callback secret, when SMS go through it; without, no SMS callback routes. */
    sms?: Pick<SmsConfig, 'callbackSecret'>;
    /** Without: simulated payments, released 48 hours after the job is done, no fee. */
    payments?: PaymentsConfig;
    /** Other web origins that may call the API (CORS) and be returned to; none without. */
    allowedOrigins?: readonly string[];
  };
  db: Database;
  mailer: Mailer;
  /** Africa's Talking, or the outbox (lib/sms/sms-sender.ts). */
  sms: SmsSender;
  /** The built web app; defaults to apps/web/dist. */
  webDistDir?: string;
  /** How long the simulated payment provider takes (docs/product.md: 2 s); tests use 0. */
  paymentDelayMs?: number;
  /**
   * How often this instance's payment workers run (queries, unpaid cancellations, releases,
   * payouts and refunds); without, they run only when `app.paymentWorkers.runOnce()` is called.
   */
  paymentWorkerIntervalMs?: number;
  /**
   * How often this instance erases what is kept no longer (identity photos 90 days after the
   * decision); without, only when a test runs it.
   */
  housekeepingIntervalMs?: number;
  /**
   * How often this instance deletes what the retention schedule no longer keeps (docs/privacy.md);
   * without, only when a test runs it.
   */
  retentionIntervalMs?: number;
  /** The outbox the mailer and the SMS sender write to, whose old files the retention deletes. */
  outboxDir?: string;
  /**
   * How often this instance sends due notifications (SMS and e-mail); without, only when
   * `app.notificationWorkers.runOnce()` is called.
   */
  notificationIntervalMs?: number;
  /** How long a client may take to send a request (plugins/slow-requests.ts); tests shorten them. */
  requestTimeouts?: RequestTimeouts;
  /** Where log lines go (standard output by default); tests read them. */
  logStream?: { write: (line: string) => void };
};

const defaultWebDistDir = path.resolve(import.meta.dirname, '../../web/dist');
const defaultPayments: PaymentsConfig = { releaseAfterHours: 48, platformFeePercent: 0, mpesa: undefined };

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's payment workers (features/orders/payment-workers.ts). */
    paymentWorkers: PaymentWorkers;
    /** This instance's notification sender (features/notifications/notification-workers.ts). */
    notificationWorkers: NotificationWorkers;
    /** From now on /api/ready answers 503, so load balancers send requests to other instances. */
    startDraining: () => void;
  }
}

/** Builds the whole HTTP application. It does not listen: server.ts does, tests use inject(). */
export async function buildApp({
  config,
  db,
  mailer,
  sms,
  webDistDir = defaultWebDistDir,
  logStream,
  paymentDelayMs = SIMULATED_PAYMENT_MS,
  requestTimeouts = defaultRequestTimeouts,
  paymentWorkerIntervalMs,
  housekeepingIntervalMs,
  retentionIntervalMs,
  outboxDir,
  notificationIntervalMs,
}: AppOptions): Promise<FastifyInstance> {
  const https = config.publicUrl.startsWith('https://');
  const securityOptions = { https, inlineScripts: inlineScriptHashes(webDistDir) };
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      redact: { paths: redactedPaths, censor: '[redacted]' },
      // Levels as words ("info", "error"), as the start-up lines before the app exists print them.
      formatters: { level: (label) => ({ level: label }) },
      hooks: { logMethod: clientGoneIsInformation },
      serializers: {
        req: (request) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
      },
    },
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ...nodeServerTimeouts(requestTimeouts),
    return503OnClosing: true,
    frameworkErrors: createFrameworkErrorHandler(createSecurityHeaderSetter(securityOptions)),
  }).withTypeProvider<ZodTypeProvider>();

  // The spec's action calls (PUT /api/orders/{id}/accept ...) send an empty body; with a JSON
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
  registerSlowRequestLimits(app, requestTimeouts);
  registerEtags(app);
  await registerCompression(app);
  await registerSecurityHeaders(app, securityOptions);
  const allowedOrigins = config.allowedOrigins ?? [];
  await registerOtherClients(app, { allowedOrigins });
  await registerApiDocs(app);
  const { pingRedis } = await registerRateLimits(app, { redisUrl: config.redisUrl });
  const tokens = createAccessTokens(config.jwtSecret);
  registerAuthentication(app, {
    tokens,
    isSessionActive: (claims) => isSessionActive(db, claims),
    isAdmin: (userId) => isActiveAdmin(db, userId),
  });
  const realtime = await registerRealtime(app, {
    tokens,
    isSessionActive: (claims) => isSessionActive(db, claims),
    redisUrl: config.redisUrl,
    markConnected: (userIds) => markConnected(db, userIds),
  });
  registerMetrics(app, { db, token: config.metricsToken, openSockets: realtime.openSockets, slowRequestMs: config.slowRequestMs ?? 1000 });

  await app.register(multipart, { limits: multipartLimits });
  // Told by server.ts when asked to stop: /api/ready refuses from then on (docs/deploy.md).
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  await app.register(healthRoutes, { db, ...(pingRedis ? { pingRedis } : {}), isDraining: () => draining });
  await app.register(legalRoutes);
  await app.register(authRoutes, { db, tokens, realtime });
  // Mail to addresses people type is limited per address; mail to support is not.
  const accountMailer = limitMailsPerAddress(mailer, app.createRateLimit('mail-to', RATE_LIMITS.mailsPerAddress));
  await app.register(passwordRoutes, { db, mailer: accountMailer, publicUrl: config.publicUrl, realtime, allowedOrigins });
  await app.register(accountRoutes, { db, realtime });
  await app.register(consentsRoutes, { db });
  await app.register(adminUsersRoutes, { db, realtime });
  await app.register(googleRoutes, { db, tokens, realtime, google: config.google, publicUrl: config.publicUrl, allowedOrigins });
  await app.register(catalogueRoutes, { db });
  await app.register(searchRoutes, { db });
  await app.register(prosRoutes, { db });
  await app.register(galleryRoutes, { db });
  await app.register(contactRoutes, { db, mailer, supportEmail: config.supportEmail, supportPhone: config.supportPhone });
  const payments = config.payments ?? defaultPayments;
  const paymentDeps: PaymentDeps = {
    db,
    realtime,
    log: app.log,
    provider: payments.mpesa ? mpesaProvider(payments.mpesa, config.publicUrl) : simulatedProvider({ delayMs: paymentDelayMs }),
    settings: { releaseAfterHours: payments.releaseAfterHours, platformFeePercent: payments.platformFeePercent, queryAfterSeconds: payments.mpesa?.queryAfterSeconds ?? 60 },
  };
  await app.register(ordersRoutes, paymentDeps);
  await app.register(disputesRoutes, paymentDeps);
  await app.register(disputesAdminRoutes, paymentDeps);
  await app.register(paymentsAdminRoutes, paymentDeps);
  if (payments.mpesa) await app.register(mpesaCallbackRoutes, { ...paymentDeps, callbackSecret: payments.mpesa.callbackSecret });
  const paymentWorkers = createPaymentWorkers(paymentDeps, { intervalMs: paymentWorkerIntervalMs });
  app.decorate('paymentWorkers', paymentWorkers);
  app.addHook('onClose', () => paymentWorkers.stop());
  await app.register(messagesRoutes, { db, realtime });
  await app.register(reviewsRoutes, { db });
  await app.register(paymentsRoutes, { db });
  await app.register(adminRoutes, { db });
  await app.register(uploadsRoutes, { db });
  await app.register(sellersRoutes, { db, tokens });
  await app.register(availabilityRoutes, { db });
  await app.register(profileRoutes, { db, mailer: accountMailer, publicUrl: config.publicUrl });
  await app.register(emailChangeRoutes, { db, mailer: accountMailer, publicUrl: config.publicUrl });
  await app.register(undoEmailChangeRoutes, { db, realtime });
  await app.register(verificationRoutes, { db });
  await app.register(verificationAdminRoutes, { db });
  const verificationHousekeeping = createVerificationHousekeeping(db, app.log, { intervalMs: housekeepingIntervalMs });
  app.addHook('onClose', () => verificationHousekeeping.stop());
  await app.register(preferencesRoutes, { db });
  await app.register(dataExportRoutes, { db });
  const retention = createRetention({ db, log: app.log, outboxDir }, { intervalMs: retentionIntervalMs });
  app.addHook('onClose', () => retention.stop());
  if (config.sms) await app.register(smsCallbackRoutes, { db, callbackSecret: config.sms.callbackSecret });
  // Notices go to the person's own phone and e-mail: not limited per address like mail to addresses people type.
  await app.register(unsubscribeRoutes, { db, secret: config.jwtSecret });
  const notificationWorkers = createNotificationWorkers(
    { db, mailer, sms, publicUrl: config.publicUrl, unsubscribeSecret: config.jwtSecret, log: app.log },
    { intervalMs: notificationIntervalMs },
  );
  app.decorate('notificationWorkers', notificationWorkers);
  app.addHook('onClose', () => notificationWorkers.stop());
  await registerWebApp(app, webDistDir);

  return app;
}
