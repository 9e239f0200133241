import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db';
import { authRoutes } from './features/auth/auth.routes';
import { catalogueRoutes } from './features/catalogue/catalogue.routes';
import { healthRoutes } from './features/health/health.routes';
import { uploadsRoutes } from './features/uploads/uploads.routes';
import { createAccessTokens } from './lib/access-tokens';
import { redactedPaths, redactUrl } from './lib/log-redaction';
import { registerAuthentication } from './plugins/authentication';
import { registerApiDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security';
import { registerWebApp } from './plugins/web-app';

export type AppOptions = {
  config: Pick<Config, 'jwtSecret' | 'publicUrl' | 'logLevel' | 'trustProxy'>;
  db: Database;
  /** The built web app; defaults to apps/web/dist. */
  webDistDir?: string;
  /** Where log lines go (standard output by default); tests read them. */
  logStream?: { write: (line: string) => void };
};

export const defaultWebDistDir = path.resolve(import.meta.dirname, '../../web/dist');

/** Builds the whole HTTP application. It does not listen: server.ts does, tests use inject(). */
export async function buildApp({ config, db, webDistDir = defaultWebDistDir, logStream }: AppOptions): Promise<FastifyInstance> {
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
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  await registerSecurityHeaders(app, { https: config.publicUrl.startsWith('https://') });
  await registerApiDocs(app);
  const tokens = createAccessTokens(config.jwtSecret);
  registerAuthentication(app, tokens);

  await app.register(healthRoutes, { db });
  await app.register(authRoutes, { db, tokens });
  await app.register(catalogueRoutes, { db });
  await app.register(uploadsRoutes, { db });
  await registerWebApp(app, webDistDir);

  return app;
}
