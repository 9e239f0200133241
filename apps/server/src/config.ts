import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { defaultKeptLists } from './lib/kept-answers';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = (protocols: string[]) =>
  optionalText.refine((value) => value === undefined || isUrlWithProtocol(value, protocols), {
    message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  });

function isUrlWithProtocol(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const environment = z.object({
  PORT: z.coerce.number({ message: 'must be a port number' }).int().min(1).max(65535, 'must be a port number').default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  PUBLIC_URL: optionalUrl(['http:', 'https:']),
  JWT_SECRET: optionalText.refine((value) => value === undefined || value.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  MAIL_FROM: z.string().trim().min(3).default('Fundi <no-reply@fundi.co.ke>'),
  SUPPORT_EMAIL: z.email({ message: 'must be an e-mail address' }).default('support@fundi.co.ke'),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  OIDC_ISSUER: optionalUrl(['http:', 'https:']).default('https://accounts.google.com'),
  DEMO_DATA: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  KEPT_LISTS: z.coerce.number({ message: 'must be a whole number' }).int('must be a whole number').min(0, 'must be 0 or more').default(defaultKeptLists),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where messages from the contact page are sent. */
  supportEmail: string;
  outboxDir: string;
  redisUrl: string | undefined;
  google: { clientId: string | undefined; clientSecret: string | undefined; issuer: string };
  demoData: boolean;
  logLevel: string;
  trustProxy: boolean;
  /** How many lists of each kind an instance keeps to send again unchanged (lib/kept-answers.ts); 0 keeps none. */
  keptLists: number;
};

export class ConfigError extends Error {}

/**
 * Reads the environment once, at start-up. Nothing else in the server reads process.env:
 * everything gets the Config passed in. A bad value throws a ConfigError whose message is
 * one line naming the variable.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message} (got ${JSON.stringify(env[name] ?? '')})`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    jwtSecret: values.JWT_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    supportEmail: values.SUPPORT_EMAIL,
    outboxDir: path.join(dataDir, 'outbox'),
    redisUrl: values.REDIS_URL,
    google: { clientId: values.GOOGLE_CLIENT_ID, clientSecret: values.GOOGLE_CLIENT_SECRET, issuer: values.OIDC_ISSUER! },
    demoData: values.DEMO_DATA,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    keptLists: values.KEPT_LISTS,
  };
}

/** Generated once per data folder so tokens survive restarts without any set-up. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    // 'wx' so two first starts racing cannot overwrite each other's secret.
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      return readFileSync(file, 'utf8').trim();
    }
  }
}
