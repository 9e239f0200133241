import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { AfricasTalkingConfig } from './lib/sms/sms-sender';
import type { DarajaSettings } from './lib/payments/daraja/daraja-client';

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

/**
 * A phone number as people dial it from anywhere: '+', the country code, then digits in
 * groups separated by single spaces ('+254 20 386 3400'), 8 to 15 digits in all (E.164).
 */
const internationalPhone = z
  .string()
  .trim()
  .regex(/^\+\d+( \d+)*$/, 'must be an international number such as +254 20 386 3400')
  .refine((phone) => phone.replace(/\D/g, '').length >= 8 && phone.replace(/\D/g, '').length <= 15, {
    message: 'must have 8 to 15 digits',
  });

/**
 * Web origins besides our own whose pages may call the API (CORS) and ask for their own return
 * address: `https://app.example.com,http://localhost:5173`. Each must be a bare http(s) origin,
 * scheme, host and port, with no path, query or user name; written as browsers send it.
 */
const originList = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const origins: string[] = [];
    for (const item of value.split(',').map((part) => part.trim()).filter((part) => part !== '')) {
      const origin = bareOrigin(item);
      if (!origin) {
        ctx.addIssue({ code: 'custom', message: `must be http(s) origins without a path, such as https://app.example.com (${JSON.stringify(item)} is not one)` });
        return z.NEVER;
      }
      if (!origins.includes(origin)) origins.push(origin);
    }
    return origins;
  });

/** `https://App.Example.com:443/` as a browser's Origin header spells it (`https://app.example.com`), or undefined. */
function bareOrigin(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  const isBare = url.username === '' && url.password === '' && url.pathname === '/' && url.search === '' && url.hash === '';
  const hasNoExtras = !/[?#@]/.test(text) && /^https?:\/\/[^/]+\/?$/i.test(text);
  return (url.protocol === 'http:' || url.protocol === 'https:') && isBare && hasNoExtras ? url.origin : undefined;
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
  // Our own default (38634 spells FUNDI on a keypad), documented in README: operators set theirs.
  SUPPORT_PHONE: internationalPhone.default('+254 20 386 3400'),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  OIDC_ISSUER: optionalUrl(['http:', 'https:']).default('https://accounts.google.com'),
  DEMO_DATA: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  // How long a stopping instance keeps serving after /api/ready turns 503, so a load balancer
  // notices before anything is refused (docs/deploy.md). None by default: one instance alone.
  // GET /metrics for Prometheus, behind this bearer token; without it there is no /metrics (docs/deploy.md).
  METRICS_TOKEN: optionalText.refine((value) => value === undefined || value.length >= 24, { message: 'must be at least 24 characters' }),
  // A request slower than this is logged as 'slow request'; 0 logs none.
  SLOW_REQUEST_MS: z.coerce.number({ message: 'must be a number of milliseconds' }).int('must be a whole number of milliseconds').min(0).default(1000),
  DRAIN_SECONDS: z.coerce.number({ message: 'must be a number of seconds' }).int('must be a whole number of seconds').min(0).max(300, 'must be at most 300').default(0),
  ALLOWED_ORIGINS: originList.default([]),
  // Held payments (docs/product.md §4). Any MPESA_* setting turns M-Pesa on; without, payments are simulated.
  RELEASE_AFTER_HOURS: z.coerce.number({ message: 'must be a number of hours' }).int('must be a whole number of hours').min(0).max(24 * 60).default(48),
  PLATFORM_FEE_PERCENT: z.coerce.number({ message: 'must be a percentage' }).min(0).max(50, 'must be at most 50').default(0),
  MPESA_BASE_URL: optionalUrl(['http:', 'https:']),
  MPESA_CONSUMER_KEY: optionalText,
  MPESA_CONSUMER_SECRET: optionalText,
  MPESA_SHORTCODE: optionalText.refine((value) => value === undefined || /^\d{5,7}$/.test(value), { message: 'must be 5 to 7 digits' }),
  MPESA_PASSKEY: optionalText,
  MPESA_TRANSACTION_TYPE: z.enum(['CustomerPayBillOnline', 'CustomerBuyGoodsOnline']).default('CustomerPayBillOnline'),
  MPESA_TILL: optionalText.refine((value) => value === undefined || /^\d{5,7}$/.test(value), { message: 'must be 5 to 7 digits' }),
  MPESA_B2C_SHORTCODE: optionalText.refine((value) => value === undefined || /^\d{5,7}$/.test(value), { message: 'must be 5 to 7 digits' }),
  MPESA_INITIATOR_NAME: optionalText,
  MPESA_SECURITY_CREDENTIAL: optionalText,
  MPESA_CALLBACK_SECRET: optionalText.refine((value) => value === undefined || /^[A-Za-z0-9_-]{24,}$/.test(value), {
    message: 'must be at least 24 letters, digits, - or _',
  }),
  MPESA_QUERY_AFTER_S: z.coerce.number({ message: 'must be a number of seconds' }).int().min(1).max(3600).default(60),
  // SMS through Africa's Talking (docs/product.md §10). Without AT_USERNAME and AT_API_KEY, SMS go to the outbox.
  AT_USERNAME: optionalText,
  AT_API_KEY: optionalText,
  AT_SENDER_ID: optionalText.refine((value) => value === undefined || /^[A-Za-z0-9 ]{1,11}$/.test(value), { message: 'must be 1 to 11 letters, digits or spaces' }),
  AT_BASE_URL: optionalUrl(['http:', 'https:']),
  AT_CALLBACK_SECRET: optionalText.refine((value) => value === undefined || /^[A-Za-z0-9_-]{24,}$/.test(value), {
    message: 'must be at least 24 letters, digits, - or _',
  }),
});

/** Africa's Talking's settings; undefined: every SMS is written to the outbox. */
export type SmsConfig = AfricasTalkingConfig & {
  /** One path segment of the delivery-report and opt-out URLs we give Africa's Talking. */
  callbackSecret: string;
};

/** Daraja's settings, all given (docs/product.md §4 lists each): the client's, B2C included. */
export type MpesaConfig = Required<Omit<DarajaSettings, 'till'>> & {
  till: string | undefined;
  /** One path segment of every callback URL we give Daraja: Daraja signs nothing. */
  callbackSecret: string;
  queryAfterSeconds: number;
};

export type PaymentsConfig = {
  releaseAfterHours: number;
  platformFeePercent: number;
  /** Undefined: the simulated provider. */
  mpesa: MpesaConfig | undefined;
};

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where messages from the contact page are sent; shown with the phone wherever support is named. */
  supportEmail: string;
  /** Support's phone number as shown ('+254 20 386 3400'). */
  supportPhone: string;
  outboxDir: string;
  redisUrl: string | undefined;
  google: { clientId: string | undefined; clientSecret: string | undefined; issuer: string };
  demoData: boolean;
  logLevel: string;
  trustProxy: boolean;
  /** Seconds between /api/ready turning 503 and the server closing, on SIGTERM. */
  drainSeconds: number;
  /** The bearer token of GET /metrics; undefined: no /metrics. */
  metricsToken: string | undefined;
  /** Requests slower than this are logged as slow; 0: none. */
  slowRequestMs: number;
  /** Other web origins allowed to call the API and to be sent back to (none by default). */
  allowedOrigins: string[];
  payments: PaymentsConfig;
  sms: SmsConfig | undefined;
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
    supportPhone: values.SUPPORT_PHONE,
    outboxDir: path.join(dataDir, 'outbox'),
    redisUrl: values.REDIS_URL,
    google: { clientId: values.GOOGLE_CLIENT_ID, clientSecret: values.GOOGLE_CLIENT_SECRET, issuer: values.OIDC_ISSUER! },
    demoData: values.DEMO_DATA,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    drainSeconds: values.DRAIN_SECONDS,
    metricsToken: values.METRICS_TOKEN,
    slowRequestMs: values.SLOW_REQUEST_MS,
    allowedOrigins: values.ALLOWED_ORIGINS,
    payments: {
      releaseAfterHours: values.RELEASE_AFTER_HOURS,
      platformFeePercent: values.PLATFORM_FEE_PERCENT,
      mpesa: readMpesaConfig(values, env, dataDir),
    },
    sms: readSmsConfig(values, dataDir),
  };
}

/** Both AT_USERNAME and AT_API_KEY, or neither (the outbox). */
function readSmsConfig(values: z.infer<typeof environment>, dataDir: string): SmsConfig | undefined {
  if (!values.AT_USERNAME && !values.AT_API_KEY) return undefined;
  if (!values.AT_USERNAME || !values.AT_API_KEY) {
    throw new ConfigError(`Invalid configuration: ${values.AT_USERNAME ? 'AT_API_KEY' : 'AT_USERNAME'} is required when Africa's Talking is set up`);
  }
  return {
    username: values.AT_USERNAME,
    apiKey: values.AT_API_KEY,
    ...(values.AT_SENDER_ID ? { senderId: values.AT_SENDER_ID } : {}),
    baseUrl: (values.AT_BASE_URL ?? 'https://api.africastalking.com').replace(/\/+$/, ''),
    callbackSecret: values.AT_CALLBACK_SECRET ?? readOrCreateSecret(dataDir, 'sms-callback-secret'),
  };
}

const requiredForMpesa = [
  'MPESA_CONSUMER_KEY',
  'MPESA_CONSUMER_SECRET',
  'MPESA_SHORTCODE',
  'MPESA_PASSKEY',
  'MPESA_B2C_SHORTCODE',
  'MPESA_INITIATOR_NAME',
  'MPESA_SECURITY_CREDENTIAL',
] as const;

/** M-Pesa is on when any MPESA_* setting is given; then every one it needs must be. */
function readMpesaConfig(values: z.infer<typeof environment>, env: Record<string, string | undefined>, dataDir: string): MpesaConfig | undefined {
  const given = Object.keys(env).filter((name) => name.startsWith('MPESA_') && env[name]?.trim());
  if (given.length === 0) return undefined;
  const missing = requiredForMpesa.find((name) => !values[name]);
  if (missing) throw new ConfigError(`Invalid configuration: ${missing} is required when M-Pesa is set up (${given[0]} is set)`);
  if (values.MPESA_TRANSACTION_TYPE === 'CustomerBuyGoodsOnline' && !values.MPESA_TILL) {
    throw new ConfigError('Invalid configuration: MPESA_TILL is required when MPESA_TRANSACTION_TYPE is CustomerBuyGoodsOnline');
  }
  return {
    baseUrl: (values.MPESA_BASE_URL ?? 'https://sandbox.safaricom.co.ke').replace(/\/+$/, ''),
    consumerKey: values.MPESA_CONSUMER_KEY!,
    consumerSecret: values.MPESA_CONSUMER_SECRET!,
    shortcode: values.MPESA_SHORTCODE!,
    passkey: values.MPESA_PASSKEY!,
    transactionType: values.MPESA_TRANSACTION_TYPE,
    till: values.MPESA_TILL,
    b2cShortcode: values.MPESA_B2C_SHORTCODE!,
    initiatorName: values.MPESA_INITIATOR_NAME!,
    securityCredential: values.MPESA_SECURITY_CREDENTIAL!,
    callbackSecret: values.MPESA_CALLBACK_SECRET ?? readOrCreateSecret(dataDir, 'mpesa-callback-secret'),
    queryAfterSeconds: values.MPESA_QUERY_AFTER_S,
  };
}

/** Generated once per data folder so tokens survive restarts without any set-up. */
function readOrCreateSecret(dataDir: string, name = 'jwt-secret'): string {
  const file = path.join(dataDir, name);
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
