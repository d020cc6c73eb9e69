// The registry's settings from the environment, read in one place for `npm start` (scripts/start.ts) and
// `node registry/main.ts`, so both honour every documented setting (README.md, Configuration).
import type { RegistryOptions } from './app.ts';
import { rateLimitSettingsFrom } from './http/rate-limits.ts';
import type { InboundMailOptions } from './inbound/smtp.ts';

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
> & { inboundMail?: InboundMailOptions };

export function registryOptionsFromEnv(env: Env): RegistryEnvOptions {
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
