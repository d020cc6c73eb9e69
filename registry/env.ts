// The registry's settings from the environment, read in one place for `npm start` (scripts/start.ts) and
// `node registry/main.ts`, so both honour every documented setting (README.md, Configuration).
import type { RegistryOptions } from './app.ts';
import { rateLimitSettingsFrom } from './http/rate-limits.ts';
import type { InboundMailOptions } from './inbound/smtp.ts';
import { createS3Storage, type S3StorageSettings } from './adapters/storage-s3.ts';
import { createStripePayments, type StripeSettings } from './adapters/payments-stripe.ts';
import { dedupeThresholdFrom } from './domain/dedupe/matching/settings.ts';

type Env = Record<string, string | undefined>;

export type RegistryEnvOptions = Pick<
  RegistryOptions,
  | 'databaseUrl'
  | 'jwtSecret'
  | 'referralLawFirmIsLawFirm'
  | 'redisUrl'
  | 'rateLimits'
  | 'smtpUrl'
  | 'mailFrom'
  | 'publicUrl'
  | 'chatEmailDelaySeconds'
  | 'dedupeThreshold'
  | 'adapters'
> & { inboundMail?: InboundMailOptions };

export function registryOptionsFromEnv(env: Env): RegistryEnvOptions {
  const s3Storage = s3StorageFromEnv(env);
  const stripe = stripeFromEnv(env);
  return {
    inboundMail: inboundMailFromEnv(env),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    referralLawFirmIsLawFirm: env.REFERRAL_LAW_FIRM_IS_LAW_FIRM === 'true',
    redisUrl: env.REDIS_URL || undefined,
    rateLimits: rateLimitSettingsFrom(env),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    // The portal's own address when unset (npm start listens on PORT, default 8080).
    publicUrl: env.PUBLIC_URL || `http://localhost:${env.PORT || 8080}`,
    chatEmailDelaySeconds: chatEmailDelayFrom(env.CHAT_EMAIL_DELAY_SECONDS),
    dedupeThreshold: dedupeThresholdFrom(env.DEDUPE_THRESHOLD),
    // Without a bucket, files stay on the local disk under the data directory (registry/adapters/index.ts).
    // Without STRIPE_SECRET_KEY, payments go through the offline provider (test payments, registry/adapters/payments.ts).
    adapters:
      s3Storage || stripe
        ? { ...(s3Storage ? { storage: createS3Storage(s3Storage) } : {}), ...(stripe ? { payments: createStripePayments(stripe) } : {}) }
        : undefined,
  };
}

/**
 * Files in S3 when STORAGE_S3_BUCKET is set: STORAGE_S3_REGION (required with it), STORAGE_S3_ENDPOINT (an
 * S3-compatible store's http(s) address; unset → AWS), STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY
 * (together; unset → the SDK's default credentials), STORAGE_S3_FORCE_PATH_STYLE (true or false, default false).
 */
export function s3StorageFromEnv(env: Env): S3StorageSettings | undefined {
  const bucket = env.STORAGE_S3_BUCKET?.trim();
  if (!bucket) return undefined;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new Error(`STORAGE_S3_BUCKET must be a bucket name (got ${JSON.stringify(bucket)})`);
  const region = env.STORAGE_S3_REGION?.trim();
  if (!region || !/^[a-z0-9-]+$/i.test(region))
    throw new Error(`STORAGE_S3_REGION must be a region name with STORAGE_S3_BUCKET (got ${JSON.stringify(env.STORAGE_S3_REGION)})`);
  const endpoint = env.STORAGE_S3_ENDPOINT?.trim();
  if (endpoint && !URL.canParse(endpoint)) throw new Error(`STORAGE_S3_ENDPOINT must be a URL (got ${JSON.stringify(endpoint)})`);
  if (endpoint && !/^https?:$/.test(new URL(endpoint).protocol))
    throw new Error(`STORAGE_S3_ENDPOINT must be an http or https URL (got ${JSON.stringify(endpoint)})`);
  // Never echoed: the secret must not reach a log.
  const accessKeyId = env.STORAGE_S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.STORAGE_S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY go together');
  const pathStyle = env.STORAGE_S3_FORCE_PATH_STYLE?.trim().toLowerCase();
  if (pathStyle && pathStyle !== 'true' && pathStyle !== 'false')
    throw new Error(`STORAGE_S3_FORCE_PATH_STYLE must be true or false (got ${JSON.stringify(env.STORAGE_S3_FORCE_PATH_STYLE)})`);
  return {
    bucket,
    region,
    endpoint: endpoint || undefined,
    accessKeyId: accessKeyId || undefined,
    secretAccessKey: secretAccessKey || undefined,
    forcePathStyle: pathStyle === 'true',
  };
}

/** CHAT_EMAIL_DELAY_SECONDS: whole seconds from 0 (each message at once) to a day; unset → the default. */
export function chatEmailDelayFrom(value: string | undefined): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (!/^\d{1,5}$/.test(text) || Number(text) > 86_400)
    throw new Error(`CHAT_EMAIL_DELAY_SECONDS must be whole seconds from 0 to 86400 (got ${JSON.stringify(value)})`);
  return Number(text);
}

/**
 * Replies by e-mail: the inbound SMTP listener when INBOUND_SMTP_PORT is set (INBOUND_SMTP_HOST, default 127.0.0.1;
 * REPLY_DOMAIN, default reply.localhost; STARTTLS only with INBOUND_SMTP_TLS_KEY and INBOUND_SMTP_TLS_CERT, PEM files).
 */
export function inboundMailFromEnv(env: Env): InboundMailOptions | undefined {
  const port = env.INBOUND_SMTP_PORT?.trim();
  if (!port) return undefined;
  if (!/^\d+$/.test(port) || Number(port) > 65_535)
    throw new Error(`INBOUND_SMTP_PORT must be a port number (got ${JSON.stringify(port)})`);
  const domain = env.REPLY_DOMAIN?.trim();
  if (domain && !/^[a-z0-9-]+(\.[a-z0-9-]+)*$/i.test(domain))
    throw new Error(`REPLY_DOMAIN must be a domain name (got ${JSON.stringify(domain)})`);
  const key = env.INBOUND_SMTP_TLS_KEY?.trim();
  const cert = env.INBOUND_SMTP_TLS_CERT?.trim();
  if (Boolean(key) !== Boolean(cert)) throw new Error('INBOUND_SMTP_TLS_KEY and INBOUND_SMTP_TLS_CERT go together');
  return {
    port: Number(port),
    host: env.INBOUND_SMTP_HOST?.trim() || undefined,
    replyDomain: domain || undefined,
    tls: key && cert ? { keyFile: key, certFile: cert } : null,
  };
}

/**
 * Whether to seed the demo data (seven known logins) into an empty store: on the embedded store by default, so a
 * new user can try the product; on a database server only when SEED_DEMO=true asks for it.
 */
export function seedDemoFromEnv(env: Env): boolean {
  const asked = env.SEED_DEMO?.trim().toLowerCase();
  if (asked === 'true') return true;
  if (asked === 'false') return false;
  if (asked) throw new Error(`SEED_DEMO must be true or false (got ${JSON.stringify(env.SEED_DEMO)})`);
  return !env.DATABASE_URL;
}

/**
 * Card payments through Stripe when STRIPE_SECRET_KEY is set: STRIPE_PUBLISHABLE_KEY (the browser's key) and
 * STRIPE_WEBHOOK_SECRET (verifies POST /api/registry/v1/stripe/webhook/) are required with it;
 * STRIPE_CONNECT_RETURN_URL (optional) is where Connect onboarding returns (default: the portal's settings page).
 */
export function stripeFromEnv(env: Env): StripeSettings | undefined {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return undefined;
  // Never echoed: the keys must not reach a log.
  if (!/^(sk|rk)_(test|live)_\w+$/.test(secretKey)) throw new Error('STRIPE_SECRET_KEY must be a Stripe secret key (sk_… or rk_…)');
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY?.trim();
  if (!publishableKey || !/^pk_(test|live)_\w+$/.test(publishableKey))
    throw new Error('STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_…) with STRIPE_SECRET_KEY');
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!webhookSecret || !webhookSecret.startsWith('whsec_'))
    throw new Error('STRIPE_WEBHOOK_SECRET must be the webhook endpoint secret (whsec_…) with STRIPE_SECRET_KEY');
  const connectReturnUrl = env.STRIPE_CONNECT_RETURN_URL?.trim();
  if (connectReturnUrl && (!URL.canParse(connectReturnUrl) || !/^https?:$/.test(new URL(connectReturnUrl).protocol)))
    throw new Error(`STRIPE_CONNECT_RETURN_URL must be an http or https URL (got ${JSON.stringify(connectReturnUrl)})`);
  return { secretKey, publishableKey, webhookSecret, connectReturnUrl: connectReturnUrl || undefined };
}
